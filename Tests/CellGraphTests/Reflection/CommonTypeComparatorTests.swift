import Testing

@testable import CellGraph

/// The comparators written for common field types must agree with `==` for each of them: a wrong
/// table entry (the comparator of another type) would read the wrong bytes.
@MainActor
@Suite struct CommonTypeComparatorTests {
  private func agrees<T: Equatable>(_ pairs: [(T, T)]) -> Bool {
    pairs.allSatisfy { ValueComparator.areEqual($0.0, $0.1) == ($0.0 == $0.1) }
  }

  @Test("Numbers, flags and characters compare as their == does")
  func scalars() {
    #expect(agrees([(1, 1), (1, 2), (Int.min, Int.max)]))
    #expect(agrees([(true, true), (true, false)]))
    #expect(agrees([(0.5, 0.5), (0.5, 0.25), (-0.0, 0.0)]))
    #expect(agrees([(Float(1), Float(1)), (Float(1), Float(2))]))
    #expect(agrees([(Int64(3), Int64(3)), (Int64(3), Int64(4))]))
    #expect(agrees([(Int32(3), Int32(3)), (Int32(3), Int32(-3))]))
    #expect(agrees([(UInt(7), UInt(7)), (UInt(7), UInt(8))]))
    #expect(agrees([(UInt8(1), UInt8(1)), (UInt8(1), UInt8(255))]))
    #expect(agrees([(Character("é"), Character("e\u{301}")), (Character("a"), Character("b"))]))
  }

  @Test("Strings compare by value, including long and non-ASCII ones")
  func strings() {
    let long = String(repeating: "row ", count: 20)
    #expect(
      agrees([("a", "a"), ("a", "b"), (long, long + ""), (long, long + "!"), ("é", "e\u{301}")]))
  }

  @Test("Optionals of common types tell nil from a value and values apart")
  func optionals() {
    #expect(agrees([(Int?.none, nil), (nil, 1), (1, 1), (1, 2)] as [(Int?, Int?)]))
    #expect(agrees([(Bool?.none, nil), (nil, false), (true, false)] as [(Bool?, Bool?)]))
    #expect(
      agrees([(String?.none, nil), (nil, ""), ("x", "x"), ("x", "y")] as [(String?, String?)]))
    #expect(agrees([(Double?.none, nil), (nil, 0), (1.5, 1.5)] as [(Double?, Double?)]))
  }

  @Test("Text compares by its content")
  func text() {
    #expect(ValueComparator.areEqual(Text("row 1"), Text("row 1")))
    #expect(!ValueComparator.areEqual(Text("row 1"), Text("row 2")))
  }
}
