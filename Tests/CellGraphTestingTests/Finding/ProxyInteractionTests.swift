import CellGraph
import CellGraphTesting
import Testing

@MainActor
@Suite struct ProxyInteractionTests {
  @Test("Tapping a found button runs its action as a host interaction")
  func tapButton() throws {
    let host = ViewHost.testing(Settings())
    try host.expectBodies(.view(Settings.self), .view(SettingRow.self)) {
      try host.find(text: "Add").tap()
    }
    #expect(host.updateRecords.isEmpty)
    try host.find(testID: "reset").tap()
    #expect(host.updateRecords.isEmpty, "an interaction leaves its writes pending")
    host.flush()
    #expect(host.updateRecords.map(\.triggers) == [[.interaction("tap \"Reset\"")]])
  }

  @Test("Tapping the text inside a button taps the button")
  func tapLabel() throws {
    let host = ViewHost.testing(Settings())
    let label = try host.find(testID: "reset").find(Text.self)
    #expect(label.typeName == "Text")
    try label.tap()
    #expect(try host.find(Settings.self).state("name", as: String.self) == "")
  }

  @Test("Toggling a view toggles the one toggle inside it")
  func toggleInside() throws {
    let host = ViewHost.testing(Settings())
    try host.find(SettingRow.self) { $0.title == "Bluetooth" }.toggle()
    host.expectText(
      """
      Settings
      [ ] Wi-Fi
      [x] Bluetooth
      Name: [Ada]
      Hello, Ada
      [Add] [Reset]
      """)
  }

  @Test("Typing into a view replaces the text of the one text field inside it")
  func typeInside() throws {
    let host = ViewHost.testing(Settings())
    try host.expectBodies(.view(Profile.self)) {
      try host.find(Profile.self).type("Grace")
    }
    #expect(host.updateRecords.isEmpty)
    #expect(try host.find(Profile.self).text == "Name: [Grace]\nHello, Grace")
  }

  @Test("Interactions flush first, so they act on what is shown now")
  func flushFirst() throws {
    let host = ViewHost.testing(Settings())
    try host.tap("Add")
    try host.find(Settings.self).find(text: "Option 3").toggle()
    #expect(try host.find(SettingRow.self) { $0.title == "Option 3" }.state("isOn", as: Bool.self))
  }

  @Test("A view with no control of the kind throws, listing its controls")
  func noControl() throws {
    let host = ViewHost.testing(Settings())
    let error = #expect(throws: FindError.self) { try host.find(Profile.self).toggle() }
    #expect(error?.reason == .notFound)
    #expect(
      error?.candidates == ["text field \"Name\" at Settings/VStack/Profile/VStack/TextField"])
  }

  @Test("A view with several controls of the kind throws, and nothing runs")
  func severalControls() throws {
    let host = ViewHost.testing(Settings())
    let error = #expect(throws: FindError.self) { try host.find(Settings.self).tap() }
    #expect(error?.reason == .ambiguous)
    #expect(error?.description.contains("contains 2 buttons") == true)
    #expect(!host.hasPendingUpdates)
  }
}
