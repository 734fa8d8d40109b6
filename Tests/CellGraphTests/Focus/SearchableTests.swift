import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct SearchStatus: View {
  @EnvironmentCell(\.isSearching) var isSearching
  @EnvironmentCell(\.dismissSearch) var dismissSearch
  var body: some View {
    VStack {
      Text(isSearching ? "searching" : "browsing")
      Button("Cancel") { dismissSearch() }
    }
  }
}

private struct Groceries: View {
  let items = ["milk", "bread", "oat milk"]
  @StateCell var query = ""
  @StateCell var submitted: [String] = []
  @StateCell var note = ""

  var body: some View {
    VStack {
      VStack {
        ForEach(items.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
        SearchStatus()
      }
      .searchable(text: $query, prompt: "Find items")
      .onSubmit(of: .search) { submitted.append(query) }
      TextField("Note", text: $note)
      Text("submitted: [\(submitted.joined(separator: ","))]")
    }
  }
}

@MainActor
@Suite struct SearchableTests {
  @Test("A searchable view shows its search field above its content")
  func textForm() {
    let host = ViewHost(Groceries())
    #expect(
      host.text == """
        Find items: []
        milk
        bread
        oat milk
        browsing
        [Cancel]
        Note: []
        submitted: []
        """)
  }

  @Test("Searching writes the bound text, focuses the field and sets isSearching")
  func search() throws {
    let host = ViewHost(Groceries())
    try host.search("milk")
    #expect(
      host.text == """
        Find items: [milk|]
        milk
        oat milk
        searching
        [Cancel]
        Note: []
        submitted: []
        """)
  }

  @Test("Submitting the search field runs only the .search onSubmit actions")
  func submit() throws {
    let host = ViewHost(Groceries())
    try host.search("oat")
    try host.submit("Find items")
    #expect(host.text.hasSuffix("submitted: [oat]"))
    try host.submit("Note")
    #expect(host.text.hasSuffix("submitted: [oat]"), "a text field is not a search trigger")
  }

  @Test("isSearching outlives focus moving elsewhere; dismissSearch ends the search")
  func dismiss() throws {
    let host = ViewHost(Groceries())
    try host.search("milk")
    try host.focus("Note")
    #expect(host.text.contains("Find items: [milk]\n"))
    #expect(host.text.contains("searching"))
    try host.tap("Cancel")
    #expect(host.text.hasPrefix("Find items: []\nmilk\nbread\noat milk\nbrowsing"))
    #expect(host.text.contains("Note: [|]"), "dismissing a search leaves other focus alone")
  }

  @Test("Typing a query re-runs the view that filters, and the isSearching reader once")
  func precision() throws {
    let host = ViewHost(Groceries(), recordingEvaluations: true)
    host.flush()
    host.resetEvaluations()
    try host.search("bread")
    host.flush()
    #expect(host.evaluations(of: Groceries.self) == 1, "it reads query")
    #expect(host.evaluations(of: SearchStatus.self) == 1, "isSearching changed")
    host.resetEvaluations()
    try host.search("brea")
    host.flush()
    #expect(host.evaluations(of: SearchStatus.self) == 0, "isSearching did not change")
  }

  @Test("A search interaction with no search field, or a disabled one, throws")
  func errors() throws {
    struct Plain: View {
      @StateCell var query = ""
      var body: some View { Text("x").searchable(text: $query).disabled(true) }
    }
    #expect(throws: InteractionError.self) { try ViewHost(Text("x")).search("a") }
    let host = ViewHost(Plain())
    #expect(throws: InteractionError.self) { try host.search("a") }
    #expect(host.text == "Search: [] (disabled)\nx")
  }
}
