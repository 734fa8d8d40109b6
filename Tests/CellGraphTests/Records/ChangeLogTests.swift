import Testing

@testable import CellGraph
@testable import CellGraphCore

// The log mode: one line per body evaluation, like SwiftUI's `_printChanges()`.

private struct AccentKey: EnvironmentKey { static let defaultValue = "blue" }

extension EnvironmentValues {
  fileprivate var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

private struct Label: View {
  let text: String
  @EnvironmentCell(\.accent) var accent
  var body: some View { Text("\(text) in \(accent)") }
}

private struct Switch: View {
  @StateCell var isOn = false
  @StateCell var accent = "red"
  var body: some View {
    VStack {
      Toggle("Power", isOn: $isOn)
      Label(text: isOn ? "on" : "off").environment(\.accent, accent)
      Button("Repaint") { accent = "green" }
    }
  }
}

@MainActor
@Suite struct ChangeLogTests {
  @Test("Each body evaluation prints one line naming what changed")
  func linesNameTheChange() throws {
    var lines: [String] = []
    let host = ViewHost(Switch())
    host.printChanges(to: { lines.append($0) })

    try host.toggle("Power")
    host.flush()
    try host.tap("Repaint")
    host.flush()

    #expect(
      lines == [
        "Switch: _isOn changed.",
        "Label: @self changed.",
        "Switch: _accent changed.",
        "Label: _accent changed.",
      ])
  }

  @Test("First appearances print @self and @identity")
  func appearancesPrintIdentity() {
    var lines: [String] = []
    let host = ViewHost(Switch())
    host.printChanges(to: { lines.append($0) })
    host.setRoot(Switch())  // equal: nothing runs
    #expect(lines.isEmpty)

    let fresh = BodyEvaluation(path: "Switch", viewType: "Switch", reasons: [.appeared])
    #expect(fresh.changeLine == "Switch: @self, @identity changed.")
  }

  @Test("Printing can be limited to some view types, and stopped")
  func filterAndStop() throws {
    var lines: [String] = []
    let host = ViewHost(Switch())
    host.printChanges(of: [Label.self], to: { lines.append($0) })

    try host.toggle("Power")
    host.flush()
    #expect(lines == ["Label: @self changed."])

    host.stopPrintingChanges()
    try host.toggle("Power")
    host.flush()
    #expect(lines.count == 1)
  }

  @Test("A state cell of another view is named in full")
  func foreignStateIsNamedInFull() {
    let change = SourceChange(kind: .state, name: "Parent.count", oldValue: "0", newValue: "1")
    let evaluation = BodyEvaluation(
      path: "Parent/Child", viewType: "Child", reasons: [.sourceChanged(change)])
    #expect(evaluation.changeLine == "Child: Parent.count changed.")
  }
}
