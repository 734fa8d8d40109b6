import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Compares two bindings with the comparator the field cache keeps for them.
@MainActor
private func sameInput<Value>(_ lhs: BindingCell<Value>, _ rhs: BindingCell<Value>) -> Bool {
  withUnsafePointer(to: lhs) { left in
    withUnsafePointer(to: rhs) { right in
      ValueComparator.forType(BindingCell<Value>.self).equal(left, right)
    }
  }
}

@MainActor
@Suite struct BindingComparatorTests {
  @Test("Two bindings holding one location object are the same input (the identity fast path)")
  func oneLocationObject() {
    let box = StateBox(value: [1, 2, 3], description: FieldDescription(path: "numbers"))
    let binding = BindingCell(location: box)
    #expect(sameInput(binding, BindingCell(location: box)))
  }

  @Test("Two location objects for one place are the same input (the general path)")
  func twoObjectsOnePlace() {
    let box = StateBox(value: [1, 2, 3], description: FieldDescription(path: "numbers"))
    let whole = BindingCell(location: box)
    #expect(sameInput(whole[1], whole[1]))
  }

  @Test("Bindings to different places are different inputs")
  func differentPlaces() {
    let box = StateBox(value: [1, 2, 3], description: FieldDescription(path: "numbers"))
    let whole = BindingCell(location: box)
    #expect(!sameInput(whole[0], whole[1]))
    #expect(
      !sameInput(
        whole,
        BindingCell(
          location: StateBox(value: [1, 2, 3], description: FieldDescription(path: "numbers")))))
  }
}
