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
  typealias Fragment = TypedViewAnimation<A>.Fragment

  override func start(
    node: Node, view: UnsafeMutableRawPointer, previous: UnsafeRawPointer,
    running: ViewAnimation?, animation: Animation, now: Duration
  ) -> ViewAnimation? {
    let stored = view.assumingMemoryBound(to: A.self)
    let target = stored.pointee.animatableData
    let running = running as? TypedViewAnimation<A>
    if animation.isCustom, let running {
      // SwiftUI's additive animations: the new change's interval runs beside the running ones,
      // or merges into the last one if it says so (`CustomAnimation.shouldMerge`).
      let shown = running.data(at: now)
      stored.pointee.animatableData = shown
      guard target != running.to else { return running }
      var fragments = running.fragments
      let interval = target - running.to
      if var last = fragments.last,
        animation.shouldMerge(
          previous: last.animation, value: last.interval + interval,
          time: ViewAnimation.seconds(from: last.start, to: now), context: &last.context)
      {
        last.animation = animation
        last.interval += interval
        fragments[fragments.count - 1] = last
      } else {
        fragments.append(Fragment(animation: animation, interval: interval, start: now, node: node))
      }
      return TypedViewAnimation<A>(node: node, view: stored, to: target, fragments: fragments)
    }
    var from = previous.assumingMemoryBound(to: A.self).pointee.animatableData
    var velocity = A.AnimatableData.zero
    if let running {
      from = running.data(at: now)
      // A spring retargeted while it moves keeps its velocity (WWDC23 "Animate with springs").
      if animation.spring != nil { velocity = running.velocity(at: now) }
    }
    guard from != target else { return nil }
    stored.pointee.animatableData = from
    var fragment = Fragment(animation: animation, interval: target - from, start: now, node: node)
    fragment.velocity = velocity
    return TypedViewAnimation<A>(node: node, view: stored, to: target, fragments: [fragment])
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
  final func elapsed(at now: Duration) -> Double { Self.seconds(from: start, to: now) }

  /// The seconds from `start` to `now`.
  nonisolated static func seconds(from start: Duration, to now: Duration) -> Double {
    let (seconds, attoseconds) = (now - start).components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}

/// The animations moving one view's data towards `to`, as SwiftUI's additive animations: each
/// *fragment* moves an interval (a change of the target) from zero towards itself, and the view
/// shows `to` minus what the fragments have still to move:
///
///     shown = to − Σ (interval − animate(interval, elapsed))     (a finished fragment adds 0)
///
/// A built-in animation over a running one replaces it with one fragment from the value shown;
/// a custom animation adds a fragment or merges into the last (see `TypedAnimatableAccess`).
private final class TypedViewAnimation<A: Animatable>: ViewAnimation {
  typealias Data = A.AnimatableData

  @MainActor struct Fragment {
    var animation: Animation
    var interval: Data
    let start: Duration
    /// The animation's state between steps, with the environment of the node it moves.
    var context: AnimationContext<Data>
    /// The velocity the data had when a spring was retargeted (zero otherwise).
    var velocity = Data.zero

    init(animation: Animation, interval: Data, start: Duration, node: Node) {
      self.animation = animation
      self.interval = interval
      self.start = start
      self.context = AnimationContext(state: AnimationState(), environment: node.environment)
    }

    /// How far along its interval the fragment is `offset` seconds after `now`, or `nil` when it
    /// has finished.
    mutating func progress(at now: Duration, offset: Double = 0) -> Data? {
      let elapsed = max(ViewAnimation.seconds(from: start, to: now) + offset, 0)
      if velocity != .zero, let spring = animation.spring {
        guard elapsed < animation.movingSeconds else { return nil }
        return spring.value(
          fromValue: .zero, toValue: interval, initialVelocity: velocity, time: elapsed)
      }
      return animation.animate(value: interval, time: elapsed, context: &context)
    }
  }

  /// The node's stored value: valid while the node lives, which `node` ensures.
  let view: UnsafeMutablePointer<A>
  let to: Data
  private(set) var fragments: [Fragment]

  init(node: Node, view: UnsafeMutablePointer<A>, to: Data, fragments: [Fragment]) {
    self.view = view
    self.to = to
    self.fragments = fragments
    super.init(node: node, start: fragments.first?.start ?? .zero)
  }

  /// The data at `now` (plus `offset` seconds), the fragments' state left as it is.
  func data(at now: Duration, offset: Double = 0) -> Data {
    var data = to
    for var fragment in fragments {
      data -= fragment.interval - (fragment.progress(at: now, offset: offset) ?? fragment.interval)
    }
    return data
  }

  /// The data's velocity at `now`, by a central difference of a microsecond.
  func velocity(at now: Duration) -> Data {
    let step = 1e-6
    let earlier = min(ViewAnimation.seconds(from: start, to: now), step)
    return (data(at: now, offset: step) - data(at: now, offset: -earlier))
      .scaled(by: 1 / (step + earlier))
  }

  override func step(to now: Duration, describing: Bool) -> Step {
    var new = to
    var running: [Fragment] = []
    for var fragment in fragments {
      guard let progress = fragment.progress(at: now) else { continue }
      new -= fragment.interval - progress
      running.append(fragment)
    }
    fragments = running
    let finished = running.isEmpty
    if finished { new = to }
    let old = view.pointee.animatableData
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
