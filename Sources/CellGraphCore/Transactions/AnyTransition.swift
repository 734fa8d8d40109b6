/// How a view enters or leaves the tree under an animated update.
///
/// A view removed by an animated update stays in the tree while its removal transition runs: it
/// is shown marked as leaving (` (leaving)` after each line), it can no longer be interacted with,
/// its state and tasks are kept, and it leaves for good (its tasks cancelled, its `onDisappear`
/// run) when the animation's duration has passed on the host's virtual clock. A view removed
/// without an animation, or with the `.identity` transition, leaves at once. As in SwiftUI, a
/// view with no `.transition(_:)` uses `.opacity`.
///
/// CellGraph draws no frames, so the kinds of transition differ only in their names and in
/// `.identity`; insertion transitions have no observable effect (a view is inserted at once).
///
/// ```swift
/// if showDetails {
///   Details().transition(.move(edge: .bottom).combined(with: .opacity))
/// }
/// ```
public struct AnyTransition: Sendable, Hashable, CustomStringConvertible {
  /// The transition used when the view is inserted, and when it is removed.
  private let insertion: String?
  private let removal: String?
  /// An animation the transition brings with it (`.animation(_:)`), which its removal uses
  /// instead of the update's.
  let animation: Animation?

  private init(insertion: String?, removal: String?, animation: Animation? = nil) {
    self.insertion = insertion
    self.removal = removal
    self.animation = animation
  }

  private init(_ name: String) {
    self.init(insertion: name, removal: name)
  }

  /// How the transition reads: `opacity`, `asymmetric(insertion: scale, removal: opacity)`.
  public var description: String {
    switch (insertion, removal) {
    case (nil, nil): return "identity"
    case (let insertion, let removal) where insertion == removal: return insertion ?? "identity"
    default:
      return "asymmetric(insertion: \(insertion ?? "identity"), removal: \(removal ?? "identity"))"
    }
  }

  /// Whether removing a view with this transition takes time (anything but `.identity`).
  var animatesRemoval: Bool { removal != nil }

  /// No transition: the view is inserted and removed at once.
  public static let identity = AnyTransition(insertion: nil, removal: nil)
  /// A fade (SwiftUI's default transition).
  public static let opacity = AnyTransition("opacity")
  /// A slide in from the leading edge and out to the trailing edge.
  public static let slide = AnyTransition("slide")
  /// A scale from and to nothing.
  public static let scale = AnyTransition("scale")

  /// A scale from and to `scale` (about the center: CellGraph has no `UnitPoint`).
  public static func scale(scale: Double) -> AnyTransition {
    AnyTransition("scale(\(scale))")
  }

  /// A move in from and out to `edge`.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition("move(edge: .\(edge))")
  }

  /// A push in from `edge`, the leaving view pushed out the opposite edge.
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition("push(from: .\(edge))")
  }

  /// An offset by `x` and `y` points.
  public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition {
    AnyTransition("offset(x: \(x), y: \(y))")
  }

  /// One transition for insertion and another for removal.
  ///
  /// ```swift
  /// .transition(.asymmetric(insertion: .scale, removal: .opacity))
  /// ```
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition(
      insertion: insertion.insertion, removal: removal.removal,
      animation: removal.animation ?? insertion.animation)
  }

  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    func both(_ first: String?, _ second: String?) -> String? {
      switch (first, second) {
      case (nil, let only), (let only, nil): return only
      case (let first?, let second?): return "\(first)+\(second)"
      }
    }
    return AnyTransition(
      insertion: both(insertion, other.insertion), removal: both(removal, other.removal),
      animation: animation ?? other.animation)
  }

  /// The transition run with its own `animation`, whatever the update's.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(insertion: insertion, removal: removal, animation: animation)
  }
}
