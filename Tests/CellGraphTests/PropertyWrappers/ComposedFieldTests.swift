import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Environment

private struct AccentKey: EnvironmentKey {
  static let defaultValue = "plain"
}

extension EnvironmentValues {
  fileprivate var dynamicFieldAccent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

// MARK: - Custom fields

/// A custom field that owns state and logs its updates.
@propertyWrapper
private struct InnerField: DynamicField {
  let log: WrappersLog
  @StateCell var count = 0

  var wrappedValue: Int {
    get { count }
    nonmutating set { count = newValue }
  }

  mutating func update() { log.append("inner.update") }
}

/// A custom field that holds another custom field and a state cell of its own.
@propertyWrapper
private struct OuterField: DynamicField {
  let log: WrappersLog
  var inner: InnerField
  @StateCell var own = 100

  init(log: WrappersLog) {
    self.log = log
    self.inner = InnerField(log: log)
  }

  var wrappedValue: String { "inner \(inner.wrappedValue) own \(own)" }

  /// Writes both nested cells.
  func bump() {
    inner.wrappedValue += 1
    own += 1
  }

  var projectedValue: OuterField { self }

  mutating func update() { log.append("outer.update") }
}

/// A user-written wrapper built from a state cell and an environment cell.
@propertyWrapper
private struct AccentedCounter: DynamicField {
  @StateCell private var count = 0
  @EnvironmentCell(\.dynamicFieldAccent) private var accent

  var wrappedValue: String { "\(accent):\(count)" }

  var projectedValue: AccentedCounter { self }

  func increment() { count += 1 }
}

/// The "SuiState" pattern: a wrapper whose wrapped value forwards to an inner state cell.
@propertyWrapper
private struct SuiState<Value>: DynamicField {
  @StateCell private var storage: Value

  init(wrappedValue: Value) {
    _storage = StateCell(wrappedValue: wrappedValue)
  }

  var wrappedValue: Value {
    get { storage }
    nonmutating set { storage = newValue }
  }

  var projectedValue: BindingCell<Value> { $storage }
}

/// Two state cells in one custom field, to check that nested slots do not collide.
@propertyWrapper
private struct Pair: DynamicField {
  @StateCell var first = "first"
  @StateCell var second = "second"

  var wrappedValue: String { "\(first)/\(second)" }
  var projectedValue: Pair { self }
}

// MARK: - Views

private struct NestedFieldView: View {
  let log: WrappersLog
  @OuterField var summary: String

  init(log: WrappersLog) {
    self.log = log
    _summary = OuterField(log: log)
  }

  var body: some View {
    log.append("body")
    return VStack {
      Text(summary)
      Button("bump") { $summary.bump() }
    }
  }
}

private struct AccentedCounterView: View {
  let label: String
  @AccentedCounter var counter

  var body: some View {
    HStack {
      Text("\(label) \(counter)")
      Button("increment") { $counter.increment() }
    }
  }
}

private struct AccentedParent: View {
  @StateCell var accent = "red"
  @StateCell var generation = 1

  var body: some View {
    VStack {
      Button("recolor") { accent = "blue" }
      Button("regenerate") { generation += 1 }
      AccentedCounterView(label: "gen \(generation)")
        .environment(\.dynamicFieldAccent, accent)
    }
  }
}

private struct SuiCounter: View {
  let label: String
  @SuiState var count = 0

  var body: some View {
    HStack {
      Text("\(label) \(count)")
      Button("sui +1") { count += 1 }
      SuiEditor(value: $count)
    }
  }
}

private struct SuiEditor: View {
  @BindingCell var value: Int
  var body: some View { Button("sui reset") { value = 0 } }
}

private struct SuiParent: View {
  @StateCell var generation = 1

  var body: some View {
    VStack {
      Button("regenerate") { generation += 1 }
      SuiCounter(label: "gen \(generation)")
    }
  }
}

private struct SlotView: View {
  @StateCell var before = "before"
  @Pair var pair: String
  @EnvironmentCell(\.dynamicFieldAccent) var accent
  @BindingCell var bound: Int
  @StateCell var after = "after"

  var body: some View {
    VStack {
      Text("\(before) \(pair) \(after)")
      Button("change before") { before = "B" }
      Button("change first") { $pair.first = "1" }
      Button("change second") { $pair.second = "2" }
      Button("change after") { after = "A" }
    }
  }
}

private struct NestedSlotView: View {
  @OuterField var outer: String
  @StateCell var last = 0

