import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Compared types

/// Equatable with an `==` that ignores `note`: equal values may differ field by field.
private struct IgnoresNote: Equatable {
  var value: Int
  var note: String

  static func == (lhs: IgnoresNote, rhs: IgnoresNote) -> Bool { lhs.value == rhs.value }
}

/// Equatable with an `==` that is never true, even for identical values.
private struct NeverEqual: Equatable {
  var value = 0
  static func == (lhs: NeverEqual, rhs: NeverEqual) -> Bool { false }
}

/// Not Equatable: compared field by field.
private struct Config {
  var count: Int
  var name: String
  var nested: Inner
  var flag: Bool?
}

private struct Inner {
  var values: [Int]
  var ratio: Double
}

private struct Empty {}

private struct WithClosure {
  var value = 1
  var action: () -> Void
}

@MainActor
private final class Reference {
  var value: Int
  init(_ value: Int) { self.value = value }
}

@MainActor
private final class EquatableReference: Equatable {
  let value: Int
  init(_ value: Int) { self.value = value }
  nonisolated static func == (lhs: EquatableReference, rhs: EquatableReference) -> Bool {
    lhs.value == rhs.value
  }
}

private struct HoldsReference {
  var reference: Reference
  var optional: Reference?
}

private struct HoldsWeak {
  weak var reference: Reference?
}

private struct HoldsUnowned {
  unowned var reference: Reference
}

private struct HoldsExistentials {
  var any: Any
  var view: any View
}

private struct HoldsAny {
  var value: Any
}

private struct HoldsView {
  var view: any View
}

private enum Payload {
  case number(Int)
  case text(String)
}

// MARK: - Views

private struct StateHoldingView: View {
  let title: String
  @StateCell var count: Int

  init(title: String, start: Int) {
    self.title = title
    _count = StateCell(initialValue: start)
  }

  var body: some View { Text("\(title) \(count)") }
}

private struct BindingHoldingView: View {
  @BindingCell var value: Int
  var body: some View { Text("\(value)") }
}

private struct EqualInputsChild: View {
  let title: String
  let config: Config
  let reference: Reference
  let optional: Int?
  let erased: AnyView
  var body: some View { Text("equal inputs \(title)") }
}

private struct ExistentialInputChild: View {
  let value: Any
  let view: any View
  var body: some View { Text("existential inputs") }
}

private struct ClosureChild: View {
  let action: () -> Void
  var body: some View { Text("closure") }
}

private struct FreshReferenceChild: View {
  let reference: Reference
  var body: some View { Text("fresh reference \(reference.value)") }
}

private struct ChangingInputChild: View {
  let value: Int
  var body: some View { Text("changing \(value)") }
}

private struct ComparingParent: View {
  let shared: Reference
  @StateCell var tick = 0

  var body: some View {
    VStack {
      Button("tick") { tick += 1 }
      EqualInputsChild(
        title: "fixed",
        config: Config(
          count: 1, name: "n", nested: Inner(values: [1, 2], ratio: 0.5), flag: nil),
        reference: shared, optional: 3, erased: AnyView(Text("erased")))
      ExistentialInputChild(value: "same", view: Text("same"))
      ClosureChild(action: {})
      FreshReferenceChild(reference: Reference(1))
      ChangingInputChild(value: tick)
    }
  }
}

// MARK: - Tests

