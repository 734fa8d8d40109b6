import CellGraphCore

/// A timeline of what a host did while it traced: the interactions and actions that wrote state,
/// each write, the update passes, every body evaluation nested in the evaluation that caused it,
/// and an arrow from each write to every body it invalidated.
///
/// Read it from ``ViewHost/trace`` after ``ViewHost/startTracing()``, or set the environment
/// variable `CELLGRAPH_TRACE` to a file path to trace every host of a process. ``json`` is the
/// Chrome trace-event format, which Perfetto (ui.perfetto.dev) and `chrome://tracing` open;
/// ``outline`` is the same timeline as indented text, without times.
///
/// ```swift
/// let host = ViewHost(Counter())
/// host.startTracing()
/// try host.tap("Increment")
/// host.flush()
/// print(host.trace.outline)
/// // tap "Increment"
/// //   write Counter.count changed (0 → 1) ─▶ Counter
/// // pass 1 (tap "Increment")
/// //   Counter: Counter.count changed (0 → 1)
/// try host.writeTrace(to: "trace.json")
/// ```
///
/// Every event of one host has the same ``Event/processID`` (the host's number in the process)
/// and thread 1: the main actor, where every update runs. Spans nest on that track: an
/// interaction contains its writes, a pass its bodies, a body the bodies of the children it
/// re-ran. Timestamps come from a monotonic clock, count from the first trace of the process,
/// and are strictly increasing in the order events happened.
///
/// A write is a short span (from its first reader's invalidation to its last one's) rather than an
/// instant event: viewers bind an arrow's start to the span that encloses it, so the arrows leave
/// from the write itself, one to each body it invalidated.
public struct TimelineTrace: Sendable, Hashable {
  /// The events, in the order they began.
  public let events: [Event]
  /// A name for each host (process) in the trace, by process ID: `ViewHost 1 (Counter)`.
  public let processNames: [Int: String]

  /// A trace of `events`, with a name for each process (host) they belong to.
  public init(events: [Event], processNames: [Int: String] = [:]) {
    self.events = events
    self.processNames = processNames
  }

  /// The spans (complete events) of one category: `body`, `pass`, `write`, `interaction`,
  /// `action` or `host`.
  ///
  /// ```swift
  /// let bodies = host.trace.spans(in: "body").map(\.name)   // ["Counter"]
  /// ```
  public func spans(in category: String) -> [Event] {
    events.filter { $0.phase == .complete && $0.category == category }
  }

  /// The traces of several hosts as one, each host a process of its own.
  static func merging(_ traces: [TimelineTrace]) -> TimelineTrace {
    TimelineTrace(
      events: traces.flatMap(\.events).sorted { $0.timestamp < $1.timestamp },
      processNames: traces.reduce(into: [:]) { $0.merge($1.processNames) { first, _ in first } })
  }
}

extension TimelineTrace {
  /// One trace event: a span of time, or one end of an arrow.
  public struct Event: Sendable, Hashable {
    /// What kind of event this is, with the Chrome trace-event format's letter.
    public enum Phase: String, Sendable, Hashable {
      /// A span with a duration (`X`): an interaction, a write, a pass, a body evaluation.
      case complete = "X"
      /// The start of an arrow (`s`), inside the write it leaves from.
      case flowStart = "s"
      /// The end of an arrow (`f`, bound to the enclosing span), inside the body it points at.
      case flowEnd = "f"
    }

    public let phase: Phase
    /// What the span is: a view type for a body, `pass 2` for a pass, the change for a write,
    /// the trigger for an interaction or action; `invalidates` for both ends of an arrow.
    public internal(set) var name: String
    /// `body`, `pass`, `write`, `interaction`, `action`, `host` (the first render, `setRoot`),
    /// or `invalidation` for arrows.
    public let category: String
    /// When the event began, since the process's first trace began.
    public let timestamp: Duration
    /// How long a span lasted; `nil` for an arrow's end.
    public internal(set) var duration: Duration?
    /// The arrow an arrow event belongs to: its start and end have the same ID.
    public let flowID: UInt64?
    /// The host, as a process of the trace: its number among the traced hosts of the process.
    public let processID: Int
    /// The thread: always 1, the main actor, where every update runs.
    public let threadID: Int
    /// What the event carries, shown in a viewer's details: a body's `path` and `reasons`, a
    /// write's `source`, `old value`, `new value` and `trigger`, a pass's `triggers`.
    public internal(set) var arguments: [String: String]

    /// An event; trace tools build them, tests compare them.
    public init(
      phase: Phase, name: String, category: String, timestamp: Duration,
      duration: Duration? = nil, flowID: UInt64? = nil, processID: Int = 1, threadID: Int = 1,
      arguments: [String: String] = [:]
    ) {
      self.phase = phase
      self.name = name
      self.category = category
      self.timestamp = timestamp
      self.duration = duration
      self.flowID = flowID
      self.processID = processID
      self.threadID = threadID
      self.arguments = arguments
    }

    /// When a span ended (its start for an arrow).
    public var end: Duration { timestamp + (duration ?? .zero) }

    /// Whether `other` lies within this span (its start and end, inclusive).
    public func contains(_ other: Event) -> Bool {
      processID == other.processID && threadID == other.threadID
        && timestamp <= other.timestamp && other.end <= end
    }
  }
}
