import CellGraph
import CellGraphTesting
import Testing

@MainActor
@Suite struct TextExpectationTests {
  @Test("The host's text passes when it equals the literal")
  func equalText() throws {
    let host = ViewHost.testing(Settings())
    try host.toggle("Wi-Fi")
    host.expectText(
      """
      Settings
      [x] Wi-Fi
      [ ] Bluetooth
      Name: [Ada]
      Hello, Ada
      [Add] [Reset]
      """)
  }

  @Test("A changed line fails with the expected line marked - and the actual line marked +")
  func changedLine() {
    let host = ViewHost.testing(Settings())
    expectIssue(containing: ["(- expected, + actual)", "  - 2   [x] Wi-Fi\n  + 2   [ ] Wi-Fi"]) {
      host.expectText(
        """
        Settings
        [x] Wi-Fi
        [ ] Bluetooth
        Name: [Ada]
        Hello, Ada
        [Add] [Reset]
        """)
    }
  }

  @Test("A missing line is one - line, and later lines still match")
  func missingLine() {
    let host = ViewHost.testing(Settings())
    expectIssue(containing: ["  - 3   Sound\n    3   [ ] Bluetooth"]) {
      host.expectText(
        """
        Settings
        [ ] Wi-Fi
        Sound
        [ ] Bluetooth
        Name: [Ada]
        Hello, Ada
        [Add] [Reset]
        """)
    }
  }

  @Test("The failure ends with the actual text, to copy from")
  func showsActualText() {
    let host = ViewHost.testing(Profile(name: .constant("Ada")))
    expectIssue(containing: ["Actual text:\nName: [Ada]\nHello, Ada"]) {
      host.expectText("Hello")
    }
  }

  @Test("Lines that differ only by trailing spaces get a hint")
  func trailingSpaces() {
    let host = ViewHost.testing(Profile(name: .constant("Ada")))
    expectIssue(containing: ["Only trailing spaces differ"]) {
      host.expectText("Name: [Ada]  \nHello, Ada")
    }
  }

  @Test("A mismatch is reported at the source location given, and returns false")
  func location() {
    let host = ViewHost.testing(Profile(name: .constant("Ada")))
    var result = true
    expectIssue(containing: ["differs"], at: elsewhere()) {
      result = host.expectText("Hello", sourceLocation: elsewhere())
    }
    #expect(!result)
    #expect(host.expectText("Name: [Ada]\nHello, Ada"))
  }

  @Test("A view's text can be expected on its own")
  func proxyText() throws {
    let host = ViewHost.testing(Settings())
    try host.type("Grace", into: "Name")
    try host.find(Profile.self).expectText(
      """
      Name: [Grace]
      Hello, Grace
      """)
    try expectIssue(containing: ["The text of Settings/VStack/Profile differs"]) {
      try host.find(Profile.self).expectText("Hello, Ada")
    }
  }
}
