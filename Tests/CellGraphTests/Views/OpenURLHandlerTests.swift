import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct RecipeScreen: View {
  @StateCell var opened = "none"
  @StateCell var routed: [String] = []

  var body: some View {
    VStack {
      Text("opened \(opened)")
        .onOpenURL { url in routed.append("inner \(url.lastPathComponent)") }
      Text("routes \(routed.joined(separator: ", "))")
    }
    .onOpenURL { url in
      opened = url.lastPathComponent
      routed.append("outer \(url.lastPathComponent)")
    }
  }
}

private struct Toggled: View {
  @StateCell var handles = true
  @StateCell var received = 0

  var body: some View {
    VStack {
      Text("received \(received)")
      Button("Stop") { handles = false }
      if handles {
        Text("handler").onOpenURL { _ in received += 1 }
      }
    }
  }
}

/// `onOpenURL(perform:)`: what a view does when the app receives a URL (`host.receive(_:)`).
@MainActor
@Suite struct OpenURLHandlerTests {
  // Apple, View.onOpenURL(perform:): "Registers a handler to invoke in response to a URL that
  // your app receives." Donny Wals, "Handling deeplinks in iOS 14 with onOpenURL": "you can
  // specify multiple onOpenURL handlers throughout your app", each making its own change.
  @Test("A received URL runs every onOpenURL handler in the tree, outermost first, once each")
  func everyHandlerRuns() throws {
    let host = ViewHost.testing(RecipeScreen())
    #expect(host.text == "opened none\nroutes")
    try host.receive(try #require(URL(string: "recipes://recipe/42")))
    host.flush()
    #expect(host.text == "opened 42\nroutes outer 42, inner 42")
  }

  @Test("The modifier adds no text: the view reads as its content")
  func addsNoText() {
    let host = ViewHost.testing(Text("Home").onOpenURL { _ in })
    #expect(host.text == "Home")
  }

  @Test("A URL no view handles is refused with an error, and nothing runs")
  func noHandlerThrows() throws {
    let host = ViewHost.testing(Toggled())
    let url = try #require(URL(string: "recipes://recipe/7"))
    try host.receive(url)
    host.flush()
    #expect(host.text == "received 1\n[Stop]\nhandler")
    try host.tap("Stop")
    host.flush()
    #expect(throws: InteractionError.self) { try host.receive(url) }
    #expect(host.text == "received 1\n[Stop]", "the removed view's handler is gone with it")
  }
}
