import CellGraph
import CellGraphTesting
import Testing

@MainActor
@Suite struct ViewProxyTests {
  @Test("A proxy's view value is the installed one, with the parent's inputs")
  func viewValue() throws {
    let host = ViewHost.testing(Settings())
    let row = try host.find(SettingRow.self) { $0.title == "Wi-Fi" }
    #expect(row.view(as: SettingRow.self)?.title == "Wi-Fi")
    #expect(row.view(as: Profile.self) == nil)
  }

  @Test("State is read by property name, as a value or as a type")
  func stateByName() throws {
    let host = ViewHost.testing(Settings())
    let settings = try host.find(Settings.self)
    #expect(try settings.state("name") as? String == "Ada")
    #expect(try settings.state("titles", as: [String].self) == ["Wi-Fi", "Bluetooth"])
  }

  @Test("A proxy follows its view through updates")
  func followsUpdates() throws {
    let host = ViewHost.testing(Settings())
    let row = try host.find(SettingRow.self) { $0.title == "Wi-Fi" }
    try host.toggle("Wi-Fi")
    #expect(try row.state("isOn", as: Bool.self))
    #expect(row.text == "[x] Wi-Fi")
  }

  @Test("An unknown state name throws, listing the view's state")
  func unknownState() throws {
    let host = ViewHost.testing(Settings())
    let row = try host.find(SettingRow.self) { $0.title == "Wi-Fi" }
    let error = #expect(throws: FindError.self) { try row.state("on") }
    #expect(error?.reason == .notFound)
    #expect(error?.candidates == ["isOn = false"])
  }

  @Test("State of another type throws, naming both types")
  func wrongType() throws {
    let host = ViewHost.testing(Settings())
    let row = try host.find(SettingRow.self) { $0.title == "Wi-Fi" }
    let error = #expect(throws: FindError.self) { try row.state("isOn", as: String.self) }
    #expect(error?.reason == .wrongType)
    #expect(error?.description.hasSuffix("is a Bool, not a String.") == true)
  }

  @Test("Child queries search only inside the proxy's view")
  func childQueries() throws {
    let host = ViewHost.testing(Settings())
    let profile = try host.find(Profile.self)
    #expect(try profile.find(text: "Hello, Ada").typeName == "Text")
    #expect(throws: FindError.self) { try profile.find(text: "Settings") }
    #expect(profile.findAll(SettingRow.self).isEmpty)
    #expect(try profile.find(Profile.self).path == profile.path)
    #expect(try host.find(Settings.self).find(testID: "reset").text == "[Reset]")
    #expect(profile.findAll(text: "Hello, Ada").count == 1)
    #expect(profile.findAll(testID: "row").isEmpty)
  }

  @Test("A view that left the tree has no text or value, and queries on it throw")
  func leftTheTree() throws {
    let host = ViewHost.testing(Toggled())
    let shown = try host.find(Profile.self)
    #expect(shown.isInTree)
    try host.tap("Hide")
    #expect(!shown.isInTree)
    #expect(shown.text == "")
    #expect(shown.view(as: Profile.self) == nil)
    #expect(shown.findAll(text: "Hello, Ada").isEmpty)
    let error = #expect(throws: FindError.self) { try shown.state("name") }
    #expect(error?.reason == .notInTree)
    #expect(throws: FindError.self) { try shown.type("Grace") }
  }

  @Test("A proxy describes itself by its path")
  func description() throws {
    let host = ViewHost.testing(Settings())
    #expect(try host.find(Profile.self).description == "Settings/VStack/Profile")
  }
}

/// A profile that the "Hide" button removes.
private struct Toggled: View {
  @StateCell var isShown = true

  var body: some View {
    VStack {
      if isShown { Profile(name: .constant("Ada")) }
      Button("Hide") { isShown = false }
    }
  }
}
