import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Form: View {
  @StateCell var name = ""
  @StateCell var wifi = false
  @StateCell var saves = 0
  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Toggle("Wi-Fi", isOn: $wifi)
      HStack {
        Button("Save") { saves += 1 }
        Button("Reset") {
          name = ""
          wifi = false
        }
      }
      Text("\(name.isEmpty ? "nobody" : name), wifi \(wifi ? "on" : "off"), saved \(saves)")
      if saves > 0 { Button("Undo") { saves -= 1 } }
    }
  }
}

private struct Twins: View {
  var body: some View {
    VStack {
      Button("Same") {}
      Button("Same") {}
    }
  }
}

private struct Greeting: View {
  let name: String
  @StateCell var waves = 0
  var body: some View {
    HStack {
      Text("Hello, \(name)! waves: \(waves)")
      Button("Wave") { waves += 1 }
    }
  }
}

@MainActor
@Suite struct ViewHostTests {
  @Test("A new host renders the whole tree")
  func initialRender() {
    let host = ViewHost(Form())
    #expect(
      host.text == """
        Name: []
        [ ] Wi-Fi
        [Save] [Reset]
        nobody, wifi off, saved 0
        """)
  }

  @Test("Typing, toggling and tapping drive the bound state")
  func interactions() throws {
    let host = ViewHost(Form())
    try host.type("Ada", into: "Name")
    try host.toggle("Wi-Fi")
    try host.tap("Save")
    #expect(
      host.text == """
        Name: [Ada]
        [x] Wi-Fi
        [Save] [Reset]
        Ada, wifi on, saved 1
        [Undo]
        """)
  }

  @Test("An interaction acts on the current tree: it flushes pending writes first")
  func interactionsFlushFirst() throws {
    let host = ViewHost(Form())
    try host.tap("Save")  // shows Undo, but only after a flush
    try host.tap("Undo")  // found because tap flushed first
    #expect(host.text.contains("saved 0"))
  }

  @Test("An interaction whose target does not exist throws and lists what exists")
  func missingTarget() throws {
    let host = ViewHost(Form())
    let error = #expect(throws: InteractionError.self) { try host.tap("Sav") }
    #expect(error?.reason == .notFound)
    #expect(
      error?.candidates == [
        #""Save" (Form/VStack/HStack/Button#1)"#, #""Reset" (Form/VStack/HStack/Button#2)"#,
      ])
    #expect(error?.description.hasPrefix(#"No button labelled "Sav". Buttons: "Save""#) == true)

    #expect(throws: InteractionError.self) { try host.toggle("Bluetooth") }
    #expect(throws: InteractionError.self) { try host.type("x", into: "Email") }
  }

  @Test("An interaction that matches several controls throws instead of guessing")
  func ambiguousTarget() {
    let host = ViewHost(Twins())
    let error = #expect(throws: InteractionError.self) { try host.tap("Same") }
    #expect(error?.reason == .ambiguous)
    #expect(error?.candidates.count == 2)
  }

  @Test("The host lists the controls it shows")
  func controlsAreListed() {
    let host = ViewHost(Form())
    #expect(
      host.controls == [
        #"text field "Name""#, #"toggle "Wi-Fi""#, #"button "Save""#, #"button "Reset""#,
      ])
  }

  @Test("Evaluation counts are per view type and reset on demand")
  func evaluationCounts() throws {
    let host = ViewHost(Form())
    #expect(host.evaluations(of: Form.self) == 1)
    #expect(host.evaluations(of: Twins.self) == 0, "a type never shown")
    try host.tap("Save")
    host.flush()
    #expect(host.evaluations(of: Form.self) == 2)
    host.resetEvaluations()
    #expect(host.evaluations(of: Form.self) == 0)
  }

  @Test("setRoot re-evaluates a changed root and keeps its state")
  func setRootKeepsState() throws {
    let host = ViewHost(Greeting(name: "Ada"))
    try host.tap("Wave")
    host.flush()
    host.resetEvaluations()

    host.setRoot(Greeting(name: "Grace"))
    #expect(host.text == "Hello, Grace! waves: 1 [Wave]")
    #expect(host.evaluations(of: Greeting.self) == 1)

    host.setRoot(Greeting(name: "Grace"))
    #expect(host.evaluations(of: Greeting.self) == 1, "an equal root is not re-evaluated")

    host.setRoot(Text("another type"))
    #expect(host.diagnostics.map(\.kind) == [.rootTypeMismatch])
    #expect(host.text == "Hello, Grace! waves: 1 [Wave]")
  }

  @Test("A host that goes away releases its tree and its state")
  func hostTearDown() throws {
    weak var weakHost: ViewHost?
    var binding: BindingCell<Int>?
    do {
      let host = ViewHost(Greeting(name: "Ada"))
      weakHost = host
      // Keep a binding to the root's state alive beyond the host.
      let node = host.rootNode.children[0] as! BodyNode<Greeting>
      binding = node.view.$waves
    }
    #expect(weakHost == nil)
    binding?.wrappedValue = 5  // writes to a detached box: nothing to update, no crash
    #expect(binding?.wrappedValue == 5)
  }
}

