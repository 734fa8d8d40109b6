import CellGraphTesting
import Observation
import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Models

@Observable
private final class Clock {
  var tick = 0
}

@Observable
private final class Novel {
  var title = "Emma"
  var pages = 300
}

// MARK: - Views

/// Reads the clock, and passes the tick down: every tick re-runs `TickedTitle` through its input
/// while the property it reads (`novel.title`) stays the same.
private struct TickScreen: View {
  let clock: Clock
  let novel: Novel
  var body: some View {
    TickedTitle(tick: clock.tick, novel: novel)
  }
}

private struct TickedTitle: View {
  let tick: Int
  let novel: Novel
  var body: some View { Text("\(tick): \(novel.title)") }
}

/// Reads `novel.title` while the tick is even, nothing of the novel while it is odd.
private struct AlternatingScreen: View {
  let clock: Clock
  let novel: Novel
  var body: some View {
    AlternatingReader(tick: clock.tick, novel: novel)
  }
}

private struct AlternatingReader: View {
  let tick: Int
  let novel: Novel
  var body: some View { Text(tick.isMultiple(of: 2) ? "\(tick): \(novel.title)" : "\(tick)") }
}

// MARK: - Helpers

/// The first node of the host whose view is a `V`.
@MainActor
private func node<V: View>(of _: V.Type, in host: ViewHost) -> Node? {
  var pending = [host.rootNode]
  while let next = pending.popLast() {
    if next.viewType == ObjectIdentifier(V.self) { return next }
    pending.append(contentsOf: next.children)
  }
  return nil
}

@MainActor
private func armedTrackings(of node: Node?) -> Int? {
  node?.observedProperties?.armedTrackings.load(ordering: .relaxed)
}

// MARK: - Tests

@MainActor
@Suite("The Observation trackings a view keeps armed stay bounded")
struct ObservationTrackingBoundTests {
  @Test("A view re-run 1,000 times while the property it reads stays the same keeps two trackings")
  func unchangedReadsKeepTwoTrackings() {
    let clock = Clock()
    let novel = Novel()
    let host = ViewHost.testing(TickScreen(clock: clock, novel: novel))
    let reader = node(of: TickedTitle.self, in: host)
    // The first evaluation's tracking (untagged: exactly `novel.title`).
    #expect(armedTrackings(of: reader) == 1)
    for _ in 0..<1_000 {
      clock.tick += 1
      host.flush()
    }
    #expect(host.evaluations(of: TickedTitle.self) == 1_001)
    #expect(host.text == "1000: Emma")
    // The first evaluation's untagged tracking, and the last evaluation's tagged one: each
    // evaluation removed the tagged tracking of the one before it.
    #expect(armedTrackings(of: reader) == 2)
    // The screen's own trackings fire on every tick: one armed, the last one.
    #expect(armedTrackings(of: node(of: TickScreen.self, in: host)) == 1)
  }

  @Test(
    "A change after 1,000 unchanged re-runs re-runs the reader once and re-installs its tracking")
  func changeAfterUnchangedRuns() {
    let clock = Clock()
    let novel = Novel()
    let host = ViewHost.testing(TickScreen(clock: clock, novel: novel))
    let reader = node(of: TickedTitle.self, in: host)
    for _ in 0..<1_000 {
      clock.tick += 1
      host.flush()
    }
    host.resetEvaluations()
    novel.title = "Persuasion"
    host.flush()
    // A view re-runs when an @Observable property its body read changes ("Managing model data in
    // your app", developer.apple.com/documentation/swiftui/managing-model-data-in-your-app).
    #expect(host.evaluations(of: TickedTitle.self) == 1)
    #expect(host.evaluations(of: TickScreen.self) == 0)
    #expect(host.text == "1000: Persuasion")
    // Both trackings fired and left the registrar; the re-run installed one untagged tracking
    // (the fallback to exactly the evaluation's reads).
    #expect(armedTrackings(of: reader) == 1)
    #expect(reader?.observedProperties?.untaggedArmed.load(ordering: .relaxed) == true)

    clock.tick += 1
    host.flush()
    #expect(armedTrackings(of: reader) == 2)
    host.resetEvaluations()
    novel.title = "Emma"
    host.flush()
    #expect(host.evaluations(of: TickedTitle.self) == 1)
    #expect(host.text == "1001: Emma")
  }

  @Test("A property the view no longer reads does not re-run it, whichever tracking read it")
  func droppedReadsStopInvalidating() {
    let clock = Clock()
    let novel = Novel()
    let host = ViewHost.testing(AlternatingScreen(clock: clock, novel: novel))
    for _ in 0..<9 {
      clock.tick += 1
      host.flush()
    }
    #expect(host.text == "9")
    host.resetEvaluations()
    novel.title = "Persuasion"
    host.flush()
    // A view depends only on the properties its last body evaluation read ("Discover Observation
    // in SwiftUI", WWDC23).
    #expect(host.evaluations(of: AlternatingReader.self) == 0)
    clock.tick += 1
    host.flush()
    #expect(host.text == "10: Persuasion")
    host.resetEvaluations()
    novel.title = "Emma"
    host.flush()
    #expect(host.evaluations(of: AlternatingReader.self) == 1)
    #expect(host.text == "10: Emma")
    #expect((armedTrackings(of: node(of: AlternatingReader.self, in: host)) ?? 0) <= 2)
  }

  @Test("A property the view starts reading while its first tracking is armed re-runs it")
  func newReadsUnderTaggedTracking() {
    let clock = Clock()
    let novel = Novel()
    let host = ViewHost.testing(AlternatingScreen(clock: clock, novel: novel))
    // Tick 0 read the title (untagged, armed); 1 read nothing; 2 reads it again, tagged.
    clock.tick = 1
    host.flush()
    clock.tick = 2
    host.flush()
    host.resetEvaluations()
    novel.pages = 301
    host.flush()
    // A change to a property no body read re-runs nothing ("Discover Observation in SwiftUI").
    #expect(host.evaluations(of: AlternatingReader.self) == 0)
    novel.title = "Persuasion"
    host.flush()
    #expect(host.evaluations(of: AlternatingReader.self) == 1)
    #expect(host.text == "2: Persuasion")
  }
}
