import Testing

@testable import CellGraph

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

private struct ActionWriter: View {
  let log: WrappersLog
  @StateCell var count = 0

  var body: some View {
    VStack {
      Text("count \(count)")
      Button("write and read") {
        count = 5
        log.append("after first write: \(count)")
        count += 1
        log.append("after second write: \(count)")
      }
      Button("three writes") {
        count += 1
        count += 1
        count += 1
      }
      Button("write same") { count = count }
      Button("write 0") { count = 0 }
    }
  }
}

private struct Point: Equatable {
  var x: Int
  var y: Int
}

private struct PointView: View {
  @StateCell var point = Point(x: 1, y: 2)

  var body: some View {
    VStack {
      Text("point \(point.x),\(point.y)")
      Button("equal point") { point = Point(x: 1, y: 2) }
      Button("other point") { point = Point(x: 3, y: 4) }
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

private struct ProjectionOwner: View {
  let log: WrappersLog
  @StateCell var count = 0

  var body: some View {
    VStack {
      Text("owner \(count)")
      Button("write through $count") {
        let binding: BindingCell<Int> = $count
        binding.wrappedValue = 7
        log.append("state \(count) binding \(binding.wrappedValue)")
        count = 8
        log.append("binding after state write \(binding.wrappedValue)")
        log.append("same location \(binding.location.isSameLocation(as: $count.location))")
      }
      ProjectionEditor(value: $count)
    }
  }
}

private struct ProjectionEditor: View {
  @BindingCell var value: Int

  var body: some View {
    Button("child sets 42") { value = 42 }
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

  @Test("A write is visible at once to its writer, while bodies re-run only at flush")
  func writeVisibleImmediatelyBodiesRunAtFlush() throws {
    let log = WrappersLog()
    let host = ViewHost(ActionWriter(log: log))
    host.resetEvaluations()

    try host.tap("write and read")
    #expect(log.entries == ["after first write: 5", "after second write: 6"])
    #expect(host.hasPendingUpdates)
    #expect(host.evaluations(of: ActionWriter.self) == 0)

    host.flush()
    #expect(!host.hasPendingUpdates)
    #expect(host.evaluations(of: ActionWriter.self) == 1)
    #expect(host.text.hasPrefix("count 6\n"))
  }

  @Test("Several writes in one action coalesce into one body evaluation")
  func writesCoalesce() throws {
    let host = ViewHost(ActionWriter(log: WrappersLog()))
    host.resetEvaluations()
    try host.tap("three writes")
    host.flush()
    #expect(host.evaluations(of: ActionWriter.self) == 1)
    #expect(host.text.hasPrefix("count 3\n"))
  }

  @Test("Writing a value equal to the current one invalidates nothing")
  func equalWriteInvalidatesNothing() throws {
    let host = ViewHost(ActionWriter(log: WrappersLog()))
    host.resetEvaluations()
    try host.tap("write same")
    try host.tap("write 0")
    #expect(!host.hasPendingUpdates)
    host.flush()
    #expect(host.evaluations(of: ActionWriter.self) == 0)
  }

  @Test("Writing an equal Equatable struct invalidates nothing, a different one re-runs the body")
  func equalEquatableStructWrite() throws {
    let host = ViewHost(PointView())
    host.resetEvaluations()
    try host.tap("equal point")
    #expect(!host.hasPendingUpdates)
    host.flush()
    #expect(host.evaluations(of: PointView.self) == 0)

    try host.tap("other point")
    host.flush()
    #expect(host.evaluations(of: PointView.self) == 1)
    #expect(host.text.hasPrefix("point 3,4\n"))
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

  @Test("The projected value is a binding that reads and writes the same box")
  func projectedValueWritesSameBox() throws {
    let log = WrappersLog()
    let host = ViewHost(ProjectionOwner(log: log))
    try host.tap("write through $count")
    #expect(
      log.entries == [
        "state 7 binding 7", "binding after state write 8", "same location true",
      ])
    #expect(host.text == "owner 8\n[write through $count]\n[child sets 42]")

    try host.tap("child sets 42")
    #expect(host.text == "owner 42\n[write through $count]\n[child sets 42]")
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
