import CellGraph
import CellGraphTesting
import Testing

// Docs/Testing.md: the rows of a list, under "Find the Save button and tap it".

private struct TodoList: View {
  @StateCell var titles = ["Milk", "Eggs"]
  @StateCell var selection: String?
  var body: some View {
    List(titles, id: \.self, selection: $selection) { title in TodoRow(title: title) }
  }
}

private struct TodoRow: View {
  let title: String
  var body: some View { Text(title) }
}

@MainActor
@Suite struct GuideListSnippets {
  @Test("Selecting a list row runs no row body")
  func selectRow() throws {
    let host = ViewHost(TodoList(), recordingEvaluations: true)
    host.resetEvaluations()  // leave out the first render's bodies
    try host.select("Milk")
    host.flush()
    #expect(host.evaluations(of: TodoRow.self) == 0)  // only the list re-marks its rows
    #expect(host.text == "> Milk\n  Eggs")
  }
}
