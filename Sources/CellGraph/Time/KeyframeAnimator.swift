import CellGraphCore

/// A view that plays keyframes each time a trigger changes: SwiftUI's `KeyframeAnimator`, on the
/// host's clock.
///
/// Its content shows `initialValue` until `trigger` changes. Then the keyframes `keyframes`
/// builds (given the value shown) play from the value shown: at each `host.advance(by:)` the
/// content re-runs with the timeline's value at the time since the trigger (records name it
/// `animation of` the animator's path), until the timeline ends; its last value stays. A new
/// change of the trigger starts the keyframes again from the value shown.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
///   Text("x\(scale)")
/// } keyframes: { _ in
///   LinearKeyframe(2.0, duration: 0.5)
///   LinearKeyframe(1.0, duration: 0.5)
/// }
/// ```
public nonisolated struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where KeyframePath.Value == Value {
  let initialValue: Value
  let trigger: PhaseTrigger?
  let content: @MainActor (Value) -> Content
  let keyframes: @MainActor (Value) -> KeyframePath

  /// An animator that plays `keyframes` from the value shown each time `trigger` changes.
  public init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping @MainActor (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping @MainActor (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.trigger = PhaseTrigger(trigger)
    self.content = content
    self.keyframes = keyframes
  }

  /// An animator that plays `keyframes` over and over from when it appears, each run from
  /// `initialValue` (`repeating` is SwiftUI's argument; `false` plays them once).
  public init(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping @MainActor (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping @MainActor (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.trigger = repeating ? nil : PhaseTrigger(false)
    self.content = content
    self.keyframes = keyframes
  }

  public var body: Never { primitiveBody(Self.self) }
}

/// A keyframe animator's memory, kept by its node: the value shown, the trigger seen last, and
/// the timeline playing.
@MainActor
package final class KeyframeAnimatorState<Value> {
  var shown: Value
  var lastTrigger: PhaseTrigger?
  var timeline: KeyframeTimeline<Value>?
  /// Whether the keyframes play over and over.
  var repeats = false

  init(shown: Value) { self.shown = shown }
}

@MainActor extension KeyframeAnimator: LifecyclePrimitive {
  package typealias NodeState = KeyframeAnimatorState<Value>

  package static var isStructural: Bool { true }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let state: KeyframeAnimatorState<Value>
    if let existing = node.state {
      state = existing
      if let trigger, let last = state.lastTrigger, !last.isEqual(trigger.value) {
        state.lastTrigger = trigger
        play(from: state.shown, state: state, node: node)
      }
    } else {
      state = KeyframeAnimatorState(shown: initialValue)
      state.lastTrigger = trigger
      state.repeats = trigger == nil
      node.state = state
    }
    node.updateChild(content(state.shown))
  }

  package func appear(_ node: PrimitiveNode<Self>) {
    guard let state = node.state, state.repeats else { return }
    play(from: initialValue, state: state, node: node)
  }

  package func disappear(_ node: PrimitiveNode<Self>) {
    node.graph.stopFollowingClock(node)
  }

  /// Starts the keyframes from `start` now: the node follows the clock until they end (or, when
  /// they repeat, for as long as it lives; each step is arithmetic on the time, so any advance
  /// is one step).
  private func play(
    from start: Value, state: KeyframeAnimatorState<Value>, node: PrimitiveNode<Self>
  ) {
    let timeline = KeyframeTimeline(initialValue: start) { keyframes(start) }
    state.timeline = timeline
    // The value at the start shows at once (a move keyframe first jumps now).
    state.shown = timeline.value(time: 0)
    let duration = timeline.duration
    guard duration > 0 else { return node.graph.stopFollowingClock(node) }
    let repeats = state.repeats
    node.graph.followClock(node) { [weak state] elapsed, describing in
      guard let state else { return ViewAnimation.Step(changed: false, finished: true) }
      let finished = !repeats && elapsed >= duration
      let time =
        repeats ? elapsed.truncatingRemainder(dividingBy: duration) : min(elapsed, duration)
      let old = state.shown
      state.shown = timeline.value(time: time)
      return ViewAnimation.Step(
        old: describing ? SourceChange.describe(old) : "",
        new: describing ? SourceChange.describe(state.shown) : "", changed: true,
        finished: finished)
    }
  }

  package static func actionLabel(appearing: Bool) -> String { "KeyframeAnimator" }
}

nonisolated extension View {
  /// Plays keyframes on this view each time `trigger` changes: SwiftUI's
  /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
  ///
  /// ```swift
  /// Text("Saved").keyframeAnimator(initialValue: 0.0, trigger: saves) { content, offset in
  ///   content.modifier(Shift(offset: offset))
  /// } keyframes: { _ in
  ///   LinearKeyframe(10.0, duration: 0.2)
  ///   SpringKeyframe(0.0, spring: .bouncy)
  /// }
  /// ```
  @MainActor
  public func keyframeAnimator<Value, Result: View, Path: Keyframes>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Value) -> Result,
    @KeyframesBuilder<Value> keyframes: @escaping @MainActor (Value) -> Path
  ) -> some View where Path.Value == Value {
    let placeholder = PlaceholderContentView(content: self)
    return KeyframeAnimator(
      initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }
}
