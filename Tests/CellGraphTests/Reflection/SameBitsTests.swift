import Testing

@testable import CellGraph
@testable import CellGraphCore

// A struct whose fields all compare by their bits or as strings, laid one after another, has a
// "same bits span": two values whose bytes are equal over it are the same input, with no call to
// the comparator (`ValueComparator.sameBitsSpan`, `TypedNode.isSameInput`). Different bytes
// decide nothing: the fields are then compared one by one.

/// An `Int`, a `String` and a `Bool`: 8 + 16 + 1 bytes, no gap.
private struct TableLine {
  var id: Int
  var label: String
  var isSelected: Bool
}

/// A `Bool` before an `Int`: seven bytes of padding between them.
private struct Padded {
  var flag: Bool
  var count: Int
}

/// A `Double` compares with `==` (`-0.0 == 0.0`), not by its bits.
private struct Measured {
  var id: Int
  var ratio: Double
}

/// An optional compares by its payload (the bits of a `nil` payload are unspecified).
private struct MaybeCounted {
  var id: Int
  var count: Int?
}

/// Holds its label in a string of more than 15 UTF-8 bytes, stored out of line.
private struct LineView: View {
  let id: Int
  let label: String
  let isSelected: Bool

  var body: some View {
    Text((isSelected ? "> " : "  ") + label)
  }
}

/// A table whose body re-runs on every `tick`, handing each row a value made afresh.
private struct LineTable: View {
  @StateCell var lines: [TableLine]
  @StateCell var tick = 0

  var body: some View {
    let _ = tick
    return VStack {
      ForEach(lines, id: \.id) { line in
        LineView(id: line.id, label: line.label, isSelected: line.isSelected)
      }
    }
  }
}

/// The same long label, built at run time: equal to `longLabel`, in storage of its own.
private func longLabelStoredApart() -> String {
  String(repeating: "row label ", count: 3) + "end"
}

private let longLabel = "row label row label row label end"

@MainActor
@Suite struct SameBitsTests {
  @Test(
    "Fields that compare by bits or as strings, one after another, give a span over all of them")
  func gaplessShortcutFieldsGiveASpan() {
    let comparator = ValueComparator.forType(TableLine.self)
    #expect(comparator.sameBitsSpan == 25, "an Int, a String and a Bool: 8 + 16 + 1 bytes")
    #expect(ViewTypeInfo.of(LineView.self).sameBitsSpan == 25)
  }

  @Test("Padding, a floating-point field or an optional field gives no span")
  func gapsAndOtherFieldsGiveNone() {
    #expect(ValueComparator.forType(Padded.self).sameBitsSpan == 0, "padding bits are unspecified")
    #expect(ValueComparator.forType(Measured.self).sameBitsSpan == 0, "-0.0 == 0.0")
    #expect(ValueComparator.forType(MaybeCounted.self).sameBitsSpan == 0, "nil's payload")
  }

  @Test(
    "Values with equal bytes over the span are the same; different bytes fall back to the fields")
  func differentBytesFallBackToTheFields() {
    let line = TableLine(id: 1, label: longLabel, isSelected: false)
    let apart = TableLine(id: 1, label: longLabelStoredApart(), isSelected: false)
    withUnsafeBytes(of: line) { lhs in
      withUnsafeBytes(of: apart) { rhs in
        #expect(
          !ValueComparator.sameBytes(lhs.baseAddress!, rhs.baseAddress!, count: 25),
          "two copies of one long string are stored apart")
      }
    }
    #expect(ValueComparator.areEqual(line, line))
    #expect(ValueComparator.areEqual(line, apart), "equal strings stored apart are equal")
    var changed = line
    changed.isSelected = true
    #expect(!ValueComparator.areEqual(line, changed))
    changed = line
    changed.label = "row label row label row label end!"
    #expect(!ValueComparator.areEqual(line, changed))
  }

  @Test(
    "A re-run parent skips rows with the same bits and equal rows stored apart, and runs a changed row"
  )
  func rowsAreSkippedByBitsOrByFields() {
    let lines = (1...3).map { TableLine(id: $0, label: longLabel, isSelected: false) }
    let table = LineTable(lines: lines)
    let host = ViewHost(table)
    #expect(host.text == "  \(longLabel)\n  \(longLabel)\n  \(longLabel)")

    host.resetEvaluations()
    let root = host.rootNode.children.first as? BodyNode<LineTable>
    root?.view.tick += 1
    host.flush()
    #expect(host.evaluations(of: LineTable.self) == 1)
    #expect(host.evaluations(of: LineView.self) == 0, "every row has the same bits as before")

    host.resetEvaluations()
    var apart = lines
    apart[1].label = longLabelStoredApart()
    root?.view.lines = apart
    host.flush()
    #expect(
      host.evaluations(of: LineView.self) == 0, "an equal label stored apart is the same input")

    host.resetEvaluations()
    var selected = apart
    selected[2].isSelected = true
    root?.view.lines = selected
    host.flush()
    #expect(host.evaluations(of: LineView.self) == 1, "only the row whose flag changed re-runs")
    #expect(host.text == "  \(longLabel)\n  \(longLabel)\n> \(longLabel)")
  }
}
