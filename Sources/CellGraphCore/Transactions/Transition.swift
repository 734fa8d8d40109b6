/// A description of how a view changes as it is inserted and removed: the counterpart of
/// SwiftUI's `Transition`.
///
/// `body(content:phase:)` applies modifiers to `content` by phase. Under an animated update, an
/// inserted view shows the body of its `willAppear` phase at once, then of `identity` from the
/// host's next clock advance; a removed view shows the body of `didDisappear` until its animation
/// ends, and is then removed (see `TransitionPhase`). Without an animation no transition runs.
/// The body should change only modifiers, never the identity of `content` (`if`, `.id`).
///
/// ```swift
/// struct FadeAway: Transition {
///   func body(content: Content, phase: TransitionPhase) -> some View {
///     content.opacity(phase.isIdentity ? 1 : 0)
///   }
/// }
///
/// if isShown {
///   Banner().transition(FadeAway())
/// }
/// ```
@MainActor @preconcurrency
public protocol Transition {
  /// The type of view the transition produces.
  associatedtype Body: View
  /// The placeholder for the view the transition is applied to.
  typealias Content = PlaceholderContentView<Self>

  /// The view `content` becomes in `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

  /// What the transition does (whether it moves the view).
  static var properties: TransitionProperties { get }
}

extension Transition {
  /// A transition moves its view unless it says otherwise.
  public static var properties: TransitionProperties { TransitionProperties() }

  /// `content` with this transition applied in `phase`.
  ///
  /// ```swift
  /// FadeAway().apply(content: Text("Hi"), phase: .willAppear)
  /// ```
  public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
    content.modifier(TransitionBodyModifier(transition: self, phase: phase))
  }
}

/// What a `Transition` does: the counterpart of SwiftUI's `TransitionProperties`.
///
/// ```swift
/// static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
/// ```
public struct TransitionProperties: Sendable, Hashable {
  /// Whether the transition moves the view (SwiftUI leaves such transitions out when Reduce
  /// Motion is on; CellGraph records it only).
  public var hasMotion: Bool

  /// Properties of a transition that moves its view, or not.
  public init(hasMotion: Bool = true) {
    self.hasMotion = hasMotion
  }
}

/// The placeholder for the view a `Transition` is applied to, inside `body(content:phase:)`:
/// the counterpart of SwiftUI's `PlaceholderContentView`. It shows that view, with its identity
/// and state, whatever the phase. The animators (`.phaseAnimator`, `.keyframeAnimator`) and
/// `.animation(_:body:)` hand their content closure the same placeholder for the view they modify.
///
/// ```swift
/// func body(content: Content, phase: TransitionPhase) -> some View {
///   content.opacity(phase.isIdentity ? 1 : 0)
/// }
/// ```
public nonisolated struct PlaceholderContentView<Value>: View {
  /// The modified view's placeholder, erased.
  let placeholder: AnyView

  /// The placeholder showing `placeholder`.
  package init(placeholder: AnyView) {
    self.placeholder = placeholder
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension PlaceholderContentView: PrimitiveView {
  package static var isStructural: Bool { true }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(placeholder)
  }
}

/// The view modifier that runs a `Transition`'s body in one phase: what
/// `Transition.apply(content:phase:)` and `.transition(_:)` apply. Its body's evaluations are
/// counted under this type.
///
/// ```swift
/// Text("Hi").modifier(TransitionBodyModifier(transition: FadeAway(), phase: .identity))
/// ```
public struct TransitionBodyModifier<T: Transition>: ViewModifier {
  /// The transition whose body runs.
  public let transition: T
  /// The phase it runs in.
  public let phase: TransitionPhase

  /// The modifier running `transition`'s body in `phase`.
  public init(transition: T, phase: TransitionPhase) {
    self.transition = transition
    self.phase = phase
  }

  public func body(content: Content) -> T.Body {
    transition.body(content: PlaceholderContentView(placeholder: AnyView(content)), phase: phase)
  }
}