  var body: some View { Text(outer) }
}

// MARK: - Tests

/// Custom fields built from other fields and cells, and the storage slots their cells get.
@MainActor
@Suite struct ComposedFieldTests {
  @Test("Nested custom fields are installed recursively, inner update() before outer")
  func nestedFieldsInstalledInnerFirst() throws {
    let log = WrappersLog()
    let host = ViewHost(NestedFieldView(log: log))
    #expect(log.entries == ["inner.update", "outer.update", "body"])
    #expect(host.text == "inner 0 own 100\n[bump]")

    log.removeAll()
    try host.tap("bump")
    #expect(host.text == "inner 1 own 101\n[bump]")
    #expect(log.entries == ["inner.update", "outer.update", "body"])
  }

  @Test("A wrapper composed of a state cell and an environment cell behaves like a built-in one")
  func composedWrapperBehavesLikeBuiltin() throws {
    let host = ViewHost(AccentedParent())
    #expect(host.text == "[recolor]\n[regenerate]\ngen 1 red:0 [increment]")

    host.resetEvaluations()
    try host.tap("increment")
    host.flush()
    #expect(host.evaluations(of: AccentedCounterView.self) == 1)
    #expect(host.evaluations(of: AccentedParent.self) == 0)
    #expect(host.text == "[recolor]\n[regenerate]\ngen 1 red:1 [increment]")

    // Re-created by its parent with a different input: the state survives.
    try host.tap("regenerate")
    #expect(host.text == "[recolor]\n[regenerate]\ngen 2 red:1 [increment]")

    // The environment changes: the view re-runs and reads the new value.
    host.resetEvaluations()
    try host.tap("recolor")
    host.flush()
    #expect(host.evaluations(of: AccentedCounterView.self) == 1)
    #expect(host.text == "[recolor]\n[regenerate]\ngen 2 blue:1 [increment]")
  }

  @Test("The SuiState pattern forwards to an inner state cell that lives with the identity")
  func suiStatePattern() throws {
    let host = ViewHost(SuiParent())
    #expect(host.text == "[regenerate]\ngen 1 0 [sui +1] [sui reset]")

    host.resetEvaluations()
    try host.tap("sui +1")
    try host.tap("sui +1")
    host.flush()
    #expect(host.evaluations(of: SuiCounter.self) == 2)
    #expect(host.evaluations(of: SuiParent.self) == 0)
    #expect(host.text == "[regenerate]\ngen 1 2 [sui +1] [sui reset]")

    try host.tap("regenerate")
    #expect(host.text == "[regenerate]\ngen 2 2 [sui +1] [sui reset]")

    try host.tap("sui reset")
    #expect(host.text == "[regenerate]\ngen 2 0 [sui +1] [sui reset]")
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test("Field discovery is cached per type and counts the slots of nested fields")
  func fieldLayoutCachedAndCountsSlots() {
    let layout = FieldLayout.of(SlotView.self)
    #expect(layout === FieldLayout.of(SlotView.self))
    // before, pair.first, pair.second, after; the environment cell and binding own no storage.
    #expect(layout.storageSlotCount == 4)
    #expect(layout.entries.count == 5)
    #expect(layout.unreachableFields.isEmpty)

    let nested = FieldLayout.of(NestedSlotView.self)
    #expect(nested === FieldLayout.of(NestedSlotView.self))
    // outer.inner.count, outer.own, last.
    #expect(nested.storageSlotCount == 3)
    #expect(FieldLayout.of(OuterField.self).storageSlotCount == 2)
    #expect(FieldLayout.of(InnerField.self).storageSlotCount == 1)

    let slots = nested.entries.compactMap { entry -> Int? in
      guard case .builtin(_, let slot, _) = entry.field else { return nil }
      return slot
    }
    #expect(slots == [2])
  }

  @Test("State cells in nested fields get their own slots")
  func nestedSlotsAreDistinct() throws {
    let host = ViewHost(SlotView(bound: .constant(0)))
    #expect(host.text.hasPrefix("before first/second after\n"))
    try host.tap("change first")
    #expect(host.text.hasPrefix("before 1/second after\n"))
    try host.tap("change second")
    #expect(host.text.hasPrefix("before 1/2 after\n"))
    try host.tap("change after")
    try host.tap("change before")
    #expect(host.text.hasPrefix("B 1/2 A\n"))
  }
}
