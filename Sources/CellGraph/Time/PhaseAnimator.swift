import CellGraphCore

/// A view that animates its content through a sequence of phases: SwiftUI's `PhaseAnimator`, on
/// the host's clock.
///
/// It shows its content for the first phase. When its `trigger` changes (or, made without one,
/// as soon as it appears and forever after), it moves to the next phase in an update animated
/// with `animation(phase)`, waits until that animation is logically complete
/// (`Animation.logicalDuration`, on `host.advance(by:)`), moves to the next, and after the last
/// goes back to the first. Content that is ``Animatable`` sees the values in between.
///
/// ```swift
/// PhaseAnimator([1.0, 2.0], trigger: taps) { scale in
///   Badge(scale: scale)
/// } animation: { _ in .linear(duration: 0.5) }
/// // a tap: 1 → 2 over 0.5 s, then 2 → 1 over 0.5 s
/// ```
public nonisolated struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let phases: [Phase]
  /// The trigger's value and how to compare it with another; `nil`: cycle continuously.
  let trigger: PhaseTrigger?
  let content: @MainActor (Phase) -> Content
  let animation: @MainActor (Phase) -> Animation?

  /// An animator that goes through `phases` once each time `trigger` changes.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping @MainActor (Phase) -> Content,
    animation: @escaping @MainActor (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = PhaseTrigger(trigger)
    self.content = content
    self.animation = animation
  }

  /// An animator that goes through `phases` over and over, from when it appears.
  public init(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping @MainActor (Phase) -> Content,
    animation: @escaping @MainActor (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = nil
    self.content = content
    self.animation = animation
  }

  public var body: Never { primitiveBody(Self.self) }
}

/// A trigger value of any `Equatable` type, compared with the one seen before.
struct PhaseTrigger {
  let value: Any
  let isEqual: (Any) -> Bool

  init<T: Equatable>(_ value: T) {
    self.value = value
    self.isEqual = { ($0 as? T) == value }
  }
}

/// A phase animator's memory, kept by its node: the phase shown (a source its content's
/// evaluation reads), the trigger it saw last, and the alarm for the next phase.
@MainActor
package final class PhaseAnimatorState {
  let phase = StateBox(value: 0, description: FieldDescription(path: "PhaseAnimator.phase"))
  var lastTrigger: PhaseTrigger?
  var alarm: ClockAlarm?
  /// Whether the animator cycles with no end (it has no trigger).
  var continuous = false

  /// Moves to phase `index` in an update animated with `animation`, then waits for the
  /// animation's logical end to move on; after the last phase, back to the first, where a
  /// triggered animator stops.
  func move<Phase>(
    to index: Int, phases: [Phase], animation: @escaping @MainActor (Phase) -> Animation?,
    graph: Graph
  ) {
    alarm?.cancel()
    alarm = nil
    let chosen = animation(phases[index])
    withAnimation(chosen) { phase.write(index) }
    guard index != 0 || continuous else { return }
    // An animation that never completes (repeatForever) keeps the phase.
    guard let wait = chosen == nil ? Duration.zero : chosen?.logicalDuration else { return }
    let next = (index + 1) % phases.count
    let alarm = ClockAlarm(label: "PhaseAnimator") { [weak self, unowned(unsafe) graph] _ in
      self?.move(to: next, phases: phases, animation: animation, graph: graph)
    }
    self.alarm = alarm
    // A phase that takes no time still waits for the next advance: a cycle of instant phases
    // cannot spin within one.
    graph.schedule(alarm, at: graph.clock + max(wait, .nanoseconds(1)))
  }
}

@MainActor extension PhaseAnimator: LifecyclePrimitive {
  package typealias NodeState = PhaseAnimatorState

  package static var isStructural: Bool { true }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    guard !phases.isEmpty else {
      if node.state == nil {
        node.state = PhaseAnimatorState()
        node.graph.report(
          Diagnostic(
            kind: .emptyPhases,
            message: "PhaseAnimator was given no phases; it shows nothing.",
            path: node.identityPath))
      }
      return node.updateChild(EmptyView())
    }
    let state: PhaseAnimatorState
    if let existing = node.state {
      state = existing
      if let trigger, let last = state.lastTrigger, !last.isEqual(trigger.value) {
        state.lastTrigger = trigger
        // The next phase starts in an update of its own, after this one commits.
        let phases = phases
        let animation = animation
        let graph = node.graph
        if phases.count > 1 {
          graph.enqueue("phaseAnimator", of: node) {
            state.move(to: 1, phases: phases, animation: animation, graph: graph)
          }
        }
      }
    } else {
      state = PhaseAnimatorState()
      state.lastTrigger = trigger
      state.continuous = trigger == nil
      node.state = state
    }
    let index = node.tracking { state.phase.read() }
    node.updateChild(content(phases[min(index, phases.count - 1)]))
  }

  package func appear(_ node: PrimitiveNode<Self>) {
    guard let state = node.state, state.continuous, phases.count > 1 else { return }
    state.move(to: 1, phases: phases, animation: animation, graph: node.graph)
  }

  package func disappear(_ node: PrimitiveNode<Self>) {
    node.state?.alarm?.cancel()
    node.state?.alarm = nil
  }

  package static func actionLabel(appearing: Bool) -> String { "PhaseAnimator" }
}

extension Diagnostic.Kind {
  /// A `PhaseAnimator` (or `.phaseAnimator`) was given no phases: it shows nothing.
  public static let emptyPhases = Self("emptyPhases")
}

nonisolated extension View {
  /// Animates this view through `phases` each time `trigger` changes: SwiftUI's
  /// `phaseAnimator(_:trigger:content:animation:)`. `content` gets this view (as a
  /// ``PlaceholderContentView``) and the phase.
  ///
  /// ```swift
  /// Text("Saved").phaseAnimator([false, true], trigger: saves) { content, lifted in
  ///   content.modifier(Lift(amount: lifted ? 1 : 0))
  /// }
  /// ```
  @MainActor
  public func phaseAnimator<Phase: Equatable, Result: View>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Phase) -> Result,
    animation: @escaping @MainActor (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView(content: self)
    return PhaseAnimator(
      phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
  }

  /// Animates this view through `phases` over and over: SwiftUI's
  /// `phaseAnimator(_:content:animation:)`.
  @MainActor
  public func phaseAnimator<Phase: Equatable, Result: View>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Phase) -> Result,
    animation: @escaping @MainActor (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView(content: self)
    return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
  }
}

/// The view an animator modifier (`.phaseAnimator`, `.keyframeAnimator`) hands its content
/// closure: the view the modifier was applied to. SwiftUI's `PlaceholderContentView`.
public nonisolated struct PlaceholderContentView<Value: View>: View {
  let content: Value

  public var body: some View { content }
}
