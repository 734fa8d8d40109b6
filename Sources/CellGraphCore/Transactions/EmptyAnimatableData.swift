/// The animatable data of a type with nothing to animate, as SwiftUI's `EmptyAnimatableData`:
/// every operation leaves it as it is. It is the default `animatableData` of an ``Animatable``
/// type that declares none.
///
/// ```swift
/// struct Badge: Animatable { var title: String }   // animatableData is EmptyAnimatableData()
/// ```
public struct EmptyAnimatableData: VectorArithmetic, Sendable, Hashable {
  /// The empty value.
  public init() {}

  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    lhs
  }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    lhs
  }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}
