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
  /// Run when the press that made the gesture act is over: when the finger lifts after the
  /// gesture ended (a long press ends while the finger is still down), or when it fails or is
  /// cancelled after acting. `onLongPressGesture`'s `onPressingChanged(false)`.
  var released: [() -> Void] = []
  /// Whether the gesture ended with the finger down and `released` waits for it to lift.
  private var awaitingRelease = false
  /// The times after touching down at which this gesture (or a part of it) ends if the finger is
  /// still held (a long press's `minimumDuration`): the host's press driver stops there.
  let holdDeadlines: [Double]
  /// The callbacks the last steps queued, in order, with the phase records name them by.
  private(set) var queued: [(phase: String, run: () -> Void)] = []
  /// The kinds of host drive that give this gesture input it can recognize
  /// (`GestureDrive.sameKindKey`: `tap`, `longPress`, `drag`, `magnify`, `rotate`).
  let inputs: Set<String>
  /// The gesture of a sequence this one waits for, between drives: set by a sequence (and
  /// passed on by the gestures made of one) whose first gesture has ended and whose second has
  /// had no input yet. `nil` when nothing waits.
  var awaiting: () -> GestureAwaiting? = { nil }

  init(
    name: String, inputs: Set<String>, holdDeadlines: [Double] = [],
    step: @escaping (GestureEvent) -> GestureStep<Value>
  ) {
    self.name = name
    self.step = step
    self.inputs = inputs
    self.holdDeadlines = holdDeadlines
    parts = nil
  }

  /// A recognizer made of other recognizers: `step` drives them through `parts` (which keeps
  /// what they queue) and answers with this gesture's step.
  init(
    name: String, parts: GestureParts, inputs: Set<String>, holdDeadlines: [Double] = [],
    step: @escaping (GestureEvent) -> GestureStep<Value>
  ) {
    self.name = name
    self.step = step
    self.parts = parts
    self.inputs = inputs
    self.holdDeadlines = holdDeadlines
  }

  /// A recognizer that steps as `inner` does and maps its values with `transform`; `inner`'s own
  /// callbacks run first.
  convenience init<Inner>(
    mapping inner: GestureRecognizer<Inner>, _ transform: @escaping (Inner) -> Value
  ) {
    let parts = GestureParts()
    parts.cancelAll = { [unowned parts] in parts.cancel(inner) }
    self.init(
      name: inner.name, parts: parts, inputs: inner.inputs, holdDeadlines: inner.holdDeadlines
    ) { event in
      parts.drive(inner, with: event)
      return inner.currentStep.map(transform)
    }
    awaiting = { inner.isFinished ? nil : inner.awaiting() }
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
    guard !isFinished else {
      if awaitingRelease, event.liftsFinger { queueRelease() }
      return
    }
    let result = step(event)
    if let parts { queued += parts.takeRuns() }
    switch result {
    case .possible: break
    case .failed:
      let wasActive = state == .active
      state = .failed
      if wasActive {
        queue("cancelled") { [resets, released] in
          for reset in resets { reset() }
          for release in released { release() }
        }
      }
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
      if !released.isEmpty {
        if event.liftsFinger { queueRelease() } else { awaitingRelease = true }
      }
    }
  }

  /// Cancels the gesture: a gesture that had acted resets its `@GestureState`s.
  func cancel() {
    if awaitingRelease { queueRelease() }
    guard !isFinished else { return }
    if let parts {
      parts.cancelAll()
      queued += parts.takeRuns()
    }
    let wasActive = state == .active
    state = .cancelled
    if wasActive {
      queue("cancelled") { [resets, released] in
        for reset in resets { reset() }
        for release in released { release() }
      }
    }
  }

  /// Queues `released`, once: the finger lifted after the gesture ended.
  private func queueRelease() {
    awaitingRelease = false
    queue("released") { [released] in for release in released { release() } }
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
  let awaiting: () -> GestureAwaiting?
  let holdDeadlines: [Double]

  init<Value>(_ recognizer: GestureRecognizer<Value>) {
    name = recognizer.name
    holdDeadlines = recognizer.holdDeadlines
    receive = recognizer.receive
    cancel = recognizer.cancel
    discardQueue = recognizer.discardQueue
    takeQueued = recognizer.takeQueued
    isFinished = { recognizer.isFinished }
    hasFailed = { recognizer.state == .failed || recognizer.state == .cancelled }
    isActive = { recognizer.state == .active }
    awaiting = { recognizer.isFinished ? nil : recognizer.awaiting() }
  }
}

/// The second gesture of a sequence, waiting for the drive that gives it input: the first
/// gesture ended in an earlier drive (or earlier in this one) and the finger lifted since.
struct GestureAwaiting {
  /// How errors name the sequence: `tap then drag`.
  let sequence: String
  /// How errors name the gesture it waits for: `drag`.
  let gesture: String
  /// The kinds of drive that give the waiting gesture input (`GestureDrive.sameKindKey`).
  let inputs: Set<String>
}
