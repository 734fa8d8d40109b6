import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct SearchState: View {
  @EnvironmentCell(\.isSearching) var isSearching
  @EnvironmentCell(\.dismissSearch) var dismissSearch
  var body: some View {
    VStack {
      Text(isSearching ? "searching" : "browsing")
      Button("Cancel") { dismissSearch() }
    }
  }
}

/// A search field bound to a Boolean focus state, as apps write it: after `.searchable`.
private struct Notes: View {
  @StateCell var query = ""
  @StateCell var title = ""
  @FocusStateCell var isSearchFocused: Bool

  var body: some View {
    VStack {
      VStack {
        SearchState()
      }
      .searchable(text: $query, prompt: "Find notes")
      .searchFocused($isSearchFocused)
      TextField("Title", text: $title)
      Text("search focused: \(isSearchFocused)")
      Button("Find") { isSearchFocused = true }
      Button("Done") { isSearchFocused = false }
    }
  }
}

private enum Field: Hashable {
  case search, title
}

/// A search field and a text field bound to one optional focus state.
private struct Library: View {
  @StateCell var query = ""
  @StateCell var title = ""
  @FocusStateCell var focus: Field?

  var body: some View {
    VStack {
      VStack {
        Text("shelf")
      }
      .searchable(text: $query, prompt: "Find books")
      .searchFocused($focus, equals: .search)
      TextField("Title", text: $title).focused($focus, equals: .title)
      Text("focus: \(focus.map { "\($0)" } ?? "none")")
      Button("Search") { focus = .search }
      Button("Clear focus") { focus = nil }
    }
  }
}

/// `.searchFocused` inside the searchable view's content binds the search field around it.
private struct Inner: View {
  @StateCell var query = ""
  @FocusStateCell var isSearchFocused: Bool

  var body: some View {
    VStack {
      Text("search focused: \(isSearchFocused)")
        .searchFocused($isSearchFocused)
    }
    .searchable(text: $query)
  }
}

@MainActor
@Suite struct SearchFocusedTests {
  // https://developer.apple.com/documentation/swiftui/view/searchfocused(_:) — "If a caller sets
  // the value to true programmatically, then focus moves to the search field."
  // https://developer.apple.com/documentation/swiftui/environmentvalues/issearching — "When the
  // user first taps or clicks in a search field, the isSearching property becomes true."
  @Test("Setting a Boolean searchFocused state focuses the search field and starts a search")
  func writingTrueFocusesTheSearchField() throws {
    let host = ViewHost.testing(Notes())
    #expect(host.text.hasPrefix("Find notes: []\nbrowsing"))
    try host.tap("Find")
    #expect(host.text.hasPrefix("Find notes: [|]\nsearching"))
    #expect(host.text.contains("search focused: true"))
  }

  // https://developer.apple.com/documentation/swiftui/view/searchfocused(_:) — "If a caller sets
  // the value to false, SwiftUI automatically dismisses focus." Dismissing focus does not cancel
  // the search: isSearching "becomes false" when "the user cancels the search operation"
  // (https://developer.apple.com/documentation/swiftui/environmentvalues/issearching).
  @Test("Setting it to false takes focus from the search field; the search goes on")
  func writingFalseUnfocuses() throws {
    let host = ViewHost.testing(Notes())
    try host.tap("Find")
    try host.tap("Done")
    #expect(host.text.hasPrefix("Find notes: []\nsearching"))
    #expect(host.text.contains("search focused: false"))
  }

  // https://developer.apple.com/documentation/swiftui/view/searchfocused(_:) — "When focus moves
  // to the associated search field, the binding sets the bound value to true."
  @Test("Typing into the search field sets the Boolean focus state")
  func typingSetsTheState() throws {
    let host = ViewHost.testing(Notes())
    try host.search("milk")
    #expect(host.text.contains("search focused: true"))
    #expect(host.text.hasPrefix("Find notes: [milk|]\nsearching"))
  }

  // https://developer.apple.com/documentation/swiftui/view/searchfocused(_:) — "When focus leaves
  // the search field, the binding sets the value to false."
  @Test("Focus moving to another field sets the Boolean focus state to false")
  func focusLeavingClearsTheState() throws {
    let host = ViewHost.testing(Notes())
    try host.search("milk")
    try host.focus("Title")
    #expect(host.text.contains("Find notes: [milk]"))
    #expect(host.text.contains("Title: [|]"))
    #expect(host.text.contains("search focused: false"))
  }

  // https://developer.apple.com/documentation/swiftui/environmentvalues/dismisssearch — dismissing
  // the search takes focus from the field, so the bound focus state becomes false.
  @Test("Dismissing the search clears the focus state")
  func dismissSearchClearsTheState() throws {
    let host = ViewHost.testing(Notes())
    try host.search("milk")
    try host.tap("Cancel")
    #expect(host.text.hasPrefix("Find notes: []\nbrowsing"))
    #expect(host.text.contains("search focused: false"))
  }

  // https://developer.apple.com/documentation/swiftui/view/searchfocused(_:equals:) — "If a
  // caller sets the state value programmatically to the matching value, then focus moves to the
  // search field. When focus leaves the search field, the binding sets the bound value to nil."
  @Test("An optional focus state moves between the search field and a text field")
  func equalsValue() throws {
    let host = ViewHost.testing(Library())
    try host.tap("Search")
    #expect(host.text.hasPrefix("Find books: [|]"))
    #expect(host.text.contains("focus: search"))
    try host.focus("Title")
    #expect(host.text.hasPrefix("Find books: []"))
    #expect(host.text.contains("Title: [|]"))
    #expect(host.text.contains("focus: title"))
    try host.search("dune")
    #expect(host.text.contains("focus: search"))
    #expect(host.text.contains("Title: []"))
    try host.tap("Clear focus")
    #expect(host.text.hasPrefix("Find books: [dune]"))
    #expect(host.text.contains("focus: none"))
  }

  // https://developer.apple.com/documentation/swiftui/view/searchfocused(_:) — the focus state of
  // "the search field associated with the nearest searchable modifier".
  @Test("searchFocused inside the searchable content binds the search field around it")
  func insideTheContent() throws {
    let host = ViewHost.testing(Inner())
    try host.search("tea")
    #expect(host.text == "Search: [tea|]\nsearch focused: true")
  }
}
