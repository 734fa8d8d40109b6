/// Transactions in the graph: writes of different transactions as separate updates, the
/// transaction each pass runs in, `.transaction { }` transforms, and the virtual clock on which
/// animations end. See `GraphAnimations` for the model.
extension Graph {
  // MARK: Updates per transaction

  /// Called for every write that invalidates a node, before the node is queued: a write from
  /// another segment than the open update's starts a new update.
  @inline(__always)
  func noteWriteSegment() {
    if animations.segment != TransactionContext.segment { beginWriteSegment() }
  }

  /// A write from a segment other than the open update's: it joins the open update when SwiftUI
  /// would concatenate it onto the last pending one (its transaction may concatenate with the
  /// update's, `Transaction.mayConcatenate`); otherwise the open update is sealed, if it holds
  /// writes, and a new one opens. When its transaction animates and has completions, the graph
  /// claims them: they wait for its clock.
  ///
  /// So plain writes on both sides of a block that wrote nothing here (a block elsewhere, in
  /// another host or another task) stay in one update, and so do two blocks in equal
  /// transactions, as in SwiftUI.
  @inline(never)
  private func beginWriteSegment() {
    let transaction = TransactionContext.current
    animations.segment = TransactionContext.segment
    if !dirtyQueue.isEmpty,
      Transaction.mayConcatenate(animations.openTransaction, transaction)
    {
      return
    }
    if !dirtyQueue.isEmpty { sealOpenUpdate() }
    // The new update comes after every sealed one, even when it is made by the commit phase of
    // the one running: that one ends here, and the oldest sealed update goes next.
    if !animations.sealed.isEmpty { animations.updateInProgress = false }
    animations.openUpdate = animations.newUpdateNumber()
    animations.openTransaction = transaction
    animations.openStarted = false
    if let transaction, transaction.animation != nil { transaction.completions?.claim() }
  }

  /// The number of the update a write made now belongs to (after `noteWriteSegment()`).
  var openUpdateNumber: UInt64 { animations.openUpdate }

  /// Keeps `cell`, which now holds values for updates still waiting, so that each pass shows it
  /// the value of the pass's update.
  func holdPendingValues(of cell: any PendingValues) {
    animations.pendingValues.append(cell)
  }

  /// Moves the open update's nodes into `sealed`, clearing their dirty flags, so that later
  /// writes to the same views queue them again in their own update.
  private func sealOpenUpdate() {
    let nodes = Array(dirtyQueue)
    for node in nodes { node.flags.remove(.dirty) }
    dirtyQueue.removeAll(keepingCapacity: true)
    animations.sealed.append(
      GraphAnimations.SealedUpdate(
        number: animations.openUpdate, nodes: nodes, transaction: animations.openTransaction,
        started: animations.openStarted,
        reasons: recorder?.setAside(nodes)))
    // A sealed update now waits behind the ones before it, even if it was running.
    animations.updateInProgress = false
  }

  /// At the top of every turn of the flush loop: when sealed updates wait and none is running,
  /// seals the open one behind them and starts the oldest.
  func startSealedUpdateIfDue() {
    guard !animations.sealed.isEmpty, !animations.updateInProgress else { return }
    if !dirtyQueue.isEmpty { sealOpenUpdate() }
    let update = animations.sealed.removeFirst()
    animations.updateInProgress = true
    // A segment of its own: writes made by its commit phase open an update of theirs.
    animations.segment = TransactionContext.newSegment()
    animations.openUpdate = update.number
    animations.openTransaction = update.transaction
    animations.openStarted = update.started
    if let reasons = update.reasons { recorder?.restore(reasons) }
    for node in update.nodes where !node.isRemoved && !node.isDirty {
      node.flags.insert(.dirty)
      dirtyQueue.append(node)
    }
    if dirtyQueue.isEmpty, !update.started, let transaction = update.transaction,
      transaction.animation != nil, let completions = transaction.completions
    {
      // An earlier update removed every view these writes invalidated: no pass, no animation,
      // and the completions (claimed by the writes) run now.
      animations.openStarted = true
      enqueueCompletions(completions.release(.logicallyComplete))
      enqueueCompletions(completions.release(.removed))
    }
  }

