import Observation
import Testing

@testable import CellGraph
@testable import CellGraphCore

// The forms SwiftUI's `_printChanges()` prints, as OpenSwiftUI's compatibility tests record them
// from SwiftUI itself ("ChangedBodyPropertyTests.ContentView: @self, @identity, _name changed.").

private final class Lines {
  var all: [String] = []
}

/// Namespaces the views, as the compatibility tests nest theirs.
private enum Screen {
  /// No dynamic property.
  struct Plain: View {
    var title = ""
    var body: some View {
      let _ = Self._printChanges()
      Text("plain \(title)")
    }
  }

  /// Two state cells and an environment value.
  struct Stateful: View {
    @StateCell var name = ""
    @StateCell var count = 0
    @EnvironmentCell(\.locale) var locale
    var body: some View {
      let _ = Self._printChanges()
      Button("count \(count)") { count += 1 }
    }
  }

  /// Passes a changing input to `Plain`, and logs.
  struct Parent: View {
    @StateCell var title = "a"
    var body: some View {
      let _ = Self._logChanges()
      VStack {
        Button("retitle") { title += "a" }
        Plain(title: title)
      }
    }
  }

  /// A generic view.
  struct Boxed<Value>: View {
    let value: Value
    var body: some View {
      let _ = Self._printChanges()
      Text("\(value)")
    }
  }

  /// A model read through Observation.
  @Observable final class Model {
    var value = 0
  }

  /// Reads the model.
  struct Observing: View {
    let model: Model
    var body: some View {
      let _ = Self._printChanges()
      Text("\(model.value)")
    }
  }

  /// A modifier that prints.
  struct Tagged: ViewModifier {
    @StateCell var taps = 0
    func body(content: Content) -> some View {
      let _ = Self._printChanges()
      HStack {
        content
        Button("tag \(taps)") { taps += 1 }
      }
    }
  }
}

/// Shows `content` once "show" is tapped, so a test can direct the output first.
private struct Later<Content: View>: View {
  let content: Content
  @StateCell var isShown = false
  var body: some View {
    VStack {
      Button("show") { isShown = true }
      if isShown { content }
    }
  }
}

@MainActor
@Suite struct PrintChangesTests {
  /// A host whose output goes to `lines` before `view` is first evaluated.
  private func host<V: View>(_ view: V, _ lines: Lines) -> ViewHost {
    let host = ViewHost(Later(content: view))
    host.printChangesOutput = { lines.all.append($0) }
    try? host.tap("show")
    host.flush()
    return host
  }

  @Test("A view with no dynamic property prints @self changed on its first evaluation")
  func plainFirstEvaluation() {
    let lines = Lines()
    _ = host(Screen.Plain(), lines)
    #expect(lines.all == ["Screen.Plain: @self changed."])
  }

  @Test("A view with dynamic properties prints @self, @identity and each field first")
  func statefulFirstEvaluation() {
    let lines = Lines()
    _ = host(Screen.Stateful(), lines)
    #expect(lines.all == ["Screen.Stateful: @self, @identity, _name, _count, _locale changed."])
  }

  @Test("A state change prints the field's storage name")
  func stateChange() throws {
    let lines = Lines()
    let host = host(Screen.Stateful(), lines)
    lines.all.removeAll()
    try host.tap("count 0")
    host.flush()
    #expect(lines.all == ["Screen.Stateful: _count changed."])
  }

  @Test("Stopping a trace keeps the causes _printChanges gathers")
  func tracingStopKeepsCauses() throws {
    let lines = Lines()
    let host = host(Screen.Stateful(), lines)
    host.startTracing()
    _ = host.stopTracing()
    lines.all.removeAll()
    try host.tap("count 0")
    host.flush()
    #expect(lines.all == ["Screen.Stateful: _count changed."])
  }

  @Test("A new value from the parent prints @self; _logChanges logs under its category")
  func inputChangeAndLog() throws {
    let lines = Lines()
    let host = host(Screen.Parent(), lines)
    #expect(
      host.loggedChanges.map(\.message) == ["Screen.Parent: @self, @identity, _title changed."])
    lines.all.removeAll()
    host.clearLoggedChanges()
    try host.tap("retitle")
    host.flush()
    #expect(host.loggedChanges.map(\.message) == ["Screen.Parent: _title changed."])
    #expect(host.loggedChanges.first?.description.hasPrefix("[Changed Body Properties]") == true)
    #expect(lines.all == ["Screen.Plain: @self changed."])
  }

  @Test("A generic view is named with its arguments, without modules")
  func genericName() {
    let lines = Lines()
    _ = host(Screen.Boxed(value: [1]), lines)
    #expect(lines.all == ["Screen.Boxed<Array<Int>>: @self changed."])
  }

  @Test("An @Observable property change prints @dependencies")
  func observation() {
    let lines = Lines()
    let model = Screen.Model()
    let host = host(Screen.Observing(model: model), lines)
    lines.all.removeAll()
    model.value = 1
    host.flush()
    #expect(lines.all == ["Screen.Observing: @dependencies changed."])
  }

  @Test("A modifier prints its own changes")
  func modifier() throws {
    let lines = Lines()
    let host = host(Text("x").modifier(Screen.Tagged()), lines)
    #expect(lines.all == ["Screen.Tagged: @self, @identity, _taps changed."])
    try host.tap("tag 0")
    host.flush()
    #expect(lines.all.last == "Screen.Tagged: _taps changed.")
  }

  @Test("The host's printChanges prints the same lines")
  func hostPrintsTheSameForms() throws {
    var lines: [String] = []
    let host = ViewHost(Later(content: Screen.Stateful()))
    host.printChangesOutput = { _ in }
    host.printChanges(to: { lines.append($0) })
    try host.tap("show")
    host.flush()
    #expect(lines.contains("Screen.Stateful: @self, @identity, _name, _count, _locale changed."))
    lines.removeAll()
    try host.tap("count 0")
    host.flush()
    #expect(lines == ["Screen.Stateful: _count changed."])
  }

  @Test("A printing body does not make the host keep records")
  func noRecordsKept() throws {
    let host = host(Screen.Stateful(), Lines())
    try host.tap("count 0")
    host.flush()
    #expect(!host.isRecordingEvaluations)
    #expect(host.updateRecords.isEmpty)
  }

  @Test("SwiftUI's type names drop modules and anonymous contexts")
  func typeNames() {
    #expect(swiftUITypeName(Screen.Plain.self) == "Screen.Plain")
    #expect(
      swiftUITypeName(Screen.Boxed<[String: Int?]>.self)
        == "Screen.Boxed<Dictionary<String, Optional<Int>>>")
    #expect(swiftUITypeName(Text.self) == "Text")
  }
}
