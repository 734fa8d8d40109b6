/// What the engine knows of a view type that is ``Animatable``: how to read and write its
/// ``Animatable/animatableData`` in a node's stored value, and how to start an animation of it.
/// Made once per type (`ViewTypeInfo.animatable`), only for types that adopt the protocol (a
/// custom view, a `ModifiedContent` whose modifier is animatable, a shape): every other type's
/// nodes never look at animations.
@MainActor
class AnimatableAccess {
  /// Starts animating the node's value at `view` from the data it shows now (`running`'s value
  /// at `now` if it is animating) to the data of `target`, the value just received and already
  /// stored at `view`; writes the starting data into the stored value. Returns `nil` when the
  /// data did not change.
  func start(
    node: Node, view: UnsafeMutableRawPointer, previous: UnsafeRawPointer,
    running: ViewAnimation?, animation: Animation, now: Duration
  ) -> ViewAnimation? {
    fatalError("subclass")
  }

  /// The access for `type`, if it is `Animatable`.
  static func of(_ type: Any.Type) -> AnimatableAccess? {
    guard let animatable = type as? any Animatable.Type else { return nil }
    return make(animatable)
  }

  private static func make<A: Animatable>(_ type: A.Type) -> AnimatableAccess {
    TypedAnimatableAccess<A>()
  }
}

private final class TypedAnimatableAccess<A: Animatable>: AnimatableAccess {
  override func start(
    node: Node, view: UnsafeMutableRawPointer, previous: UnsafeRawPointer,
    running: ViewAnimation?, animation: Animation, now: Duration
  ) -> ViewAnimation? {
    let stored = view.assumingMemoryBound(to: A.self)
    let target = stored.pointee.animatableData
    var from = previous.assumingMemoryBound(to: A.self).pointee.animatableData
    var velocity = A.AnimatableData.zero
    if let running = running as? TypedViewAnimation<A> {
      from = running.data(at: now)
      // A spring retargeted while it moves keeps its velocity (WWDC23 "Animate with springs").
      if animation.spring != nil { velocity = running.velocity(at: now) }
    }
    guard from != target else { return nil }
    stored.pointee.animatableData = from
    return TypedViewAnimation<A>(
      node: node, view: stored, from: from, to: target, velocity: velocity,
      animation: animation, start: now)
  }
}

/// One view's animatable data moving from one value to another on the host's clock: kept by the
/// graph (`GraphAnimations.viewAnimations`) while it runs; at each advance of the clock it writes
/// the data for the new time into the node's stored value and invalidates the node, whose body
/// then sees it.
@MainActor
package class ViewAnimation {
  /// The node whose value moves. Strong: the animation writes into the node's storage, which must
  /// outlive it; the graph drops the animation when it ends or the node is removed.
  let node: Node
  let start: Duration
  /// The source named in records as the reason the node re-ran.
  let source: AnimationSource

  init(node: Node, start: Duration) {
    self.node = node
    self.start = start
    self.source = AnimationSource()
  }

  /// Writes the data for `now` into the node's value. Returns the data before and after,
  /// described for records when `describing`, whether it changed, and whether the animation is
  /// over (the data is the target's).
  func step(to now: Duration, describing: Bool) -> Step {
    fatalError("subclass")
  }

  package struct Step {
    let old: String
    let new: String
    let changed: Bool
    let finished: Bool

    /// A step that changed what the node shows (`old` and `new` describe it for records, when
    /// asked to) or not, and ended the animation or not.
    package init(old: String = "", new: String = "", changed: Bool, finished: Bool) {
      self.old = old
      self.new = new
      self.changed = changed
      self.finished = finished
    }
  }

  /// Seconds since the animation started, at `now`.
  final func elapsed(at now: Duration) -> Double {
    let (seconds, attoseconds) = (now - start).components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}

private final class TypedViewAnimation<A: Animatable>: ViewAnimation {
  /// The node's stored value: valid while the node lives, which `node` ensures.
  let view: UnsafeMutablePointer<A>
  let from: A.AnimatableData
  let to: A.AnimatableData
  /// The velocity the data had when a spring was retargeted (zero otherwise).
  let velocity: A.AnimatableData
  let animation: Animation

  init(
    node: Node, view: UnsafeMutablePointer<A>, from: A.AnimatableData, to: A.AnimatableData,
    velocity: A.AnimatableData, animation: Animation, start: Duration
  ) {
    self.view = view
    self.from = from
    self.to = to
    self.velocity = velocity
    self.animation = animation
    super.init(node: node, start: start)
  }

  /// The data at `now`.
  func data(at now: Duration) -> A.AnimatableData {
    data(atSeconds: elapsed(at: now))
  }

  private func data(atSeconds elapsed: Double) -> A.AnimatableData {
    if elapsed >= animation.movingSeconds { return to }
    if velocity != .zero, let spring = animation.spring {
      return spring.value(fromValue: from, toValue: to, initialVelocity: velocity, time: elapsed)
    }
    return from + (to - from).scaled(by: animation.fraction(at: elapsed))
  }

  /// The data's velocity at `now`, by a central difference of a microsecond.
  func velocity(at now: Duration) -> A.AnimatableData {
    let elapsed = elapsed(at: now)
    let step = 1e-6
    let earlier = max(elapsed - step, 0)
    return (data(atSeconds: elapsed + step) - data(atSeconds: earlier))
      .scaled(by: 1 / (elapsed + step - earlier))
  }

  override func step(to now: Duration, describing: Bool) -> Step {
    let elapsed = elapsed(at: now)
    let finished = elapsed >= animation.movingSeconds
    let old = view.pointee.animatableData
    let new = finished ? to : data(atSeconds: elapsed)
    view.pointee.animatableData = new
    return Step(
      old: describing ? SourceChange.describe(old) : "",
      new: describing ? SourceChange.describe(new) : "", changed: old != new, finished: finished)
  }
}

/// The source an animation invalidates its node by, so that records name the animation as the
/// reason its body ran: `animation of Root/Gauge (0.0 → 0.25)`. Nothing reads it.
final class AnimationSource: Source {
  var path = ""
  override var name: String { "animation of \(path)" }
}

/// A feature's node that follows the clock while something of its own moves (a keyframe
/// animator's timeline): at each advance, `step` gets the seconds since `start` and says whether
/// the node must re-run and whether it is done. Records name it as an animation of the node.
final class ClockDrivenAnimation: ViewAnimation {
  let stepper: @MainActor (_ elapsed: Double, _ describing: Bool) -> Step

  init(
    node: Node, start: Duration,
    step: @escaping @MainActor (_ elapsed: Double, _ describing: Bool) -> Step
  ) {
    self.stepper = step
    super.init(node: node, start: start)
  }

  override func step(to now: Duration, describing: Bool) -> Step {
    stepper(elapsed(at: now), describing)
  }
}
