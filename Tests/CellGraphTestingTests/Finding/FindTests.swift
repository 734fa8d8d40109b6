import CellGraph
import CellGraphTesting
import Testing

@MainActor
@Suite struct FindTests {
  @Test("Text finds the deepest view that shows it as a whole line")
  func deepestText() throws {
    let host = ViewHost.testing(Settings())
    let greeting = try host.find(text: "Hello, Ada")
    #expect(greeting.typeName == "Text")
    #expect(greeting.path == "Settings/VStack/Profile/VStack/Text")
  }

  @Test("Text matches whole lines without their surrounding spaces, not parts of lines")
  func wholeLines() throws {
    let host = ViewHost.testing(Settings())
    #expect(try host.find(text: "  Settings ").path == "Settings/VStack/Text")
    #expect(throws: FindError.self) { try host.find(text: "Hello") }
  }

  @Test("Several lines of text find the view that shows them together")
  func multiLineText() throws {
    let host = ViewHost.testing(Settings())
    #expect(try host.find(text: "Name: [Ada]\nHello, Ada").path == "Settings/VStack/Profile/VStack")
  }

  @Test("A control is found by its label, not the text inside it")
  func controlsAreLeaves() throws {
    let host = ViewHost.testing(Settings())
    #expect(try host.find(text: "Reset").typeName == "Button<Text>")
    #expect(try host.find(text: "[Reset]").typeName == "Button<Text>")
    #expect(
      try host.find(text: "Wi-Fi").path == "Settings/VStack/ForEach[id: Wi-Fi]/SettingRow/Toggle")
  }

  @Test("Text that no view shows throws, listing the lines shown")
  func textNotFound() {
    let host = ViewHost.testing(Settings())
    let error = #expect(throws: FindError.self) { try host.find(text: "Sav") }
    #expect(error?.reason == .notFound)
    #expect(error?.candidates.first == "Settings")
    #expect(
      error?.description.hasPrefix("No view shows the text \"Sav\" on a line of its own") == true)
  }

  @Test("Text that several views show throws, listing them; findAll returns them all")
  func textAmbiguous() throws {
    let host = ViewHost.testing(Twins())
    let error = #expect(throws: FindError.self) { try host.find(text: "Hi") }
    #expect(error?.reason == .ambiguous)
    #expect(error?.candidates == ["Twins/VStack/Text#1", "Twins/VStack/Text#2"])
    #expect(host.findAll(text: "Hi").count == 2)
  }

  @Test("A type finds its one view; findAll finds every one in tree order")
  func byType() throws {
    let host = ViewHost.testing(Settings())
    #expect(try host.find(Profile.self).path == "Settings/VStack/Profile")
    #expect(host.findAll(SettingRow.self).map(\.text) == ["[ ] Wi-Fi", "[ ] Bluetooth"])
  }

  @Test("A condition on the view's value picks one of several")
  func byTypeWhere() throws {
    let host = ViewHost.testing(Settings())
    let row = try host.find(SettingRow.self) { $0.title == "Bluetooth" }
    #expect(row.text == "[ ] Bluetooth")
    #expect(host.findAll(SettingRow.self) { $0.title.hasPrefix("W") }.count == 1)
  }

  @Test("A type with several views throws, listing their paths")
  func typeAmbiguous() {
    let host = ViewHost.testing(Settings())
    let error = #expect(throws: FindError.self) { try host.find(SettingRow.self) }
    #expect(error?.reason == .ambiguous)
    #expect(error?.candidates.count == 2)
  }

  @Test("A type with no view throws, listing the views with a body")
  func typeNotFound() {
    let host = ViewHost.testing(Profile(name: .constant("Ada")))
    let error = #expect(throws: FindError.self) { try host.find(SettingRow.self) }
    #expect(
      error?.description == "No view of type SettingRow. Views with a body:\n  Profile at Profile")
  }

  @Test("A condition nothing satisfies throws, listing the views of the type")
  func conditionNotSatisfied() {
    let host = ViewHost.testing(Settings())
    let error = #expect(throws: FindError.self) {
      try host.find(SettingRow.self) { $0.title == "Sound" }
    }
    #expect(
      error?.description.hasPrefix("No view of type SettingRow satisfies the condition.") == true)
    #expect(error?.candidates.count == 2)
  }

  @Test("A test id finds the view the modifier was applied to")
  func byTestID() throws {
    let host = ViewHost.testing(Settings())
    let reset = try host.find(testID: "reset")
    #expect(reset.typeName == "Button<Text>")
    #expect(reset.text == "[Reset]")
    #expect(host.findAll(testID: "row").map(\.typeName) == ["SettingRow", "SettingRow"])
  }

  @Test("An unknown test id throws, listing the ids in use")
  func testIDNotFound() {
    let host = ViewHost.testing(Settings())
    let error = #expect(throws: FindError.self) { try host.find(testID: "save") }
    #expect(error?.candidates.last == "\"reset\" at Settings/VStack/HStack/Button#2")
  }

  @Test("find sees the state of pending writes")
  func flushesFirst() throws {
    let host = ViewHost.testing(Settings())
    try host.tap("Add")
    #expect(host.findAll(SettingRow.self).count == 3)
  }
}

/// Two views that show the same line.
private struct Twins: View {
  var body: some View {
    VStack {
      Text("Hi")
      Text("Hi")
    }
  }
}
