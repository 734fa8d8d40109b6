/// The stage a transition is in: the counterpart of SwiftUI's `TransitionPhase`.
///
/// A view inserted by an animated update is first shown in the `willAppear` phase and moves to
/// `identity` at once; a view removed by an animated update moves to `didDisappear` and stays
/// there until it is gone. A view re-added while it leaves goes back to `identity`.
///
/// CellGraph draws no frames in between: an inserted view is in `willAppear` from its insertion
/// until the host's clock next advances (`host.advance(by:)`), and in `identity` after; a removed
/// view is in `didDisappear` until its animation's duration has passed. Without an animation no
/// transition runs: the view is in `identity` from the start and leaves at once.
///
/// ```swift
/// struct Rise: Transition {
///   func body(content: Content, phase: TransitionPhase) -> some View {
///     content.offset(y: phase.isIdentity ? 0 : 10)
///   }
/// }
/// ```
@frozen public enum TransitionPhase: Sendable, Hashable, CustomStringConvertible {
  /// The view is about to be inserted: the transition shows where its appearance starts from.
  case willAppear
  /// The view is in the tree: the transition should leave it unchanged.
  case identity
  /// The view is being removed: the transition shows where its disappearance ends.
  case didDisappear

  /// Whether the phase is `identity`, in which a transition changes nothing.
  public var isIdentity: Bool { self == .identity }

  /// `-1` for `willAppear`, `0` for `identity`, `1` for `didDisappear`: a factor for effects that
  /// differ by direction.
  ///
  /// ```swift
  /// content.offset(x: 20 * phase.value)
  /// ```
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }

  /// `willAppear`, `identity` or `didDisappear`.
  public var description: String {
    switch self {
    case .willAppear: "willAppear"
    case .identity: "identity"
    case .didDisappear: "didDisappear"
    }
  }
}
