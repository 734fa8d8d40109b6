import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// `navigationTitle(_: Text)`, `navigationTitle(_: Binding<String>)` and the deprecated
/// `NavigationLink(destination:isActive:label:)`.
@MainActor
@Suite struct NavigationAdditionsTests {
  @Test("navigationTitle(_: Text) titles the screen with the text")
  func textTitle() {
    let host = ViewHost.testing(NavigationStack { Text("body").navigationTitle(Text("Inbox")) })
    // SwiftUI's navigationTitle(_: Text): the bar shows the text.
    #expect(host.text == "Inbox\n─────\nbody")
  }

  @Test("navigationTitle(_: Binding<String>) shows the value; renaming writes the binding")
  func editableTitle() throws {
    let host = ViewHost.testing(EditableTitle())
    #expect(host.text.hasPrefix("Untitled\n"))
    try host.renameTitle(to: "Draft")
    // SwiftUI's navigationTitle(_: Binding<String>): "a binding to the title, which the user
    // can edit" (the title menu's Rename writes it).
    #expect(host.text.hasPrefix("Draft\n"))
    #expect(host.text.hasSuffix("name: Draft"))
  }

  @Test("NavigationLink(isActive:) pushes while the binding is true; going back writes false")
  func isActiveLink() throws {
    let host = ViewHost.testing(ActiveLink())
    try host.tapLink("Details")
    // SwiftUI's deprecated NavigationLink(destination:isActive:label:): "A binding to a Boolean
    // value that indicates whether destination is currently presented."
    #expect(host.text == "< Back\n───────\ndetails")
    try host.goBack()
    #expect(host.text == "active: false\nDetails >\n[Activate]")
    try host.tap("Activate")
    // Writing the binding pushes the destination, as tapping the link does.
    #expect(host.text == "< Back\n───────\ndetails")
  }
}

private struct EditableTitle: View {
  @StateCell var name = "Untitled"

  var body: some View {
    NavigationStack {
      Text("name: \(name)").navigationTitle($name)
    }
  }
}

private struct ActiveLink: View {
  @StateCell var isActive = false

  var body: some View {
    NavigationStack {
      VStack {
        Text("active: \(isActive)")
        NavigationLink(destination: Text("details"), isActive: $isActive) { Text("Details") }
        Button("Activate") { isActive = true }
      }
    }
  }
}