@MainActor
@Suite struct ValueComparatorTests {
  @Test("Equatable types compare with ==")
  func equatableUsesEquals() {
    #expect(ValueComparator.areEqual(1, 1))
    #expect(!ValueComparator.areEqual(1, 2))
    #expect(ValueComparator.areEqual("a", "a"))
    #expect(ValueComparator.areEqual([1, 2], [1, 2]))
    #expect(
      ValueComparator.areEqual(IgnoresNote(value: 1, note: "x"), IgnoresNote(value: 1, note: "y")))
    #expect(
      !ValueComparator.areEqual(IgnoresNote(value: 1, note: "x"), IgnoresNote(value: 2, note: "x")))
    #expect(!ValueComparator.areEqual(NeverEqual(), NeverEqual()))
  }

  @Test("Non-Equatable structs compare stored property by stored property")
  func structsCompareFieldwise() {
    let base = Config(count: 1, name: "a", nested: Inner(values: [1], ratio: 0.5), flag: true)
    #expect(ValueComparator.areEqual(base, base))

    var other = base
    other.name = "b"
    #expect(!ValueComparator.areEqual(base, other))
    other = base
    other.nested.ratio = 0.25
    #expect(!ValueComparator.areEqual(base, other))
    other = base
    other.flag = nil
    #expect(!ValueComparator.areEqual(base, other))

    #expect(ValueComparator.areEqual(Empty(), Empty()))
  }

  @Test("Tuples compare element by element")
  func tuplesCompareElementwise() {
    #expect(ValueComparator.areEqual((1, "a"), (1, "a")))
    #expect(!ValueComparator.areEqual((1, "a"), (1, "b")))
    let reference = Reference(1)
    #expect(ValueComparator.areEqual((1 as Int?, reference), (1 as Int?, reference)))
    #expect(!ValueComparator.areEqual((1 as Int?, reference), (nil, reference)))
    #expect(!ValueComparator.areEqual((1 as Int?, reference), (1 as Int?, Reference(1))))
  }

  @Test("Closures count as different, even the same closure")
  func closuresAreDifferent() {
    let action: () -> Void = {}
    #expect(!ValueComparator.areEqual(action, action))
    let holder = WithClosure(action: action)
    #expect(!ValueComparator.areEqual(holder, holder))
  }

  @Test("Non-Equatable class instances compare by identity; Equatable ones with ==")
  func classesByIdentity() {
    let reference = Reference(1)
    #expect(ValueComparator.areEqual(reference, reference))
    #expect(!ValueComparator.areEqual(reference, Reference(1)))
    #expect(
      ValueComparator.areEqual(
        HoldsReference(reference: reference, optional: reference),
        HoldsReference(reference: reference, optional: reference)))
    #expect(
      !ValueComparator.areEqual(
        HoldsReference(reference: reference, optional: reference),
        HoldsReference(reference: reference, optional: Reference(1))))

    #expect(ValueComparator.areEqual(EquatableReference(1), EquatableReference(1)))
    #expect(!ValueComparator.areEqual(EquatableReference(1), EquatableReference(2)))
  }

  @Test("Optionals compare by presence, then by their payload's rule")
  func optionals() {
    let none: Int? = nil
    #expect(ValueComparator.areEqual(none, none))
    #expect(!ValueComparator.areEqual(none, Int?(1)))
    #expect(ValueComparator.areEqual(Int?(1), Int?(1)))
    #expect(!ValueComparator.areEqual(Int?(1), Int?(2)))

    let config = Config(count: 1, name: "a", nested: Inner(values: [], ratio: 0), flag: nil)
    #expect(ValueComparator.areEqual(Config?.none, Config?.none))
    #expect(ValueComparator.areEqual(Config?(config), Config?(config)))
    #expect(!ValueComparator.areEqual(Config?(config), nil))

    let reference = Reference(1)
    #expect(ValueComparator.areEqual(Reference?(reference), Reference?(reference)))
    #expect(!ValueComparator.areEqual(Reference?(reference), Reference?(Reference(1))))
  }

  @Test("Values passed as Any compare by dynamic type, then by that type's rule")
  func anyValues() {
    #expect(ValueComparator.areEqual(1 as Any, 1 as Any))
    #expect(!ValueComparator.areEqual(1 as Any, 2 as Any))
    #expect(!ValueComparator.areEqual(1 as Any, Int64(1) as Any))
    #expect(!ValueComparator.areEqual(1 as Any, Int?(1) as Any))
    #expect(!ValueComparator.areEqual(1 as Any, "1" as Any))
    #expect(ValueComparator.areEqual(Text("a") as Any, Text("a") as Any))
    #expect(!ValueComparator.areEqual(Text("a") as Any, Divider() as Any))
    let config = Config(count: 1, name: "a", nested: Inner(values: [], ratio: 0), flag: nil)
    #expect(ValueComparator.areEqual(config as Any, config as Any))
  }

  @Test("Existential-typed values and fields compare by dynamic type, then by that type's rule")
  func existentialTypedValuesAndFields() {
    let text: any View = Text("a")
    let first = HoldsExistentials(any: [1, 2], view: Text("a"))
    // Different dynamic types or values are different (whatever the comparator's rule).
    #expect(!ValueComparator.areEqual(text, Text("b") as any View))
    #expect(!ValueComparator.areEqual(text, Divider() as any View))
    #expect(!ValueComparator.areEqual(first, HoldsExistentials(any: [1, 3], view: Text("a"))))
    #expect(!ValueComparator.areEqual(first, HoldsExistentials(any: [1, 2], view: Divider())))

    #expect(ValueComparator.areEqual(text, Text("a") as any View))
    #expect(ValueComparator.areEqual(1 as any Hashable, 1 as any Hashable))
    #expect(ValueComparator.areEqual(first, HoldsExistentials(any: [1, 2], view: Text("a"))))
    #expect(ValueComparator.areEqual(HoldsAny(value: 1), HoldsAny(value: 1)))
    #expect(ValueComparator.areEqual(HoldsView(view: text), HoldsView(view: text)))
  }

  @Test("Metatypes compare by identity")
  func metatypes() {
    #expect(ValueComparator.areEqual(Int.self as Any.Type, Int.self as Any.Type))
    #expect(!ValueComparator.areEqual(Int.self as Any.Type, String.self as Any.Type))
  }

  @Test("Non-Equatable enums count as different")
  func nonEquatableEnums() {
    #expect(!ValueComparator.areEqual(Payload.number(1), Payload.number(1)))
  }

  @Test("Weak fields count as different and never crash")
  func weakFieldsAreDifferent() {
    let reference = Reference(1)
    let holder = HoldsWeak(reference: reference)
    #expect(!ValueComparator.areEqual(holder, holder))
    #expect(!ValueComparator.areEqual(HoldsWeak(reference: nil), HoldsWeak(reference: nil)))
    #expect(holder.reference === reference)
  }

  @Test("Unowned fields count as different and never crash")
  func unownedFieldsAreDifferent() {
    let reference = Reference(1)
    let holder = HoldsUnowned(reference: reference)
    #expect(!ValueComparator.areEqual(holder, holder))
    #expect(holder.reference === reference)
  }

  @Test("State cells never make views different; other fields still do")
  func stateCellsAreNotInputs() {
    #expect(
      ValueComparator.areEqual(
        StateHoldingView(title: "a", start: 1), StateHoldingView(title: "a", start: 2)))
    #expect(
      !ValueComparator.areEqual(
        StateHoldingView(title: "a", start: 1), StateHoldingView(title: "b", start: 1)))
  }

  @Test("Bindings compare by location: equal constants are the same, closure bindings never")
  func bindingsCompareByLocation() {
    #expect(
      ValueComparator.areEqual(
        BindingHoldingView(value: .constant(1)), BindingHoldingView(value: .constant(1))))
    #expect(
      !ValueComparator.areEqual(
        BindingHoldingView(value: .constant(1)), BindingHoldingView(value: .constant(2))))
    let closure = BindingCell(get: { 1 }, set: { _ in })
    #expect(
      ValueComparator.areEqual(
        BindingHoldingView(value: closure), BindingHoldingView(value: closure)))
    #expect(
      !ValueComparator.areEqual(
        BindingHoldingView(value: closure),
        BindingHoldingView(value: BindingCell(get: { 1 }, set: { _ in }))))
  }

  @Test("A child with equal inputs is skipped when its parent re-runs; a closure child re-runs")
  func runtimeSkipsEqualInputs() throws {
    let host = ViewHost(ComparingParent(shared: Reference(0)))
    host.resetEvaluations()
    try host.tap("tick")
    host.flush()
    #expect(host.evaluations(of: ComparingParent.self) == 1)
    #expect(host.evaluations(of: EqualInputsChild.self) == 0)
    #expect(host.evaluations(of: ClosureChild.self) == 1)
    #expect(host.evaluations(of: FreshReferenceChild.self) == 1)
    #expect(host.evaluations(of: ChangingInputChild.self) == 1)
    #expect(host.text.hasSuffix("changing 1"))
    #expect(host.evaluations(of: ExistentialInputChild.self) == 0)
  }
}
