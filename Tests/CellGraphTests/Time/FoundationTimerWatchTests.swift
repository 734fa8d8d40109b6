import CellGraphTesting
import Foundation
import Synchronization
import Testing

@testable import CellGraph

/// A screen that starts a Foundation run-loop timer, the way Apple's Scrumdinger tutorial once
/// did (`Timer.scheduledTimer(withTimeInterval:repeats:block:)` in a model started from the UI).
private struct Stopwatch: View {
  /// Where the timer starts: a button's action, or the screen's `onAppear`.
  let startsOnAppear: Bool
  let ticks: TickCount

  var body: some View {
    VStack {
      Text("Running")
      Button("Start") { ticks.start() }
    }
    .onAppear { if startsOnAppear { ticks.startOnCommonModes() } }
  }
}

/// Counts the ticks of the hour-long timer it starts; `stop()` invalidates it (each test stops
/// its timer before returning, so no other test's host sees it waiting on a run loop). The count
/// is behind a lock: where a run loop does run (the process's main thread, which is not the main
/// actor's in Swift Testing on Linux), the block runs there.
@MainActor
private final class TickCount {
  private let ticks = Ticks()
  private var timer: Timer?
  var count: Int { ticks.value.withLock { $0 } }

  func start() {
    timer = Timer.scheduledTimer(withTimeInterval: 3600, repeats: true) { [ticks] _ in
      ticks.value.withLock { $0 += 1 }
    }
  }

  func startOnCommonModes() {
    let timer = Timer(timeInterval: 3600, repeats: true) { [ticks] _ in
      ticks.value.withLock { $0 += 1 }
    }
    RunLoop.main.add(timer, forMode: .common)
    self.timer = timer
  }

  func stop() {
    timer?.invalidate()
    timer = nil
  }
}

private final class Ticks: Sendable {
  let value = Mutex(0)
}

/// `Timer.scheduledTimer` cannot be driven by the host's virtual clock (Foundation keeps its
/// timers inside the run loop and fires them on the wall clock), so its use is reported with the
/// spellings the clock does drive (issue 34: "if not, give its use a diagnostic that names the
/// alternative").
@MainActor
@Suite struct FoundationTimerWatchTests {
  // Apple, `scheduledTimer(withTimeInterval:repeats:block:)`: "Creates a timer and schedules it
  // on the current run loop in the default mode" — on the main thread, the main run loop.
  @Test("A timer scheduled by a button's action is reported, naming the tap and the alternatives")
  func scheduledByAction() throws {
    let ticks = TickCount()
    defer { ticks.stop() }
    let host = ViewHost.testing(Stopwatch(startsOnAppear: false, ticks: ticks))
    let reported = try host.expectDiagnostics(.foundationTimerScheduled) {
      try host.tap("Start")
    }
    let message = try #require(reported.first?.message)
    #expect(message.contains("while the host ran tap \"Start\""), "names the interaction")
    #expect(message.contains("Timer.publish(every:on:in:)"), "names the alternative")
    #expect(message.contains("TimelineView"))
  }

  // Apple, `RunLoop.add(_:forMode:)`; `.common` modes include the default mode, which the run
  // loop's next-timer date covers.
  @Test("A timer added to the main run loop in onAppear is reported, naming the appear action")
  func addedOnAppear() throws {
    let ticks = TickCount()
    defer { ticks.stop() }
    let host = ViewHost(Stopwatch(startsOnAppear: true, ticks: ticks))
    let kinds = host.diagnostics.map(\.kind)
    #expect(kinds == [.foundationTimerScheduled])
    #expect(host.diagnostics.first?.message.contains("initial render") == true)
  }

  @Test("The virtual clock does not fire a Foundation timer: the documented fallback")
  func clockDoesNotFireIt() throws {
    let ticks = TickCount()
    defer { ticks.stop() }
    let host = ViewHost.testing(Stopwatch(startsOnAppear: false, ticks: ticks))
    try host.expectDiagnostics(.foundationTimerScheduled) { try host.tap("Start") }
    // Two hours on the host's clock: a timer the clock drove would have ticked twice.
    host.advance(by: .seconds(7200))
    #expect(ticks.count == 0, "advance(by:) moves only the host's clock, not the run loop")
  }

  @Test("A host whose code schedules no Foundation timer gets no report, however many actions run")
  func noTimerNoReport() throws {
    let ticks = TickCount()
    let host = ViewHost.testing(Stopwatch(startsOnAppear: false, ticks: ticks))
    host.advance(by: .seconds(2))
    #expect(host.diagnostics.isEmpty)
  }
}
