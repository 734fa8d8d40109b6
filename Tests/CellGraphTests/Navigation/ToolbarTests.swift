import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A screen with toolbar items at every kind of placement.
private struct Inbox: View {
  @StateCell var count = 0
  @StateCell var archived = 0

  var body: some View {
    NavigationStack {
      Text("\(count) messages, \(archived) archived")
        .navigationTitle("Inbox")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Edit") {} }
          ToolbarItem(placement: .primaryAction) { Button("Compose") { count += 1 } }
          ToolbarItemGroup(placement: .bottomBar) {
            Button("Archive") { archived += 1 }
            Text("Updated now")
          }
        }
    }
  }
}

@MainActor
@Suite struct ToolbarTests {
  @Test("Toolbar items sit in the bar by placement; bottom bar items under the content")
  func textForm() {
    let host = ViewHost.testing(Inbox())
    #expect(
      host.text == """
        [Edit]  Inbox  [Compose]
        ────────────────────────
        0 messages, 0 archived
        ────────────────────────
        [Archive]  Updated now
        """)
  }

  @Test("Toolbar buttons are tapped like any button and their actions run")
  func tapToolbarButtons() throws {
    let host = ViewHost.testing(Inbox())
    try host.tap("Compose")
    try host.tap("Archive")
    #expect(host.text.contains("1 messages, 1 archived"))
  }

  @Test("A plain view in toolbar is an automatic (trailing) item; principal replaces the title")
  func plainItemsAndPrincipal() {
    let host = ViewHost.testing(
      NavigationStack {
        Text("body")
          .navigationTitle("Hidden title")
          .toolbar {
            Button("Add") {}
            ToolbarItem(placement: .principal) { Text("Custom") }
          }
      })
    #expect(host.text == "Custom  [Add]\n─────────────\nbody")
  }

  @Test("A covered screen's toolbar is not shown and its buttons cannot be tapped")
  func coveredToolbar() throws {
    let host = ViewHost.testing(
      NavigationStack {
        NavigationLink("Next") { Text("next") }
          .toolbar { Button("Root action") {} }
      })
    try host.tapLink("Next")
    #expect(host.text == "< Back\n──────\nnext")
    #expect(throws: InteractionError.self) { try host.tap("Root action") }
  }

  @Test("navigationBarBackButtonHidden hides the back button; going back still works")
  func backButtonHidden() throws {
    let host = ViewHost.testing(
      NavigationStack {
        NavigationLink("Next") { Text("next").navigationBarBackButtonHidden() }
      })
    try host.tapLink("Next")
    #expect(host.text == "next")
    try host.goBack()
    #expect(host.text == "Next >")
  }

  @Test("A toolbar outside any stack shows no items and builds none")
  func toolbarOutsideStack() {
    let host = ViewHost.testing(Text("plain").toolbar { Button("Hidden") {} })
    #expect(host.text == "plain")
    #expect(host.controls.isEmpty)
  }

  @Test("A toolbar item whose label changes updates the bar")
  func itemLabelChanges() throws {
    struct Screen: View {
      @StateCell var isFavorite = false
      var body: some View {
        NavigationStack {
          Text("recipe")
            .toolbar {
              ToolbarItem(placement: .primaryAction) {
                Button(isFavorite ? "★" : "☆") { isFavorite.toggle() }
              }
            }
        }
      }
    }
    let host = ViewHost.testing(Screen())
    #expect(host.text == "[☆]\n──────\nrecipe")
    try host.tap("☆")
    #expect(host.text == "[★]\n──────\nrecipe")
  }
}
