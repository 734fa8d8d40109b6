import CellGraphCore
import Foundation

/// A view that updates on a schedule: SwiftUI's `TimelineView`, on the host's clock.
///
/// When it appears, it shows its content for the latest entry of the schedule not after the
/// host's date (the date itself when every entry is later); each later entry is an alarm on the
/// host's virtual clock, so `host.advance(by:)` past it re-runs the content with
/// `context.date` set to the entry, one update per entry. It stops when it disappears.
///
/// ```swift
/// TimelineView(.periodic(from: start, by: 1)) { context in
///   Text("\(Int(context.date.timeIntervalSince(start))) s")
/// }
/// host.advance(by: .seconds(2))   // "2 s"
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  /// What the content sees: the entry's date and how often the timeline updates.
  public typealias Context = TimelineViewDefaultContext

  let schedule: Schedule
  let content: @MainActor (Context) -> Content

  /// A view showing `content` for each entry of `schedule`.
  public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping @MainActor (Context) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }

  public var body: Never { primitiveBody(Self.self) }
}

/// The context of a ``TimelineView``'s content: SwiftUI's `TimelineView.Context`.
public struct TimelineViewDefaultContext: Sendable {
  /// How often a timeline updates: SwiftUI's `TimelineView.Context.Cadence`.
  public enum Cadence: Sendable, Hashable, Comparable {
    /// As often as the schedule says.
    case live
    /// About once a second.
    case seconds
    /// About once a minute.
    case minutes
  }

  /// The date of the entry shown.
  public let date: Date
  /// How often the timeline updates. A host is always in its normal, live mode: `.live` (an
  /// Apple device lowers it in its always-on state).
  public let cadence: Cadence
}

/// A timeline view's memory, kept by its node: the entry shown (a source its content's
/// evaluation reads, written when the next entry comes) and the alarm for the next one.
@MainActor
package final class TimelineState {
  let shown: StateBox<Date>
  var entries: AnyIterator<Date>?
  var alarm: ClockAlarm?

  init(date: Date) {
    shown = StateBox(value: date, description: FieldDescription(path: "TimelineView.date"))
  }

  /// Schedules the alarm for the entry after the one shown, if any.
  func scheduleNext(on graph: Graph, dates: HostDate) {
    alarm?.cancel()
    alarm = nil
    guard let next = entries?.next() else { return }
    let now = dates.date(atClock: graph.clock)
    let wait = max(next.timeIntervalSince(now), 0)
    let alarm = ClockAlarm(
      label: "TimelineView",
      fire: { [weak self, unowned(unsafe) graph] _ in
        guard let self else { return }
        self.shown.write(next)
        self.scheduleNext(on: graph, dates: dates)
      },
      skip: { [weak self, unowned(unsafe) graph] _ in
        // The entries due by now were skipped: show the latest, wait for the next.
        guard let self else { return }
        self.shown.write(next)
        self.catchUp(on: graph, dates: dates)
      })
    self.alarm = alarm
    graph.schedule(alarm, at: graph.clock + .nanoseconds(Int64(min(wait, 1e9) * 1e9)))
  }

  /// Shows the latest entry not after the host's date, then schedules the next.
  func catchUp(on graph: Graph, dates: HostDate) {
    let (latest, rest) = Self.split(entries, at: dates.date(atClock: graph.clock))
    entries = rest
    if let latest, latest != shown.value { shown.write(latest) }
    scheduleNext(on: graph, dates: dates)
  }

  /// The latest of `entries` not after `now` (looking at 100,000 at most), and the entries after.
  static func split(_ entries: AnyIterator<Date>?, at now: Date) -> (Date?, AnyIterator<Date>?) {
    guard let entries else { return (nil, nil) }
    var latest: Date?
    for _ in 0..<100_000 {
      guard let entry = entries.next() else { return (latest, nil) }
      if entry > now {
        var first: Date? = entry
        return (
          latest,
          AnyIterator {
            if let pending = first {
              first = nil
              return pending
            }
            return entries.next()
          }
        )
      }
      latest = entry
    }
    return (latest, entries)
  }
}

extension TimelineView: LifecyclePrimitive {
  package typealias NodeState = TimelineState

  package static var isStructural: Bool { true }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let state: TimelineState
    if let existing = node.state {
      state = existing
    } else {
      // Scheduled when first made: the first entry shown is the latest not after now.
      let graph = node.graph
      let dates = graph.feature(HostDate.self)
      let start = Tracking.untracked { dates.date(atClock: graph.clock) }
      if let periodic = schedule as? PeriodicTimelineSchedule, !(periodic.interval > 0) {
        graph.report(
          Diagnostic(
            kind: .invalidTimerInterval,
            message: """
              TimelineView(.periodic(from:by: \(periodic.interval))) needs a positive interval; \
              it shows its first entry and does not update.
              """))
      }
      let (latest, rest) = TimelineState.split(
        AnyIterator(schedule.entries(from: start, mode: .normal).makeIterator()), at: start)
      state = TimelineState(date: latest ?? start)
      state.entries = rest
      state.scheduleNext(on: graph, dates: dates)
      node.state = state
    }
    // Read with the node as the reader: the next entry's write re-runs this node alone.
    let date = node.tracking { state.shown.read() }
    node.updateChild(content(Context(date: date, cadence: .live)))
  }

  package func disappear(_ node: PrimitiveNode<Self>) {
    node.state?.alarm?.cancel()
    node.state?.alarm = nil
    node.state?.entries = nil
  }

  package static func actionLabel(appearing: Bool) -> String { "TimelineView" }
}
