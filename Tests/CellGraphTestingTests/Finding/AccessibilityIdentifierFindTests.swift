import CellGraph
import CellGraphTesting
import Testing

private struct Compose: View {
  @StateCell var sent = 0
  @StateCell var subject = ""
  var body: some View {
    VStack {
      TextField("Subject", text: $subject).accessibilityIdentifier("subject")
      Button("Send") { sent += 1 }
        .accessibilityLabel("Send message")
        .accessibilityIdentifier("send")
      Text("sent \(sent)").testID("status")
    }
  }
}

@MainActor
@Suite struct AccessibilityIdentifierFindTests {
  // Apple: View.accessibilityIdentifier(_:) "Uses the string you specify to identify the view";
  // UI tests find an element by it (`app.buttons["send"]`). find(testID:) takes either name.
  @Test("find(testID:) finds a view by its accessibility identifier and drives it")
  func findsByAccessibilityIdentifier() throws {
    let host = ViewHost.testing(Compose())
    try host.find(testID: "send").tap()
    try host.find(testID: "subject").type("Hello")
    host.flush()
    #expect(try host.find(testID: "status").text == "sent 1")
    #expect(host.text.contains("Subject: [Hello]"))
    #expect(host.findAll(testID: "send").count == 1)
  }

  // Issue 32, bad input: "an unknown accessibility identifier gets an error that lists the
  // identifiers on screen".
  @Test("An unknown id's error lists the test ids and accessibility identifiers on screen")
  func unknownIdentifierListsThem() {
    let host = ViewHost.testing(Compose())
    let error = #expect(throws: FindError.self) { try host.find(testID: "sned") }
    #expect(error?.reason == .notFound)
    #expect(error?.candidates.count == 3)
    let message = error?.description ?? ""
    for id in [
      "\"subject\" (accessibility identifier)", "\"send\" (accessibility identifier)",
      "\"status\" at",
    ] {
      #expect(message.contains(id), "the error names \(id)")
    }
  }
}
