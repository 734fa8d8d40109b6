/// A type whose value an animation can move gradually, as SwiftUI's `Animatable`: it exposes
/// the part that moves as ``animatableData``, a ``VectorArithmetic`` value the runtime reads
/// before and after a change and writes back with interpolated values while the animation runs.
///
/// A type that declares no `animatableData` gets ``EmptyAnimatableData`` (nothing animates); a
/// type that is itself `VectorArithmetic` animates as itself.
///
/// ```swift
/// struct Progress: Animatable {
///   var fraction: Double
///   var animatableData: Double {
///     get { fraction }
///     set { fraction = newValue }
///   }
/// }
/// ```
///
/// Main-actor isolated (`@MainActor @preconcurrency`), as ``View`` is: a view, a modifier or a
/// shape adopts it with a plain `var animatableData`, and the runtime reads and writes it on the
/// main actor. (SwiftUI's protocol is nonisolated; in Swift 6 a view then adopts it with an
/// isolated conformance, `@MainActor Animatable`, or a `nonisolated` property. See
/// Docs/Limitations.md.)
@MainActor @preconcurrency
public protocol Animatable {
  /// The type of the value that animates.
  associatedtype AnimatableData: VectorArithmetic

  /// The value that animates: read to capture the old and new state, written with each
  /// interpolated value.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Nothing animates: reads give ``EmptyAnimatableData``, writes are ignored.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    // Writing the empty value changes nothing: it has no components.
    set {}
  }
}

extension Animatable where Self: VectorArithmetic {
  /// The value animates as itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}
