import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A door a refresh waits at until the test opens it, in whichever order the two arrive.
@MainActor
private final class Gate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters.removeAll()
  }
}

@MainActor
private final class Feed {
  var loads = 0
}

private struct ReloadButton: View {
  @EnvironmentCell(\.refresh) var refresh
  var body: some View {
    Text(refresh == nil ? "no refresh" : "can refresh")
  }
}

private struct FeedView: View {
  let feed: Feed
  let gate: Gate
  @StateCell var items = ["old"]
  @StateCell var shows = true

  var body: some View {
    VStack {
      if shows {
        VStack {
          ForEach(items, id: \.self) { Text($0) }
          ReloadButton()
        }
        .refreshable {
          await gate.wait()
          feed.loads += 1
          items = ["new \(feed.loads)"]
        }
      }
      ReloadButton()
      Button("Hide") { shows = false }
    }
  }
}

@MainActor
// A hang guard only: the limit counts the time a test waits for the main actor behind the rest of
// a parallel run, which on a loaded machine is minutes.
@Suite(.timeLimit(.minutes(60))) struct RefreshableTests {
  @Test("refresh() runs the action as a task; settle() awaits it")
  func refreshRuns() async throws {
    let feed = Feed()
    let gate = Gate()
    let host = ViewHost(FeedView(feed: feed, gate: gate))
    #expect(host.text == "old\ncan refresh\nno refresh\n[Hide]")
    try host.refresh()
    #expect(host.text == "Refreshing...\nold\ncan refresh\nno refresh\n[Hide]")
    gate.open()
    await host.settle()
    #expect(feed.loads == 1)
    #expect(host.text == "new 1\ncan refresh\nno refresh\n[Hide]")
  }

  @Test("A second refresh while one runs is refused and runs nothing")
  func oneAtATime() async throws {
    let feed = Feed()
    let gate = Gate()
    let host = ViewHost(FeedView(feed: feed, gate: gate))
    try host.refresh()
    do {
      try host.refresh()
      Issue.record("a refresh is running")
    } catch let error as InteractionError {
      guard case .rejected(let message) = error.reason else {
        Issue.record("expected .rejected, got \(error.reason)")
        return
      }
      #expect(message.contains("already running"))
    }
    gate.open()
    await host.settle()
    #expect(feed.loads == 1)
    try host.refresh()
    await host.settle()
    #expect(feed.loads == 2)
  }

  @Test("The refresh task is cancelled when the refreshable view leaves the tree")
  func cancelledOnRemoval() async throws {
    let feed = Feed()
    let gate = Gate()
    let host = ViewHost(FeedView(feed: feed, gate: gate))
    try host.refresh()
    try host.tap("Hide")
    host.flush()
    #expect(host.text == "no refresh\n[Hide]")
    gate.open()
    await host.settle()
    #expect(host.text == "no refresh\n[Hide]")
  }

  @Test("refresh() with no refreshable view throws notFound")
  func notFound() {
    do {
      try ViewHost(Text("x")).refresh()
      Issue.record("nothing is refreshable")
    } catch let error as InteractionError {
      #expect(error.reason == .notFound)
    } catch {
      Issue.record("\(error)")
    }
  }
}

private struct AutoRefresher: View {
  @EnvironmentCell(\.refresh) var refresh
  var body: some View {
    Text("child").task { await refresh?() }
  }
}

@MainActor
@Suite struct RefreshActionTests {
  @Test("The RefreshAction in \\.refresh runs the refreshable view's action when called")
  func calledFromEnvironment() async {
    let feed = Feed()
    let host = ViewHost(
      AutoRefresher().refreshable { feed.loads += 1 })
    await host.settle()
    #expect(feed.loads == 1)
    #expect(host.text == "child")
  }
}
