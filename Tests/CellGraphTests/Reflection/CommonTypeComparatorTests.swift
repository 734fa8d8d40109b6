import Testing

@testable import CellGraph
@testable import CellGraphCore

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

  @Test("Labels in a block compare by their strings, in place, one by one")
  func labelsInABlock() {
    let long = String(repeating: "row ", count: 10)
    let block = (Text(">"), 7, Text(long))
    #expect(ValueComparator.areEqual(block, (Text(">"), 7, Text(long + ""))))
    #expect(!ValueComparator.areEqual(block, (Text(" "), 7, Text(long))), "the first label")
    #expect(!ValueComparator.areEqual(block, (Text(">"), 7, Text(long + "!"))), "the last label")
    #expect(!ValueComparator.areEqual(block, (Text(">"), 8, Text(long))), "the number between")
  }

  @Test("Alignments compare as their == does")
  func alignments() {
    let vertical: [VerticalAlignment] = [.top, .center, .bottom]
    let horizontal: [HorizontalAlignment] = [.leading, .center, .trailing]
    #expect(agrees(vertical.flatMap { lhs in vertical.map { (lhs, $0) } }))
    #expect(agrees(horizontal.flatMap { lhs in horizontal.map { (lhs, $0) } }))
  }

  /// A view-like struct whose fields all take the fieldwise shortcuts: words, narrow integers,
  /// strings and references compared where they lie, next to one compared by its comparator.
  private final class Model {}
  private struct Row {
    var id: Int
    var flag: Bool
    var small: UInt8
    var medium: Int32
    var label: String
    var model: Model
    var ratio: Double
  }

  @Test("A struct differs when any one field differs, whatever way that field is compared")
  func fieldwiseShortcuts() {
    let model = Model()
    let row = Row(
      id: 7, flag: true, small: 3, medium: -9, label: String(repeating: "label ", count: 4),
      model: model, ratio: 0.5)
    #expect(ValueComparator.areEqual(row, row), "a row equals itself")
    var copy = row
    copy.label = String(repeating: "label ", count: 4)
    #expect(ValueComparator.areEqual(row, copy), "an equal string in another buffer is equal")
    copy.ratio = 0.5
    #expect(ValueComparator.areEqual(row, copy), "unchanged fields keep the row equal")
    let changes: [(String, (inout Row) -> Void)] = [
      ("id", { $0.id = 8 }), ("flag", { $0.flag = false }), ("small", { $0.small = 4 }),
      ("medium", { $0.medium = 9 }), ("label", { $0.label += "!" }),
      ("model", { $0.model = Model() }), ("ratio", { $0.ratio = 0.25 }),
    ]
    for (field, change) in changes {
      var changed = row
      change(&changed)
      #expect(!ValueComparator.areEqual(row, changed), "a different \(field) makes the row differ")
    }
  }

  @Test("A field whose shortcut size is not a word or smaller is compared by its comparator")
  func oddSizedShortcutFallsBack() {
    struct Pair {
      var first: Int
      var second: Int
    }
    // A comparator claiming 16 bytes of bits must not be read as a narrow field.
    let wide = ValueComparator(
      equal: { lhs, rhs in
        ValueComparator.areEqual(
          lhs.load(as: Pair.self), rhs.load(as: Pair.self))
      },
      shortcut: .bits(size: 16))
    let fields = ValueComparator.fieldwise([(offset: 0, comparator: wide)])
    #expect(fields(Pair(first: 1, second: 2), Pair(first: 1, second: 2)))
    #expect(!fields(Pair(first: 1, second: 2), Pair(first: 1, second: 3)))
  }

  @Test("Keys compare alike through the written-out cases and the derived ==")
  func keysAgreeWithEquality() {
    let keys: [ChildKey] = [
      .content, .position(0), .position(1), .branch(true), .integerElement(3),
      .integerElement(4), .stringElement("3"), .element(AnyHashable(3.5)),
      .explicit(AnyHashable(3)), .type(ObjectIdentifier(Int.self)),
    ]
    for lhs in keys {
      for rhs in keys {
        #expect(lhs.isSameKey(as: rhs) == (lhs == rhs), "\(lhs) against \(rhs)")
      }
    }
  }
}
