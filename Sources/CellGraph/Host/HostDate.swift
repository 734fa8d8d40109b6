import CellGraphCore
import Foundation

/// The host's date: what "now" is for the texts that show a date relative to it
/// (`Text(date, style: .relative)`, `.offset`, `.timer`, `Text(timerInterval:)`).
///
/// A source like a state cell: a text that showed a time relative to now read it, so moving it
/// (``ViewHost/now``, or the virtual clock: `ViewHost.advance(by:)` moves it as far) re-runs
/// exactly those texts' views. It starts at the process's date when the host is made; a test
/// sets it, so that what a relative text shows does not depend on when the test runs.
@MainActor
final class HostDate: GraphFeature {
  /// The date now; the clock's advances move it as far.
  private let date: StateBox<Date>

  init(graph: Graph) {
    date = StateBox(value: Date(), description: FieldDescription(path: "host.now"))
    lastClock = graph.clock
  }

  /// The date now, read as a dependency of the evaluation in progress.
  var now: Date { date.read() }

  /// Makes `newDate` the date now.
  func set(_ newDate: Date) { date.write(newDate) }

  /// The virtual clock moved: now moves as far.
  func clockDidAdvance(to now: Duration) {
    let moved = now - lastClock
    lastClock = now
    let seconds = Double(moved.components.seconds) + Double(moved.components.attoseconds) * 1e-18
    if seconds > 0 { date.write(date.value.addingTimeInterval(seconds)) }
  }

  /// The date at `clock`, a time on the virtual clock at or after the last advance this feature
  /// heard of: what a timer that fires then sends, before the advance ends and moves `now`.
  func date(atClock clock: Duration) -> Date {
    let moved = clock - lastClock
    let seconds = Double(moved.components.seconds) + Double(moved.components.attoseconds) * 1e-18
    return date.value.addingTimeInterval(seconds)
  }

  /// The clock's time at the last advance this feature heard of.
  private var lastClock: Duration
}

extension ViewHost {
  /// The date now, for the texts that show a date relative to it (`Text(date, style:
  /// .relative)`, `.offset`, `.timer`, `Text(timerInterval:)`): the process's date when the host
  /// was made, plus the time `advance(by:)` moved the virtual clock. Setting it re-runs the
  /// views whose texts were relative to now, at the next flush.
  ///
  /// ```swift
  /// host.now = Date(timeIntervalSince1970: 1_000_000)
  /// host.advance(by: .seconds(90))        // a timer text started at the first date: 1:30
  /// ```
  public var now: Date {
    get { Tracking.untracked { graph.feature(HostDate.self).now } }
    set {
      graph.perform(as: .interaction("host.now = \(newValue)")) {
        graph.feature(HostDate.self).set(newValue)
      }
    }
  }
}
