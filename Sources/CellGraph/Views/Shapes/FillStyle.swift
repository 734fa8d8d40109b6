/// How a shape's inside is found when it is filled, as SwiftUI's `FillStyle`: by the non-zero
/// winding rule, or by the even-odd rule when `isEOFilled`.
///
/// In text a cell is filled when its centre is inside by the rule: a ring drawn as two circles
/// and filled with `FillStyle(eoFill: true)` leaves its hole blank.
///
/// ```swift
/// Path { $0.addEllipse(in: outer); $0.addEllipse(in: inner) }
///   .fill(.orange, style: FillStyle(eoFill: true))
/// ```
public nonisolated struct FillStyle: Equatable, Sendable {
  /// Whether the even-odd rule decides what is inside.
  public var isEOFilled: Bool
  /// Whether edges are smoothed (recorded; text has no partial cells).
  public var isAntialiased: Bool

  /// A fill style: the non-zero rule unless `eoFill`, antialiased unless told otherwise.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}