@MainActor
@Suite struct AutomaticFlushTests {
  @Test("With automatic flushing, a write is flushed by a main-actor job, once for many writes")
  func automaticFlush() async throws {
    let host = ViewHost(Greeting(name: "Ada"))
    host.flushesAutomatically = true
    host.resetEvaluations()

    try host.tap("Wave")
    try host.tap("Wave")  // flushes the first write itself, then writes again
    #expect(host.hasPendingUpdates)

    for _ in 0..<10 where host.hasPendingUpdates { await Task.yield() }
    #expect(!host.hasPendingUpdates)
    #expect(host.evaluations(of: Greeting.self) == 2)
    #expect(host.text == "Hello, Ada! waves: 2 [Wave]")
  }

  @Test("Without automatic flushing, nothing runs until a flush")
  func manualByDefault() async throws {
    let host = ViewHost(Greeting(name: "Ada"))
    try host.tap("Wave")
    for _ in 0..<10 { await Task.yield() }
    #expect(host.hasPendingUpdates)
  }
}

@MainActor
private final class TeardownLog {
  var events: [String] = []
}

private struct Leaf: View {
  let name: String
  let log: TeardownLog
  var body: some View {
    Text(name).onDisappear { log.events.append("disappear \(name)") }
  }
}

@MainActor
@Suite struct TeardownTests {
  @Test("When a host goes away, its views disappear, children before parents")
  func teardownRunsDisappearActions() {
    let log = TeardownLog()
    do {
      let host = ViewHost(
        VStack {
          Leaf(name: "a", log: log)
          Leaf(name: "b", log: log)
        }
        .onDisappear { log.events.append("disappear stack") })
      #expect(host.text == "a\nb")
    }
    #expect(log.events == ["disappear a", "disappear b", "disappear stack"])
  }
}

private struct Framed: ViewModifier {
  @StateCell var taps = 0
  func body(content: Content) -> some View {
    VStack {
      content
      Button("frame \(taps)") { taps += 1 }
    }
  }
}

@MainActor
@Suite struct ReleaseTests {
  @Test("A host that goes away frees every node, including a custom modifier's placeholders")
  func nodesAreFreed() {
    weak var weakRoot: Node?
    weak var weakPlaceholder: Node?
    do {
      let host = ViewHost(Text("inside").modifier(Framed()))
      weakRoot = host.rootNode
      var node = host.rootNode
      while let child = node.children.first, weakPlaceholder == nil {
        if child.typeName.hasPrefix("ViewModifierContent") { weakPlaceholder = child }
        node = child
      }
      #expect(weakPlaceholder != nil)
      #expect(host.text == "inside\n[frame 0]")
    }
    #expect(weakRoot == nil)
    #expect(weakPlaceholder == nil, "a reference cycle kept the placeholder alive")
  }
}
