import CellGraphCore
import Synchronization

/// The clock a host's views sleep on: the host's virtual clock, which a test moves
/// (`host.advance(by:)`, `await host.settle(advancingBy:)`) and the live runner moves with the
/// wall clock. Views read it from the environment as an `any Clock<Duration>`
/// (``EnvironmentValues/clock``), the way swift-clocks and The Composable Architecture inject a
/// clock, so the same code sleeps on real time outside a host.
///
/// ```swift
/// struct Countdown: View {
///   @EnvironmentCell(\.clock) var clock
///   @StateCell var remaining = 3
///   var body: some View {
///     Text("\(remaining)").task {
///       while remaining > 0, (try? await clock.sleep(for: .seconds(1))) != nil { remaining -= 1 }
///     }
///   }
/// }
/// await host.settle(advancingBy: .seconds(3))   // "0"
/// ```
public struct HostClock: Clock, Sendable {
  /// A moment on the host's clock: the time since the host was made.
  public struct Instant: InstantProtocol, Sendable {
    /// The time since the host was made.
    public let offset: Duration

    /// The moment `offset` after the host was made.
    public init(offset: Duration) { self.offset = offset }

    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Instant) -> Duration { other.offset - offset }

    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  let scheduler: ClockSleepers

  /// The clock's time now.
  public var now: Instant { Instant(offset: scheduler.time.withLock { $0 }) }

  /// The shortest time the clock tells apart: a nanosecond.
  public var minimumResolution: Duration { .nanoseconds(1) }

  /// Suspends until the host's clock reaches `deadline`, or throws `CancellationError` when the
  /// task is cancelled first. While it sleeps, `ViewHost.settle()` does not wait for its task.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await scheduler.sleep(until: deadline.offset)
  }
}

/// The sleeps on one host's clock: each an alarm on the virtual clock that resumes its task.
///
/// `time` mirrors the virtual clock behind a lock, so that `HostClock.now` (a synchronous
/// requirement of `Clock`, callable from any task) can read it without the main actor.
@MainActor
final class ClockSleepers: GraphFeature {
  nonisolated let time = Mutex<Duration>(.zero)
  private unowned(unsafe) let graph: Graph

  init(graph: Graph) {
    self.graph = graph
    let now = graph.clock
    time.withLock { $0 = now }
  }

  func clockDidAdvance(to now: Duration) {
    time.withLock { $0 = now }
  }

  /// Suspends the calling task until the clock reaches `deadline`.
  func sleep(until deadline: Duration) async throws {
    try Task.checkCancellation()
    let sleeper = Sleeper()
    let tasks = graph.feature(RunningTasks.self)
    let taskID = RunningTasks.currentID
    let alarm = ClockAlarm(label: "clock.sleep") { [weak self] deadline in
      self?.time.withLock { $0 = deadline }
      if let taskID { tasks.wakes(taskID) }
      sleeper.end(.woke)
    }
    graph.schedule(alarm, at: deadline)
    if let taskID { tasks.sleeps(taskID) }
    defer {
      alarm.cancel()
      if let taskID { tasks.wakes(taskID) }
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        sleeper.set(continuation)
      }
    } onCancel: {
      sleeper.end(.cancelled)
    }
  }
}

/// One sleep's continuation, resumed once: by its alarm or by the task's cancellation, which
/// may come from another thread; hence the lock.
final class Sleeper: Sendable {
  enum Outcome { case woke, cancelled }
  private struct State {
    var continuation: CheckedContinuation<Void, any Error>?
    var outcome: Outcome?
  }
  private let state = Mutex(State())

  /// Keeps `continuation`, or resumes it at once if the sleep already ended.
  func set(_ continuation: CheckedContinuation<Void, any Error>) {
    let ended = state.withLock { state -> Outcome? in
      if let outcome = state.outcome { return outcome }
      state.continuation = continuation
      return nil
    }
    if let ended { Self.resume(continuation, ended) }
  }

  /// Ends the sleep; the first end wins.
  func end(_ outcome: Outcome) {
    let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
      guard state.outcome == nil else { return nil }
      state.outcome = outcome
      defer { state.continuation = nil }
      return state.continuation
    }
    if let continuation { Self.resume(continuation, outcome) }
  }

  private static func resume(
    _ continuation: CheckedContinuation<Void, any Error>, _ outcome: Outcome
  ) {
    switch outcome {
    case .woke: continuation.resume()
    case .cancelled: continuation.resume(throwing: CancellationError())
    }
  }
}
