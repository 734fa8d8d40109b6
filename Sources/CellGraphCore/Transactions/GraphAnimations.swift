/// A graph's memory of transactions and time: the updates waiting to run in their own
/// transactions, the virtual clock, the animations running on it and the views leaving with a
/// transition. `Graph+Transactions.swift` and `Node+Leaving.swift` hold the logic.
///
/// The dirty queue is the *open* update: the writes of one segment (see `TransactionContext`),
/// in `openTransaction`. When a write comes from another segment while the queue holds nodes,
/// the queue is *sealed* (its nodes keep their place in `sealed`, without their dirty flag) and
/// a new open update starts. A flush runs sealed updates first, oldest first, each as its own
/// passes and commit phase:
///
///     a = 1; withAnimation { b = 1 }; c = 1
///       sealed: [A] (no transaction), [B] (animated)      open: [C]
///       flush ─▶ pass A, effects ─▶ pass B (animated), effects ─▶ pass C, effects
///
/// The properties every flush or evaluation reads (`sealed`, `updateInProgress`, `transforms`,
/// `unplacedLeaving`, `leavingCount`, `removalNesting`) are `@exclusivity(unchecked)`, by the
/// argument `Node` makes for its hot properties: main-actor only, and no access is held across a
/// call that could reach the same property (loops iterate copies).
@MainActor
final class GraphAnimations {
  /// The segment the open update's writes were made in.
  var segment: UInt64 = 0
  /// The number of the open update. Updates are numbered in the order they run, from 1.
  var openUpdate: UInt64 = 0
  private var lastUpdate: UInt64 = 0
  /// The state cells holding values for updates still waiting (see `PendingValues`).
  @exclusivity(unchecked) var pendingValues: [any PendingValues] = []
  /// The transaction of the open update (`nil`: none).
  var openTransaction: Transaction?
  /// Whether the open update's animation was started on the clock (its first pass ran).
  var openStarted = false
  /// Updates waiting to run before the open one, oldest first.
  @exclusivity(unchecked) var sealed: [SealedUpdate] = []
  /// Whether the open update was taken from `sealed` and has not finished: until it has, the
  /// next sealed update waits.
  @exclusivity(unchecked) var updateInProgress = false

  /// How deep `Graph.remove(_:)` is in a removal: only the top of a removed subtree can leave
  /// with a transition.
  @exclusivity(unchecked) var removalNesting = 0

  /// The host's virtual time.
  var now: Duration = .zero
  /// What happens when, ordered by deadline (and by scheduling order for equal deadlines).
  var timers: [AnimationTimer] = []
  private var nextTimerOrder = 0
  /// The features' alarms (timer ticks, timeline dates, sleeps), ordered by deadline, then by
  /// scheduling order. Apart from `timers`, so that they do not count as running animations.
  var alarms: [(deadline: Duration, alarm: ClockAlarm)] = []
  /// The most alarms one advance fires before it skips the rest (see `ViewHost.maximumClockSteps`).
  var maximumAlarmSteps = 100_000

  /// The views whose animatable data is moving, by node (see `Graph+ViewAnimations.swift`).
  var viewAnimations: [ObjectIdentifier: ViewAnimation] = [:]

  /// The `.transaction { }` transforms of live nodes, by node.
  @exclusivity(unchecked) var transforms:
    [ObjectIdentifier: @MainActor (inout Transaction) -> Void] =
      [:]
  /// The `.transition(_:)` of live nodes, by node.
  var transitions: [ObjectIdentifier: AnyTransition] = [:]

  /// For each transaction with completions that removed views with a transition, when the last
  /// of them is gone: its `.removed` completions wait until then.
  var removalDeadlines: [ObjectIdentifier: Duration] = [:]
  /// The leaving views, by the parent they are shown under.
  var leavingByParent: [ObjectIdentifier: [LeavingContainer]] = [:]
  /// Leaving views whose parent has not placed them among its children yet.
  @exclusivity(unchecked) var unplacedLeaving: [LeavingContainer] = []
  /// How many views are leaving.
  @exclusivity(unchecked) var leavingCount = 0

  /// A number no update has yet, higher than every other.
  func newUpdateNumber() -> UInt64 {
    lastUpdate += 1
    return lastUpdate
  }

  struct SealedUpdate {
    let number: UInt64
    let nodes: [Node]
    let transaction: Transaction?
    let started: Bool
    /// The record's reasons and triggers for these writes, while the host records.
    let reasons: EvaluationRecorder.SetAside?
  }

  struct AnimationTimer {
    enum Action {
      /// An animation with completions met `criteria`.
      case complete(AnimationCompletions, AnimationCompletionCriteria)
      /// A leaving view's transition ended.
      case remove(LeavingContainer)
    }
    let deadline: Duration
    let order: Int
    let action: Action
  }

  /// Schedules `action` at `deadline`, after the timers already due then.
  func schedule(_ action: AnimationTimer.Action, at deadline: Duration) {
    let timer = AnimationTimer(deadline: deadline, order: nextTimerOrder, action: action)
    nextTimerOrder += 1
    let index = timers.firstIndex { $0.deadline > deadline } ?? timers.endIndex
    timers.insert(timer, at: index)
  }

  /// Schedules `alarm` at `deadline`, after the alarms already due then.
  func schedule(_ alarm: ClockAlarm, at deadline: Duration) {
    let index = alarms.firstIndex { $0.deadline > deadline } ?? alarms.endIndex
    alarms.insert((deadline, alarm), at: index)
  }

  /// Drops the timer that removes `container` (it came back, or left with its parent).
  func cancelRemoval(of container: LeavingContainer) {
    timers.removeAll {
      if case .remove(let other) = $0.action { return other === container }
      return false
    }
  }

  /// Forgets everything (the host is going away).
  func reset() {
    for cell in pendingValues { _ = cell.showLatestValue(after: .max) }
    pendingValues.removeAll()
    sealed.removeAll()
    timers.removeAll()
    for entry in alarms { entry.alarm.cancel() }
    alarms.removeAll()
    removalDeadlines.removeAll()
    viewAnimations.removeAll()
    leavingByParent.removeAll()
    unplacedLeaving.removeAll()
    leavingCount = 0
  }
}