  /// Queues `callbacks`, animation completions, for the commit phase.
  private func enqueueCompletions(_ callbacks: [@MainActor () -> Void]) {
    guard let root = rootNode else { return }
    for callback in callbacks { enqueue("animation completion", of: root, callback) }
  }

  /// When the flush loop has nothing left to do: ends the running sealed update. Returns whether
  /// another one waits (the loop goes on).
  func finishSealedUpdate() -> Bool {
    animations.updateInProgress = false
    return !animations.sealed.isEmpty
  }

  var hasSealedUpdates: Bool { !animations.sealed.isEmpty }

  // MARK: Passes

  /// Makes the open update's transaction current for a pass, shows the state cells' values as of
  /// that update, and starts its animation on the clock at its first pass.
  func beginTransactionPass() -> TransactionContext.Saved {
    if !animations.pendingValues.isEmpty {
      for cell in animations.pendingValues { cell.showValue(for: animations.openUpdate) }
    }
    let transaction = animations.openTransaction
    if !animations.openStarted {
      animations.openStarted = true
      if let transaction, let completions = transaction.completions,
        transaction.animation != nil
      {
        startAnimation(transaction.animation, completions: completions)
      }
    }
    return TransactionContext.set(transaction, segment: animations.segment)
  }

  func endTransactionPass(_ saved: TransactionContext.Saved) {
    placeUnplacedLeaving()
    if !animations.pendingValues.isEmpty {
      // Outside passes (actions, commit phases) a cell shows its latest write.
      let update = animations.openUpdate
      animations.pendingValues.removeAll { !$0.showLatestValue(after: update) }
    }
    TransactionContext.restore(saved)
  }

  /// Runs a queued dirty node in its update's transaction, as transformed by the
  /// `.transaction { }` modifiers above it (outermost first).
  func runInvalidated(_ node: Node) {
    guard !animations.transforms.isEmpty else { return node.run(.invalidated) }
    var transforms: [@MainActor (inout Transaction) -> Void] = []
    var ancestor = node.parent
    while let current = ancestor {
      if let transform = animations.transforms[ObjectIdentifier(current)] {
        transforms.append(transform)
      }
      ancestor = current.parent
    }
    guard !transforms.isEmpty else { return node.run(.invalidated) }
    var transaction = TransactionContext.current ?? Transaction()
    for transform in transforms.reversed() { transform(&transaction) }
    TransactionContext.withCurrent(transaction) { node.run(.invalidated) }
  }

  package func registerTransactionTransform(
    _ transform: @escaping @MainActor (inout Transaction) -> Void, of node: Node
  ) {
    animations.transforms[ObjectIdentifier(node)] = transform
  }

  package func unregisterTransactionTransform(of node: Node) {
    animations.transforms[ObjectIdentifier(node)] = nil
  }

  package func registerTransition(_ transition: AnyTransition, of node: Node) {
    animations.transitions[ObjectIdentifier(node)] = transition
  }

  package func unregisterTransition(of node: Node) {
    animations.transitions[ObjectIdentifier(node)] = nil
  }

  // MARK: Clock

  /// Starts an animation now: its `.logicallyComplete` completions are released when its logical
  /// duration has passed, its `.removed` ones when its duration has (or later, when the views it
  /// removed are gone). One that never ends (`repeatForever`) keeps them.
  private func startAnimation(_ animation: Animation?, completions: AnimationCompletions) {
    if let logical = animation?.logicalDuration {
      animations.schedule(
        .complete(completions, .logicallyComplete), at: animations.now + logical)
    }
    if let duration = animation?.duration {
      animations.schedule(.complete(completions, .removed), at: animations.now + duration)
    }
  }

  /// A view removed by the current transaction leaves at `deadline`: the transaction's
  /// `.removed` completions wait for it.
  func noteLeaving(until deadline: Duration) {
    guard let completions = TransactionContext.current?.completions else { return }
    let id = ObjectIdentifier(completions)
    animations.removalDeadlines[id] = max(animations.removalDeadlines[id] ?? .zero, deadline)
  }

