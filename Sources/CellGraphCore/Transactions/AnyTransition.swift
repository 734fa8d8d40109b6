/// How a view enters or leaves the tree under an animated update.
///
/// A view removed by an animated update stays in the tree while its removal transition runs: it
/// is shown marked as leaving (` (leaving)` after each line), it can no longer be interacted with,
/// its state and tasks are kept, and it leaves for good (its tasks cancelled, its `onDisappear`
/// run) when the animation's duration has passed on the host's virtual clock. A view removed
/// without an animation, or with the `.identity` transition, leaves at once. As in SwiftUI, a
/// view with no `.transition(_:)` uses `.opacity`.
///
/// CellGraph draws no frames, so the built-in kinds (`.opacity`, `.slide`, `.scale`, `.move`,
/// `.offset`, `.push`) differ only in their names and in `.identity`: they leave the view's text
/// as it is in every phase. A transition made from a `Transition` (`AnyTransition(_:)`) or from
/// view modifiers (`.modifier(active:identity:)`) shows its body by phase: `willAppear` when an
/// animated update inserts the view, `identity` from the host's next clock advance, and
/// `didDisappear` while the view leaves (see `TransitionPhase`).
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
  /// The bodies the transition applies by phase, innermost first (none for the built-in kinds).
  private let layers: [PlacedLayer]

  private init(
    insertion: String?, removal: String?, animation: Animation? = nil,
    layers: [PlacedLayer] = []
  ) {
    self.insertion = insertion
    self.removal = removal
    self.animation = animation
    self.layers = layers
  }

  /// The transition `transition` describes: its `body(content:phase:)` is what the view shows in
  /// each phase.
  ///
  /// ```swift
  /// Banner().transition(AnyTransition(FadeAway()).animation(.linear(duration: 0.2)))
  /// ```
  @MainActor
  public init<T: Transition>(_ transition: T) {
    // A composed transition erases to the composition of its parts' erasures, so that each part
    // keeps its own name, directions and animation.
    if let composed = transition as? any ComposedTransition {
      self = composed.erased
      return
    }
    let name = String(describing: T.self)
    self.init(
      insertion: name, removal: name,
      layers: [
        PlacedLayer(
          layer: TransitionLayer(key: "\(String(reflecting: T.self)) \(transition)") {
            content, phase in
            AnyView(content.modifier(TransitionBodyModifier(transition: transition, phase: phase)))
          }, directions: [.insertion, .removal])
      ])
  }

  /// A transition made of a view modifier: `active` in the `willAppear` and `didDisappear`
  /// phases, `identity` in the `identity` phase.
  ///
  /// ```swift
  /// .transition(.modifier(active: Faded(opacity: 0), identity: Faded(opacity: 1)))
  /// ```
  @MainActor
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    let name = "modifier(\(E.self))"
    return AnyTransition(
      insertion: name, removal: name,
      layers: [
        PlacedLayer(
          layer: TransitionLayer(key: "\(String(reflecting: E.self)) \(active) \(identity)") {
            content, phase in
            AnyView(content.modifier(phase.isIdentity ? identity : active))
          }, directions: [.insertion, .removal])
      ])
  }

  /// Whether inserting a view with this transition runs it (anything but `.identity`).
  package var animatesInsertion: Bool { insertion != nil }

  /// Whether the transition shows a body of its own by phase (a `Transition`, or
  /// `.modifier(active:identity:)`), rather than the view as it is.
  package var hasPhaseBodies: Bool { !layers.isEmpty }

  /// `content` as the transition shows it in `phase`. Every layer is applied in every phase, so
  /// that the view's structure, and with it the identity of `content`, is the same in all: a
  /// layer for insertion only sees `identity` outside `willAppear`, one for removal only sees
  /// `identity` outside `didDisappear`.
  @MainActor
  package func body(of content: AnyView, phase: TransitionPhase) -> AnyView {
    layers.reduce(content) { view, layer in
      let layerPhase: TransitionPhase
      switch (phase, layer.directions) {
      case (.willAppear, let directions) where !directions.contains(.insertion):
        layerPhase = .identity
      case (.didDisappear, let directions) where !directions.contains(.removal):
        layerPhase = .identity
      default: layerPhase = phase
      }
      return layer.layer.apply(view, layerPhase)
    }
  }

  public static func == (lhs: AnyTransition, rhs: AnyTransition) -> Bool {
    lhs.insertion == rhs.insertion && lhs.removal == rhs.removal && lhs.animation == rhs.animation
      && lhs.layers.map(\.identity) == rhs.layers.map(\.identity)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(insertion)
    hasher.combine(removal)
    hasher.combine(animation)
    for layer in layers { hasher.combine(layer.identity) }
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
      animation: removal.animation ?? insertion.animation,
      layers: insertion.layers.compactMap { $0.restricted(to: .insertion) }
        + removal.layers.compactMap { $0.restricted(to: .removal) })
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
      animation: animation ?? other.animation, layers: layers + other.layers)
  }

  /// The transition run with its own `animation`, whatever the update's: also when the update
  /// that inserts or removes the view is not animated.
  ///
  /// ```swift
  /// if isShown { Banner().transition(.opacity.animation(.easeIn)) }   // no withAnimation needed
  /// ```
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(insertion: insertion, removal: removal, animation: animation, layers: layers)
  }
}

/// One body of an `AnyTransition`: a `Transition`'s, or a pair of view modifiers.
///
/// A main-actor class, and so `Sendable`: its closure, which holds the transition or the
/// modifiers (main-actor values that need not be `Sendable` themselves), is only read and called
/// there; `identity` is a constant `String`.
@MainActor
private final class TransitionLayer: Sendable {
  /// What tells two layers apart: the type and description of what they apply (`AnyTransition`
  /// is `Hashable` by it).
  nonisolated let identity: String
  let apply: (AnyView, TransitionPhase) -> AnyView

  init(key: String, apply: @escaping (AnyView, TransitionPhase) -> AnyView) {
    identity = key
    self.apply = apply
  }
}

/// A layer of an `AnyTransition` with the directions it runs in (an `.asymmetric` part runs in
/// one only).
private struct PlacedLayer: Sendable {
  struct Directions: OptionSet, Hashable, Sendable {
    let rawValue: Int
    static let insertion = Directions(rawValue: 1)
    static let removal = Directions(rawValue: 2)
  }

  let layer: TransitionLayer
  let directions: Directions

  var identity: String { "\(directions.rawValue) \(layer.identity)" }

  /// This layer for the part of `directions` it runs in, or `nil` for none.
  func restricted(to direction: Directions) -> PlacedLayer? {
    directions.contains(direction) ? PlacedLayer(layer: layer, directions: direction) : nil
  }
}
