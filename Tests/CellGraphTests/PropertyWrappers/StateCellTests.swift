import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Views

/// A child whose initial state comes from its parent, and whose `label` input changes with the
/// parent's state so that it is re-evaluated (and re-installed) every time the parent re-runs.
private struct SeededChild: View {
  let label: String
  @StateCell var value: Int

  init(label: String, seed: Int) {
    self.label = label
    _value = StateCell(initialValue: seed)
  }

  var body: some View {
    HStack {
      Text("\(label) value \(value)")
      Button("child +1") { value += 1 }
    }
  }
}

private struct SeedingParent: View {
  @StateCell var seed = 1

  var body: some View {
    VStack {
      Button("reseed") { seed += 10 }
      SeededChild(label: "seed \(seed)", seed: seed)
    }
  }
}

private struct SiblingCounter: View {
  let name: String
  @StateCell private var count = 0

  var body: some View {
    HStack {
      Text("\(name): \(count)")
      Button("\(name) +1") { count += 1 }
    }
  }
}

private struct TwoSiblings: View {
  var body: some View {
    VStack {
      SiblingCounter(name: "a")
      SiblingCounter(name: "b")
    }
  }
}

/// A reference-type model: a fresh instance is created by every evaluation of its parent.
@MainActor
private final class Model {
  let serial: Int
  init(serial: Int) { self.serial = serial }
}

private struct ModelHolder: View {
  let generation: Int
  let seen: WrappersBox<[ObjectIdentifier]>
  @StateCell var model: Model

  init(generation: Int, model: Model, seen: WrappersBox<[ObjectIdentifier]>) {
    self.generation = generation
    self.seen = seen
    _model = StateCell(wrappedValue: model)
  }

  var body: some View {
    seen.value.append(ObjectIdentifier(model))
    return Text("generation \(generation) model \(model.serial)")
  }
}

private struct ModelParent: View {
  let seen: WrappersBox<[ObjectIdentifier]>
  @StateCell var generation = 1

  var body: some View {
    VStack {
      Button("next generation") { generation += 1 }
      ModelHolder(generation: generation, model: Model(serial: generation), seen: seen)
    }
  }
}

private struct InitFormsView: View {
  @StateCell var fromWrapped: Int
  @StateCell var fromInitial: String
  @StateCell var declared = "declared"

  init(start: Int, name: String) {
    _fromWrapped = StateCell(wrappedValue: start)
    _fromInitial = StateCell(initialValue: name)
  }

  var body: some View {
    VStack {
      Text("\(fromWrapped) \(fromInitial) \(declared)")
      Button("change all") {
        fromWrapped += 1
        fromInitial += "!"
        declared = "changed"
      }
    }
  }
}

private struct OptionalStateView: View {
  @StateCell var explicit: Int?
  @StateCell var implicit: String?

  init() {
    _explicit = StateCell()
  }

  var body: some View {
    VStack {
      Text("explicit \(explicit.map(String.init) ?? "nil")")
      Text("implicit \(implicit ?? "nil")")
      Button("set") {
        explicit = 3
        implicit = "x"
      }
      Button("clear") {
        explicit = nil
        implicit = nil
      }
    }
  }
}

private struct Unhosted: View {
  @StateCell var count = 0
  var body: some View { Text("\(count)") }
}

private struct StatePeeker: View {
  var body: some View {
    let child = Unhosted()
    return Text("peeked \(child.count)")
  }
}

private struct RemovableParent: View {
  @StateCell var shown = true

  var body: some View {
    VStack {
      Button("toggle shown") { shown.toggle() }
      if shown {
        SiblingCounter(name: "removable")
      }
    }
  }
}

private struct ExplicitIDParent: View {
  @StateCell var identity = 1

  var body: some View {
    VStack {
      Button("new identity") { identity += 1 }
      Button("old identity") { identity -= 1 }
      SiblingCounter(name: "identified").id(identity)
    }
  }
}

// MARK: - Tests

/// `StateCell`: its initial value, its storage per identity, and its misuse outside a host.
@MainActor
@Suite struct StateCellTests {
  @Test("The initial value is used only when the identity first appears")
  func initialValueOnlyOnFirstAppearance() throws {
    let host = ViewHost(SeedingParent())
    #expect(host.text == "[reseed]\nseed 1 value 1 [child +1]")

    host.resetEvaluations()
    try host.tap("reseed")
    host.flush()
    // The parent re-created the child with initial value 11; the child was re-evaluated (its
    // label changed) but kept the value stored for its identity.
    #expect(host.evaluations(of: SeedingParent.self) == 1)
    #expect(host.evaluations(of: SeededChild.self) == 1)
    #expect(host.text == "[reseed]\nseed 11 value 1 [child +1]")

    try host.tap("child +1")
    try host.tap("reseed")
    #expect(host.text == "[reseed]\nseed 21 value 2 [child +1]")
  }