  /// The deadlines still ahead on the clock, soonest first.
  var pendingAnimationDeadlines: [Duration] { animations.timers.map(\.deadline) }

  /// Schedules `alarm` to fire when the virtual clock reaches `deadline` (at once, at the next
  /// advance, when `deadline` is not ahead): timers, timelines and sleeps on the host's clock.
  package func schedule(_ alarm: ClockAlarm, at deadline: Duration) {
    animations.schedule(alarm, at: deadline)
  }

  /// The soonest deadline of an animation timer or a live alarm, if any.
  var nextClockDeadline: Duration? {
    let alarm = animations.alarms.first { !$0.alarm.isCancelled }?.deadline
    switch (animations.timers.first?.deadline, alarm) {
    case (let timer?, let alarm?): return min(timer, alarm)
    case (let timer, let alarm): return timer ?? alarm
    }
  }

  /// The time on the virtual clock (`ViewHost.clock`), for features that follow it.
  package var clock: Duration { animations.now }

  /// Moves the virtual clock forward by `duration`, stopping at every deadline on the way: the
  /// views whose transition ended leave, the completions of ended animations run, and the graph
  /// flushes, so that what they cause is applied at that moment (an animation a completion
  /// starts is timed from it).
  func advanceClock(by duration: Duration) {
    flush()
    let target = animations.now + max(duration, .zero)
    var alarmSteps = 0
    while true {
      let timerDeadline = animations.timers.first?.deadline
      let alarmDeadline = animations.alarms.first?.deadline
      // Animation timers first at equal deadlines: a transition that ends as a tick comes is
      // over by the tick.
      if let timerDeadline, timerDeadline <= target,
        alarmDeadline.map({ timerDeadline <= $0 }) ?? true
      {
        runAnimationTimer()
        continue
      }
      guard let alarmDeadline, alarmDeadline <= target else { break }
      let (_, alarm) = animations.alarms.removeFirst()
      if alarm.isCancelled { continue }
      guard alarmSteps < animations.maximumAlarmSteps else {
        skipAlarms(from: alarm, until: target)
        break
      }
      alarmSteps += 1
      animations.now = alarmDeadline
      stepViewAnimations()
      alarm.fire(alarmDeadline)
      flush()
    }
    animations.now = target
    if !animations.viewAnimations.isEmpty {
      stepViewAnimations()
      flush()
    }
    for feature in features.all { feature.clockDidAdvance(to: target) }
  }

  /// Runs the first animation timer, at its deadline.
  private func runAnimationTimer() {
    let timer = animations.timers.removeFirst()
    animations.now = timer.deadline
    stepViewAnimations()
    switch timer.action {
    case .remove(let container):
      finishLeaving(container)
    case .complete(let completions, .removed):
      let id = ObjectIdentifier(completions)
      if let deadline = animations.removalDeadlines[id], deadline > timer.deadline {
        // A view it removed is still leaving: the completions wait for it.
        animations.schedule(.complete(completions, .removed), at: deadline)
      } else {
        animations.removalDeadlines[id] = nil
        enqueueCompletions(completions.release(.removed))
      }
    case .complete(let completions, let criteria):
      enqueueCompletions(completions.release(criteria))
    }
    flush()
  }

  /// One advance reached the step limit at `alarm`: it and every alarm still due by `target`
  /// are skipped, each given the chance to schedule itself after `target` (a repeating timer
  /// skips the ticks it missed, as a run loop timer does), and the host is told.
  private func skipAlarms(from alarm: ClockAlarm, until target: Duration) {
    var skipped = [alarm]
    while let first = animations.alarms.first, first.deadline <= target {
      animations.alarms.removeFirst()
      if !first.alarm.isCancelled { skipped.append(first.alarm) }
    }
    let labels = Set(skipped.map(\.label)).sorted().joined(separator: ", ")
    report(
      Diagnostic(
        kind: .clockStepLimit,
        message: """
          advance(by:) reached \(animations.maximumAlarmSteps) clock steps before \(target); the \
          ticks still due (\(labels)) were skipped and the clock moved to \(target). Advance by \
          less, or make the interval longer.
          """))
    animations.now = target
    for alarm in skipped { alarm.skip(target) }
  }
}
