import CellGraphSwiftUI
import CellGraphTesting
import Testing

@testable import ScrumsDemo

// The tutorial app, driven as its user would: the list, a scrum's detail, and the sheet that
// adds a scrum, with the scrums kept as `@State` in the `App`.
@MainActor
@Suite struct ScrumsAppTests {
  // SwiftUI (Scrumdinger, "Passing data with bindings"): the App's @State is the source of
  // truth; a scrum added in the sheet appears in the list.
  @Test("Adding a scrum through the sheet's form shows it in the list")
  func addScrum() throws {
    let app = AppHost(ScrumsApp.self)
    let window = app.windows[0]
    #expect(window.text.contains("Daily Scrums") && window.text.contains("Design"))
    try window.tap("(plus) New Scrum")
    try window.type("Retro", into: "Title")
    try window.type("Ada", into: "New Attendee")
    try window.tap("Add Attendee")
    try window.tap("Add")
    #expect(window.text.contains("Retro"))
    #expect(window.text.contains("1 attendees, 5 min"))
    #expect(window.diagnostics.isEmpty)
  }

  // XCUITest (XCUIElementQuery subscript by identifier, XCUIElement.tap(), typeText(_:)):
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery — a UI test
  // reaches each control by its accessibilityIdentifier. TextField(_:value:format:) commits
  // its text when submitted (https://developer.apple.com/documentation/swiftui/textfield/
  // init(_:value:format:prompt:)-3aal4, "the binding's value updates when the user commits").
  @Test("A UI test adds a scrum through accessibility identifiers, with a formatted length")
  func addScrumByIdentifiers() throws {
    let app = AppHost(ScrumsApp.self)
    let window = app.windows[0]
    try window.buttons["newScrumButton"].tap()
    try window.textFields["titleField"].typeText("Retro")
    try window.textFields["lengthField"].typeText("15")
    try window.submit("Length in minutes")
    try window.textFields["attendeeField"].typeText("Ada")
    #expect(window.text.contains("(Add Attendee)"), "the custom style draws the button")
    try window.buttons["addAttendeeButton"].tap()
    try window.buttons["addScrumButton"].tap()
    #expect(window.text.contains("Retro >\n1 attendees, 15 min"))
    #expect(window.accessibilityTree.contains("navigation link \"Retro 1 attendees, 15 min\""))
    #expect(window.diagnostics.isEmpty)
  }

  // TextField(_:value:format:): text that does not parse leaves the value as it was.
  @Test("A length that does not parse keeps the previous length")
  func unparsableLength() throws {
    let app = AppHost(ScrumsApp.self)
    let window = app.windows[0]
    try window.buttons["newScrumButton"].tap()
    try window.textFields["titleField"].typeText("Planning")
    try window.textFields["lengthField"].typeText("ten")
    try window.submit("Length in minutes")
    try window.buttons["addScrumButton"].tap()
    #expect(window.text.contains("Planning >\n0 attendees, 5 min"))
  }

  // SwiftUI (NavigationLink, Binding): the detail edits the scrum in the App's array through
  // its binding; going back shows the change in the list.
  @Test("Editing a scrum's length in its detail changes the list")
  func editInDetail() throws {
    let app = AppHost(ScrumsApp.self)
    let window = app.windows[0]
    try window.tapLink("Design 3 attendees, 10 min")
    #expect(window.text.contains("Length: 10 min") && window.text.contains("(person) Cathy"))
    try window.increment("Length: 10 min")
    try window.goBack()
    #expect(window.text.contains("3 attendees, 11 min"))
  }

  // SwiftUI (PreviewProvider): each preview hosts on its own.
  @Test("The app's previews host")
  func previews() {
    let previews = ScrumsView_Previews.allPreviews
    #expect(previews.map(\.displayName) == ["Sample scrums", nil])
    #expect(previews[1].makeHost().text == "Design\n3 attendees, 10 min")
  }
}
