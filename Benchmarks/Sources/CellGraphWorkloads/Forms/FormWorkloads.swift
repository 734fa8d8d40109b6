import CellGraph

/// Forms: a `Form` of 1,000 rows, each a stepper and a picker bound to the row's own state, and
/// one row's control changed through its binding, as the control's interaction would write it.
///
/// - The stepper's label shows its value, so a step re-runs that row's body (bodies run: 1) and
///   re-renders the row; no other row runs.
/// - The picker's selection is read by the picker only, so a choice runs no body (bodies run: 0)
///   and re-renders the picker alone.
///
/// The time includes producing the host's text.
extension Workload {
  static let formsGroup = "Forms"

  /// The rows of the form workloads.
  public static let formRows = 1_000

  /// The row whose controls change (the middle one).
  static let changedFormRow = formRows / 2

  @MainActor static var forms: [Workload] {
    [
      Workload(
        group: formsGroup, name: "Stepper change in a \(formRows.formatted)-row Form",
        key: "form-stepper-\(formRows)"
      ) { mode in
        let levels = Sink<Int>(slots: formRows)
        let host = ViewHost(
          SettingsRowsForm(count: formRows, levels: levels, modes: Sink<Int>(slots: formRows)))
        mode.apply(to: host)
        return Run(host: host, bodyTypes: [SettingsRowsForm.self, SettingsRow.self]) {
          levels[changedFormRow].wrappedValue += 1
          blackHole(host.text)
        }
      },
      Workload(
        group: formsGroup, name: "Picker change in a \(formRows.formatted)-row Form",
        key: "form-picker-\(formRows)"
      ) { mode in
        let modes = Sink<Int>(slots: formRows)
        let host = ViewHost(
          SettingsRowsForm(count: formRows, levels: Sink<Int>(slots: formRows), modes: modes))
        mode.apply(to: host)
        return Run(host: host, bodyTypes: [SettingsRowsForm.self, SettingsRow.self]) {
          // Alternates between the two options: every write is a change.
          modes[changedFormRow].wrappedValue ^= 1
          blackHole(host.text)
        }
      },
    ]
  }
}

/// A form of `count` rows, in sections of 100, each row leaving its bindings in the sinks.
struct SettingsRowsForm: View {
  let count: Int
  let levels: Sink<Int>
  let modes: Sink<Int>

  var body: some View {
    Form {
      ForEach(0..<(count / 100), id: \.self) { section in
        Section("Section \(section)") {
          ForEach((section * 100)..<(section * 100 + 100), id: \.self) { index in
            SettingsRow(index: index, levels: levels, modes: modes)
          }
        }
      }
    }
  }
}

/// One row of `SettingsRowsForm`: a stepper whose label shows its value, and a picker.
struct SettingsRow: View {
  let index: Int
  let levels: Sink<Int>
  let modes: Sink<Int>
  @StateCell var level = 0
  @StateCell var mode = 0

  var body: some View {
    levels.store($level, at: index)
    modes.store($mode, at: index)
    return VStack {
      Stepper("Level \(index): \(level)", value: $level, in: 0...Int.max)
      Picker("Mode \(index)", selection: $mode) {
        Text("Off").tag(0)
        Text("On").tag(1)
      }
    }
  }
}
