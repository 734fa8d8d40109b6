import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private let docs = URL(string: "https://example.com/docs")!
private let swiftOrg = URL(string: "https://swift.org")!

private struct Links: View {
  @StateCell var locked = false
  var body: some View {
    VStack {
      Link("Docs", destination: docs)
      Link(destination: swiftOrg) { Text("Swift ") + Text("website") }
      Button("Lock") { locked = true }
      Link("Locked", destination: docs).disabled(locked)
    }
  }
}

/// Opens URLs through an action it reads from the environment, with a completion.
private struct Opener: View {
  @EnvironmentCell(\.openURL) var openURL
  @StateCell var status = "idle"
  var body: some View {
    VStack {
      Text(status)
      Button("Open") {
        openURL(docs) { accepted in status = accepted ? "accepted" : "refused" }
      }
    }
  }
}

/// The link's view after a parent re-run that reads nothing the link needs.
private struct Counting: View {
  @StateCell var count = 0
  var body: some View {
    VStack {
      Button("Count \(count)") { count += 1 }
      Link("Docs", destination: docs)
    }
  }
}

@MainActor
@Suite struct LinkTests {
  @Test("A link shows its label in brackets and its URL in parentheses")
  func textForm() {
    let host = ViewHost(Links())
    #expect(
      host.text == """
        [Docs](https://example.com/docs)
        [Swift website](https://swift.org)
        [Lock]
        [Locked](https://example.com/docs)
        """)
    #expect(host.controls.contains("link \"Swift website\""))
  }

  @Test("Opening a link hands its URL to the host's system action, which records it")
  func open() throws {
    let host = ViewHost(Links())
    try host.open("Docs")
    try host.open("Swift website")
    #expect(host.openedURLs == [docs, swiftOrg])
    #expect(host.diagnostics.isEmpty)
  }

  @Test("A disabled link refuses to open and records nothing")
  func disabled() throws {
    let host = ViewHost(Links())
    try host.tap("Lock")
    #expect(host.text.contains("[Locked](https://example.com/docs) (disabled)"))
    #expect {
      try host.open("Locked")
    } throws: { error in
      (error as? InteractionError)?.reason == .disabled
    }
    #expect(host.openedURLs.isEmpty)
  }

  @Test("A link is not a button: tapping its label finds no button")
  func notAButton() {
    let host = ViewHost(Links())
    #expect(throws: InteractionError.self) { try host.tap("Docs") }
    #expect(host.openedURLs.isEmpty)
  }

  @Test("A handler above the link decides: handled, discarded, or left to the system")
  func handlerResults() throws {
    var seen: [URL] = []
    func host(_ result: OpenURLAction.Result) -> ViewHost {
      ViewHost(
        Links().environment(
          \.openURL,
          OpenURLAction { url in
            seen.append(url)
            return result
          }))
    }
    let handled = host(.handled)
    try handled.open("Docs")
    #expect(handled.openedURLs.isEmpty, "a handled URL does not reach the system")
    let discarded = host(.discarded)
    try discarded.open("Docs")
    #expect(discarded.openedURLs.isEmpty)
    let system = host(.systemAction)
    try system.open("Docs")
    #expect(system.openedURLs == [docs])
    let redirected = host(.systemAction(swiftOrg))
    try redirected.open("Docs")
    #expect(redirected.openedURLs == [swiftOrg])
    #expect(seen == [docs, docs, docs, docs])
  }

  @Test("A handler given in the host's environment keeps handling and leaves the rest to the host")
  func handlerInHostEnvironment() throws {
    var environment = EnvironmentValues()
    environment.openURL = OpenURLAction { url in url == docs ? .handled : .systemAction }
    let host = ViewHost(Links(), environment: environment)
    try host.open("Docs")
    try host.open("Swift website")
    #expect(host.openedURLs == [swiftOrg])
  }

  @Test("Calling openURL with a completion tells whether the URL was accepted")
  func completion() throws {
    let host = ViewHost(Opener())
    try host.tap("Open")
    #expect(host.text.hasPrefix("accepted"))
    #expect(host.openedURLs == [docs])
    let refusing = ViewHost(Opener().environment(\.openURL, OpenURLAction { _ in .discarded }))
    try refusing.tap("Open")
    #expect(refusing.text.hasPrefix("refused"))
    #expect(refusing.openedURLs.isEmpty)
  }

  @Test("A parent re-run with an equal link does not re-render the link")
  func linkSkipped() throws {
    let host = ViewHost(Counting())
    host.resetEvaluations()
    try host.tap("Count 0")
    host.flush()
    #expect(host.evaluations(of: Counting.self) == 1)
    #expect(host.evaluations(of: Link<Text>.self) == 0)
    #expect(host.text == "[Count 1]\n[Docs](https://example.com/docs)")
  }

  @Test("An action from outside a host records nothing and reports it")
  func outsideHost() {
    UnhostedDiagnostics.removeAll()
    EnvironmentValues().openURL(docs)
    #expect(UnhostedDiagnostics.all.map(\.kind) == [.uninstalledEnvironment])
    UnhostedDiagnostics.removeAll()
  }
}
