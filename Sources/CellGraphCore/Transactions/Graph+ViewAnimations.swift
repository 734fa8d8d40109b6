/// Animated views: a change that carries an animation to a view whose type is ``Animatable``
/// moves its `animatableData` from the data it showed to the new value's as the host's clock
/// advances, re-running only that view's node at each advance (see `ViewAnimation`).
///
///     withAnimation(.linear(duration: 1)) { progress = 1 }     Gauge shows 0.0, target 1.0
///     host.advance(by: 0.25) ─▶ step: data 0.25, Gauge invalidated ("animation of Root/Gauge")
///                            ─▶ flush: Gauge's body sees 0.25
///     host.advance(by: 1)    ─▶ step: the end, data 1.0; the animation is dropped
///
/// Nothing here runs for a type that is not animatable (its `ViewTypeInfo.animatable` is `nil`),
/// and stepping is skipped while no view animates.
extension Graph {
  /// The node's value at `view` was just replaced by a new input, `previous` being the value it
  /// replaced: starts (or retargets) its animation if the transaction animates, or ends a running
  /// one (the new data shows at once) if it does not.
  func animateValue(
    of node: Node, access: AnimatableAccess, view: UnsafeMutableRawPointer,
    previous: UnsafeRawPointer
  ) {
    let key = ObjectIdentifier(node)
    let running = animations.viewAnimations[key]
    guard let animation = TransactionContext.current?.animation else {
      if running != nil { animations.viewAnimations[key] = nil }
      return
    }
    guard animation.isPlayable else {
      animations.viewAnimations[key] = nil
      return report(
        Diagnostic(
          kind: .unplayableAnimation,
          message: """
            \(animation) has a speed that is not a positive number, so it cannot move \
            \(node.displayName)'s animatable data; the new value is shown at once.
            """, path: node.identityPath))
    }
    let started = access.start(
      node: node, view: view, previous: previous, running: running, animation: animation,
      now: animations.now)
    if let started, recorder != nil || tracer != nil { started.source.path = node.identityPath }
    animations.viewAnimations[key] = started
  }

  /// Moves every animated view's data to the clock's time, invalidating each node whose data
  /// changed (records name the animation as the reason), and drops the animations that ended.
  func stepViewAnimations() {
    guard !animations.viewAnimations.isEmpty else { return }
    let now = animations.now
    let describing = EvaluationRecorder.isAnyAttached
    // Sorted by start, then by path depth: the order nodes are queued in does not matter to the
    // passes (parents first), but records list invalidations in it.
    let running = animations.viewAnimations.sorted { $0.value.start < $1.value.start }
    for (key, animation) in running {
      let node = animation.node
      if node.isRemoved {
        animations.viewAnimations[key] = nil
        continue
      }
      let step = animation.step(to: now, describing: describing)
      if step.finished { animations.viewAnimations[key] = nil }
      guard step.changed else { continue }
      if describing, animation.source.path.isEmpty { animation.source.path = node.identityPath }
      node.invalidate(
        because: animation.source,
        change: describing
          ? SourceChange(
            kind: .animation, name: animation.source.name, oldText: step.old, newText: step.new)
          : nil)
    }
  }

  /// Makes `node` follow the clock from now: at each advance, `step` gets the seconds since now
  /// and returns whether the node must re-run (it is invalidated, records naming the animation)
  /// and whether it is done (then it is dropped). Replaces what `node` followed before.
  package func followClock(
    _ node: Node,
    step: @escaping @MainActor (_ elapsed: Double, _ describing: Bool) -> ViewAnimation.Step
  ) {
    let animation = ClockDrivenAnimation(node: node, start: animations.now, step: step)
    animations.viewAnimations[ObjectIdentifier(node)] = animation
  }

  /// Stops `node` following the clock.
  package func stopFollowingClock(_ node: Node) {
    animations.viewAnimations[ObjectIdentifier(node)] = nil
  }

  /// How many views are animating or following the clock.
  package var animatingViewCount: Int { animations.viewAnimations.count }
}

extension Diagnostic.Kind {
  /// An animation whose speed is zero, negative or not a number was asked to move a view's
  /// animatable data: the new value was shown at once.
  public static let unplayableAnimation = Self("unplayableAnimation")
}
