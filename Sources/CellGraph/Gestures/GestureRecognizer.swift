import CellGraphCore

/// What a gesture becomes for one session of input: the steps its kind makes of each event, and
/// the callbacks (`onChanged`, `onEnded`, `updating`) the modifiers on it added.
///
/// A recognizer does not run its callbacks when it steps: it queues them, and its session runs
/// them when the gesture is allowed to act (a parent's tap waits until its child's double tap
/// has failed). States only move forward: possible → active → ended, or to failed or cancelled.
@MainActor
final class GestureRecognizer<Value> {
  enum State { case possible, active, ended, failed, cancelled }

  /// How errors and records name the gesture: `tap`, `drag`, `long press`.
  let name: String
  private let step: (GestureEvent) -> GestureStep<Value>
  private(set) var state = State.possible
  var changed: [(Value) -> Void] = []
  var ended: [(Value) -> Void] = []
  /// Run when the gesture ends, fails after acting, or is cancelled: `@GestureState` resets.
  var resets: [() -> Void] = []
  /// The callbacks the last steps queued, in order, with the phase records name them by.
  private(set) var queued: [(phase: String, run: () -> Void)] = []

  init(name: String, step: @escaping (GestureEvent) -> GestureStep<Value>) {
    self.name = name
    self.step = step
  }

  /// A recognizer that steps as `inner` does and maps its values with `transform`.
  init<Inner>(mapping inner: GestureRecognizer<Inner>, _ transform: @escaping (Inner) -> Value) {
    name = inner.name
    step = { event in
      switch inner.step(event) {
      case .possible: .possible
      case .failed: .failed
      case .changed(let value): .changed(transform(value))
      case .ended(let value): .ended(transform(value))
      }
    }
  }

  var isFinished: Bool { state == .ended || state == .failed || state == .cancelled }

  /// Steps with `event`, queueing the callbacks the step calls for.
  func receive(_ event: GestureEvent) {
    guard !isFinished else { return }
    switch step(event) {
    case .possible: break
    case .failed:
      let wasActive = state == .active
      state = .failed
      if wasActive { queue("cancelled") { [resets] in for reset in resets { reset() } } }
    case .changed(let value):
      state = .active
      queue("changed") { [changed] in for action in changed { action(value) } }
    case .ended(let value):
      state = .ended
      queue("ended") { [ended, resets] in
        for action in ended { action(value) }
        for reset in resets { reset() }
      }
    }
  }

  /// Cancels the gesture: a gesture that had acted resets its `@GestureState`s.
  func cancel() {
    guard !isFinished else { return }
    let wasActive = state == .active
    state = .cancelled
    if wasActive { queue("cancelled") { [resets] in for reset in resets { reset() } } }
  }

  /// Drops the queued callbacks of a gesture that lost to another: it never acted.
  func discardQueue() { queued.removeAll() }

  /// Hands over the queued callbacks, emptying the queue.
  func takeQueued() -> [(phase: String, run: () -> Void)] {
    defer { queued.removeAll() }
    return queued
  }

  private func queue(_ phase: String, _ run: @escaping () -> Void) {
    queued.append((phase, run))
  }
}

/// A recognizer of any value type, as a session holds it.
@MainActor
struct AnyGestureRecognizer {
  let name: String
  let receive: (GestureEvent) -> Void
  let cancel: () -> Void
  let discardQueue: () -> Void
  let takeQueued: () -> [(phase: String, run: () -> Void)]
  let isFinished: () -> Bool
  let hasFailed: () -> Bool
  let isActive: () -> Bool

  init<Value>(_ recognizer: GestureRecognizer<Value>) {
    name = recognizer.name
    receive = recognizer.receive
    cancel = recognizer.cancel
    discardQueue = recognizer.discardQueue
    takeQueued = recognizer.takeQueued
    isFinished = { recognizer.isFinished }
    hasFailed = { recognizer.state == .failed || recognizer.state == .cancelled }
    isActive = { recognizer.state == .active }
  }
}
