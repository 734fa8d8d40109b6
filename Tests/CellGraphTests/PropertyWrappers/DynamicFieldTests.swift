import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Custom fields

/// Logs every `update()` and counts them in its own stored property, which the body then reads.
@propertyWrapper
private struct UpdateLogging: DynamicField {
  let name: String
  let log: WrappersLog
  private(set) var updates = 0

  var wrappedValue: Int { updates }

  mutating func update() {
    updates += 1
    log.append("\(name).update \(updates)")
  }
}

/// Not a `DynamicField`: a plain struct that happens to hold a state cell.
@MainActor
private struct PlainHolder {
  @StateCell var count = 0
}

// MARK: - Views

private struct UpdateCountingView: View {
  let log: WrappersLog
  @UpdateLogging var updates: Int
  @StateCell var tick = 0

  init(log: WrappersLog) {
    self.log = log
    _updates = UpdateLogging(name: "field", log: log)
  }

  var body: some View {
    log.append("body sees \(updates)")
    return VStack {
      Text("tick \(tick)")
      Button("tick") { tick += 1 }
    }
  }
}

private struct PlainHolderView: View {
  let holder = PlainHolder()

  var body: some View {
    HStack {
      Text("count \(holder.count)")
      Button("plain +1") { holder.count += 1 }
    }
  }
}

private final class ClassView: View {
  @StateCell var count = 0

  var body: some View {
    HStack {
      Text("class count \(count)")
      Button("class +1") { self.count += 1 }
    }
  }
}

// MARK: - Tests

/// Custom `DynamicField`s: when `update()` runs, and which fields are installed at all.
@MainActor
@Suite struct DynamicFieldTests {
  @Test("A custom field's update() runs before every body evaluation")
  func updateRunsBeforeEveryBody() throws {
    let log = WrappersLog()
    let host = ViewHost(UpdateCountingView(log: log))
    #expect(log.entries == ["field.update 1", "body sees 1"])

    log.removeAll()
    try host.tap("tick")
    try host.tap("tick")
    host.flush()
    #expect(
      log.entries == ["field.update 2", "body sees 2", "field.update 3", "body sees 3"])
  }

  @Test("A plain struct holding a state cell is not installed, and reading it is reported")
  func plainStructFieldsAreNotInstalled() throws {
    #expect(FieldLayout.of(PlainHolderView.self).isEmpty)
    let host = ViewHost(PlainHolderView())
    #expect(host.text == "count 0 [plain +1]")
    #expect(host.wrappersDiagnosticKinds.contains(.uninstalledState))

    host.clearDiagnostics()
    try host.tap("plain +1")
    #expect(host.text == "count 0 [plain +1]")
    #expect(host.wrappersDiagnosticKinds.contains(.uninstalledState))
  }

  @Test("A class-typed view with a state cell reports an unreachable field")
  func classViewReportsUnreachableField() throws {
    let layout = FieldLayout.of(ClassView.self)
    #expect(layout.unreachableFields == ["\(typeName(ClassView.self)).count"])

    let host = ViewHost(ClassView())
    #expect(host.text == "class count 0 [class +1]")
    #expect(host.wrappersDiagnosticKinds.contains(.unreachableField))
    #expect(host.wrappersDiagnosticKinds.contains(.uninstalledState))

    try host.tap("class +1")
    #expect(host.text == "class count 0 [class +1]")
  }
}

/// The `DynamicField` documentation's example: a wrapper that counts its own updates.
@propertyWrapper
private struct SelfCountingCounter: DynamicField {
  @StateCell private var count = 0
  private(set) var updates = 0

  var wrappedValue: Int {
    get { count }
    nonmutating set { count = newValue }
  }

  mutating func update() { updates += 1 }
}

private struct Clicker: View {
  @SelfCountingCounter var clicks
  var body: some View {
    Button("Clicked \(clicks) times") { clicks += 1 }
  }
}

private struct ClickerParent: View {
  @StateCell var tick = 0
  var body: some View {
    VStack {
      Text("tick \(tick)")
      Button("Tick") { tick += 1 }
      Clicker()
    }
  }
}

@MainActor
@Suite struct SelfChangingFieldTests {
  @Test("A custom field that changes itself in update() does not make its view a different input")
  func selfChangingFieldIsNotAnInputChange() throws {
    let host = ViewHost(ClickerParent())
    try host.tap("Clicked 0 times")
    #expect(host.text.contains("[Clicked 1 times]"))
    host.resetEvaluations()

    try host.tap("Tick")
    host.flush()

    #expect(host.evaluations(of: ClickerParent.self) == 1)
    #expect(host.evaluations(of: Clicker.self) == 0, "inputs are compared with inputs")
  }
}
