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
  /// The gestures this one is made of (a mapped or composed gesture), if any: what they queue
  /// while this one steps runs before this one's own callbacks.
  private let parts: GestureParts?
  private(set) var state = State.possible
  /// The value of the last step that changed or ended the gesture.
  private(set) var value: Value?
  var changed: [(Value) -> Void] = []
  var ended: [(Value) -> Void] = []
  /// Run when the gesture ends, fails after acting, or is cancelled: `@GestureState` resets.
  var resets: [() -> Void] = []
  /// The callbacks the last steps queued, in order, with the phase records name them by.
  private(set) var queued: [(phase: String, run: () -> Void)] = []

  init(name: String, step: @escaping (GestureEvent) -> GestureStep<Value>) {
    self.name = name
    self.step = step
    parts = nil
  }

  /// A recognizer made of other recognizers: `step` drives them through `parts` (which keeps
  /// what they queue) and answers with this gesture's step.
  init(name: String, parts: GestureParts, step: @escaping (GestureEvent) -> GestureStep<Value>) {
    self.name = name
    self.step = step
    self.parts = parts
  }

  /// A recognizer that steps as `inner` does and maps its values with `transform`; `inner`'s own
  /// callbacks run first.
  convenience init<Inner>(
    mapping inner: GestureRecognizer<Inner>, _ transform: @escaping (Inner) -> Value
  ) {
    let parts = GestureParts()
    parts.cancelAll = { [unowned parts] in parts.cancel(inner) }
    self.init(name: inner.name, parts: parts) { event in
      parts.drive(inner, with: event)
      return inner.currentStep.map(transform)
    }
  }

  /// The step this recognizer's state and value amount to: what a composed gesture reads of its
  /// parts after driving them.
  var currentStep: GestureStep<Value> {
    switch (state, value) {
    case (.active, let value?): .changed(value)
    case (.ended, let value?): .ended(value)
    case (.failed, _), (.cancelled, _): .failed
    default: .possible
    }
  }

  var isFinished: Bool { state == .ended || state == .failed || state == .cancelled }

  /// Whether the gesture has recognized (changed or ended).
  var hasRecognized: Bool { state == .active || state == .ended }

  /// Steps with `event`, queueing the callbacks the step calls for.
  func receive(_ event: GestureEvent) {
    guard !isFinished else { return }
    let result = step(event)
    if let parts { queued += parts.takeRuns() }
    switch result {
    case .possible: break
    case .failed:
      let wasActive = state == .active
      state = .failed
      if wasActive { queue("cancelled") { [resets] in for reset in resets { reset() } } }
    case .changed(let value):
      state = .active
      self.value = value
      queue("changed") { [changed] in for action in changed { action(value) } }
    case .ended(let value):
      state = .ended
      self.value = value
      queue("ended") { [ended, resets] in
        for action in ended { action(value) }
        for reset in resets { reset() }
      }
    }
  }

  /// Cancels the gesture: a gesture that had acted resets its `@GestureState`s.
  func cancel() {
    guard !isFinished else { return }
    if let parts {
      parts.cancelAll()
      queued += parts.takeRuns()
    }
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

/// The recognizers a mapped or composed gesture is made of, as its step drives them: what they
/// queue is kept here in order, and the owning recognizer takes it before queueing its own
/// callbacks, so a part's `onChanged` runs before the whole's.
@MainActor
final class GestureParts {
  private var runs: [(phase: String, run: () -> Void)] = []
  /// Cancels the parts still in progress (set by the composed gesture).
  var cancelAll: () -> Void = {}

  /// Steps `part` with `event`, keeping what it queues.
  func drive<Value>(_ part: GestureRecognizer<Value>, with event: GestureEvent) {
    part.receive(event)
    take(part)
  }

  /// Steps `part` with `event` and leaves what it queues with it: the part waits to act.
  func hold<Value>(_ part: GestureRecognizer<Value>, with event: GestureEvent) {
    part.receive(event)
  }

  /// Keeps what `part` has queued so far.
  func take<Value>(_ part: GestureRecognizer<Value>) {
    runs += part.takeQueued()
  }

  /// Cancels `part`, keeping the resets it queues.
  func cancel<Value>(_ part: GestureRecognizer<Value>) {
    part.cancel()
    runs += part.takeQueued()
  }

  /// Cancels `part` and drops what it queued: it never got to act.
  func dismiss<Value>(_ part: GestureRecognizer<Value>) {
    part.cancel()
    part.discardQueue()
  }

  /// Hands over what the parts queued, emptying the list.
  func takeRuns() -> [(phase: String, run: () -> Void)] {
    defer { runs.removeAll() }
    return runs
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
