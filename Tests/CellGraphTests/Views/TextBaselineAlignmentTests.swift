import CellGraph
import CellGraphTesting
import Testing

private struct Row: View {
  let alignment: VerticalAlignment
  var body: some View {
    HStack(alignment: alignment) {
      Text("Total\nitems")
      Text("12")
    }
  }
}

@MainActor
@Suite struct TextBaselineAlignmentTests {
  // Apple, "VerticalAlignment.firstTextBaseline": "A guide that marks the top-most text baseline
  // in a view" — in one font, the first lines of the texts share a line.
  @Test("First text baselines put the first lines of a row's texts on one line")
  func firstBaseline() {
    let host = ViewHost.testing(Row(alignment: .firstTextBaseline))
    #expect(host.text == "Total 12\nitems")
  }

  // Apple, "VerticalAlignment.lastTextBaseline": "A guide that marks the bottom-most text
  // baseline in a view" — the last lines share a line.
  @Test("Last text baselines put the last lines of a row's texts on one line")
  func lastBaseline() {
    let host = ViewHost.testing(Row(alignment: .lastTextBaseline))
    #expect(host.text == "Total\nitems 12")
  }
}
