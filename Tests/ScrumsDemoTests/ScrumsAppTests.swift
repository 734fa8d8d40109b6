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