  @Test("Sibling instances of one view type have separate state")
  func siblingsHaveSeparateState() throws {
    let host = ViewHost(TwoSiblings())
    host.resetEvaluations()
    try host.tap("a +1")
    try host.tap("a +1")
    host.flush()
    #expect(host.text == "a: 2 [a +1]\nb: 0 [b +1]")
    // Each tap re-ran only the sibling that owns the state.
    #expect(host.evaluations(of: SiblingCounter.self) == 2)

    try host.tap("b +1")
    #expect(host.text == "a: 2 [a +1]\nb: 1 [b +1]")
  }

  @Test("A state cell holding a class instance keeps the first instance for the identity's life")
  func classInstanceKeptForIdentityLifetime() throws {
    let seen = WrappersBox<[ObjectIdentifier]>([])
    let host = ViewHost(ModelParent(seen: seen))
    #expect(host.text == "[next generation]\ngeneration 1 model 1")

    try host.tap("next generation")
    try host.tap("next generation")
    #expect(host.text == "[next generation]\ngeneration 3 model 1")
    #expect(seen.value.count == 3)
    #expect(Set(seen.value).count == 1)
  }

  @Test("A button action sets the wrapped value through the nonmutating setter")
  func nonmutatingSetFromButtonAction() throws {
    let host = ViewHost(SiblingCounter(name: "solo"))
    #expect(host.text == "solo: 0 [solo +1]")
    try host.tap("solo +1")
    #expect(host.text == "solo: 1 [solo +1]")
  }

  @Test("State cells can be created in an init with init(wrappedValue:) and init(initialValue:)")
  func initializersInViewInit() throws {
    let host = ViewHost(InitFormsView(start: 4, name: "four"))
    #expect(host.text == "4 four declared\n[change all]")
    try host.tap("change all")
    #expect(host.text == "5 four! changed\n[change all]")
  }

  @Test("An optional state cell starts as nil, with StateCell() or with no initial value")
  func optionalStateStartsNil() throws {
    let host = ViewHost(OptionalStateView())
    #expect(host.text == "explicit nil\nimplicit nil\n[set]\n[clear]")
    try host.tap("set")
    #expect(host.text == "explicit 3\nimplicit x\n[set]\n[clear]")
    try host.tap("clear")
    #expect(host.text == "explicit nil\nimplicit nil\n[set]\n[clear]")
  }

  @Test("Outside a host a state cell returns its initial value, ignores writes and reports it")
  func unhostedStateReportsAndKeepsInitialValue() {
    UnhostedDiagnostics.removeAll()
    let view = Unhosted()
    view.count = 3
    #expect(view.count == 0)
    #expect(view.$count.wrappedValue == 0)
    #expect(!wrappersUnhostedKinds().isEmpty)
    #expect(wrappersUnhostedKinds().allSatisfy { $0 == .uninstalledState })
    let messages = UnhostedDiagnostics.all.map(\.message)
    #expect(messages.contains { $0.contains("read") })
    #expect(messages.contains { $0.contains("the write was ignored") })
    #expect(
      messages.contains { $0.contains("projected to a binding; the binding is constant") },
      "the inlined projection's uninstalled path still reports")
  }

  @Test("Reading the state of a child created inside a body is reported on the host")
  func stateMisuseInsideBodyReportedOnHost() {
    UnhostedDiagnostics.removeAll()
    let host = ViewHost(StatePeeker())
    #expect(host.text == "peeked 0")
    #expect(host.wrappersDiagnosticKinds.contains(.uninstalledState))
    #expect(UnhostedDiagnostics.all.isEmpty)
  }

  @Test("State is released when the identity is removed; re-adding starts from the initial value")
  func stateReleasedOnRemoval() throws {
    let host = ViewHost(RemovableParent())
    try host.tap("removable +1")
    try host.tap("removable +1")
    #expect(host.text == "[toggle shown]\nremovable: 2 [removable +1]")

    try host.tap("toggle shown")
    #expect(host.text == "[toggle shown]")
    try host.tap("toggle shown")
    #expect(host.text == "[toggle shown]\nremovable: 0 [removable +1]")
  }

  @Test("Changing a view's explicit id gives it fresh state, even when the old id comes back")
  func explicitIDResetsState() throws {
    let host = ViewHost(ExplicitIDParent())
    try host.tap("identified +1")
    #expect(host.text.hasSuffix("identified: 1 [identified +1]"))
    try host.tap("new identity")
    #expect(host.text.hasSuffix("identified: 0 [identified +1]"))
    try host.tap("old identity")
    #expect(host.text.hasSuffix("identified: 0 [identified +1]"))
  }
}
