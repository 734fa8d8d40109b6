import CellGraphCore
import CoreFoundation
import Foundation

/// Reports a Foundation timer scheduled on the main run loop by code the host runs
/// (`Timer.scheduledTimer(withTimeInterval:repeats:block:)`, `RunLoop.main.add(_:forMode:)`).
///
/// Such a timer cannot run on the host's virtual clock: Foundation keeps it inside the run loop,
/// fires it on the wall clock, and offers no way to find it, so `advance(by:)` cannot fire it and
/// a test host, which never runs the run loop, never sees it tick. What CoreFoundation does tell
/// is the date the next timer of a run loop fires (`CFRunLoopGetNextTimerFireDate`, a query that
/// runs nothing), for the main run loop and the current thread's. The watch reads it before and after each interaction and each batch of
/// commit-phase effects (`UserCodeObserver`) and reports `.foundationTimerScheduled` when it
/// moved earlier or appeared: the code in between scheduled a timer.
///
/// A timer scheduled to fire after one already waiting does not move that date and is not
/// reported; neither is one scheduled by a `.task` (it runs after the batch that started it).
/// The live runner runs the main run loop, so there such timers tick on the wall clock and it
/// switches the watch off.
@MainActor
final class FoundationTimerWatch: UserCodeObserver {
  private unowned let graph: Graph
  /// How many `userCodeWillRun()` calls are waiting for their `userCodeDidRun(_:)`.
  private var depth = 0
  /// The next fire date read when the outermost call began (0: no timer was waiting).
  private var fireDateBefore: CFAbsoluteTime = 0

  init(graph: Graph) {
    self.graph = graph
  }

  func userCodeWillRun() {
    if depth == 0 { fireDateBefore = Self.nextMainTimerFireDate() }
    depth += 1
  }

  func userCodeDidRun(_ activity: () -> String?) {
    depth -= 1
    guard depth == 0 else { return }
    let fireDate = Self.nextMainTimerFireDate()
    // 0 means no timer waits; a date earlier than before can only come from a new timer, since
    // nothing runs the run loop (which would fire or reschedule timers) inside the user code.
    guard fireDate != 0, fireDateBefore == 0 || fireDate < fireDateBefore else { return }
    let place = activity().map { " while the host ran \($0)" } ?? ""
    graph.report(
      Diagnostic(
        kind: .foundationTimerScheduled,
        message: """
          A Foundation timer was scheduled on the main run loop\(place) \
          (Timer.scheduledTimer or RunLoop.main.add). The host's virtual clock cannot reach \
          Foundation's timers: advance(by:) does not fire it, and a test host never runs the \
          run loop, so it never ticks there (the live runner ticks it on the wall clock). Use \
          Timer.publish(every:on:in:).autoconnect() with .onReceive, a TimelineView, or a sleep \
          on the environment's clock in .task: advance(by:) drives those.
          """))
  }

  /// When the next timer of the main run loop, or of the current thread's run loop (where
  /// `Timer.scheduledTimer` puts it), fires; 0 when neither has one. The two differ where the
  /// main actor runs on another thread than the process's main thread (Swift Testing on Linux).
  static func nextMainTimerFireDate() -> CFAbsoluteTime {
    let main = CFRunLoopGetMain()
    let current = CFRunLoopGetCurrent()
    let mainDate = nextFireDate(of: main)
    guard current !== main else { return mainDate }
    let currentDate = nextFireDate(of: current)
    if mainDate == 0 || currentDate == 0 { return max(mainDate, currentDate) }
    return min(mainDate, currentDate)
  }

  private static func nextFireDate(of runLoop: CFRunLoop?) -> CFAbsoluteTime {
    #if canImport(Darwin)
      CFRunLoopGetNextTimerFireDate(runLoop, CFRunLoopMode.defaultMode)
    #else
      CFRunLoopGetNextTimerFireDate(runLoop, kCFRunLoopDefaultMode)
    #endif
  }
}

extension Diagnostic.Kind {
  /// Code the host ran scheduled a Foundation timer on the main run loop, which the host's
  /// virtual clock cannot drive (see Docs/TimeAndGestures.md for the spellings it drives).
  public static let foundationTimerScheduled = Self("foundationTimerScheduled")
}
