import CellGraphCore

/// A height where a sheet rests, as SwiftUI's `PresentationDetent`: `.medium`, `.large`, a
/// `.fraction(_:)` of the screen's height, or a `.height(_:)` in points.
///
/// A presented sheet shows the detent it rests at in its frame's title (`+- sheet · medium -+`),
/// when its content declares detents with `presentationDetents(_:)` or
/// `presentationDetents(_:selection:)`.
///
/// ```swift
/// Settings().presentationDetents([.medium, .large])
/// ```
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
  private enum Kind: Hashable, Sendable {
    case medium
    case large
    case fraction(Double)
    case height(Double)
  }

  private let kind: Kind

  /// The system detent for a sheet at full height.
  public static let large = PresentationDetent(kind: .large)
  /// The system detent for a sheet about half the height of the screen.
  public static let medium = PresentationDetent(kind: .medium)

  /// A detent at `fraction` of the screen's height.
  ///
  /// ```swift
  /// .presentationDetents([.fraction(0.25)])
  /// ```
  public static func fraction(_ fraction: Double) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }

  /// A detent `height` points high.
  ///
  /// ```swift
  /// .presentationDetents([.height(200)])
  /// ```
  public static func height(_ height: Double) -> PresentationDetent {
    PresentationDetent(kind: .height(height))
  }

  /// How the sheet's frame names it: `medium`, `large`, `fraction(0.25)`, `height(200.0)`.
  public var description: String {
    switch kind {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let fraction): "fraction(\(fraction))"
    case .height(let height): "height(\(height))"
    }
  }

  /// The order of detents from the lowest: heights in points (lower than any fraction of a
  /// screen here, which has no height in points), then fractions, with `.medium` at one half and
  /// `.large` at one.
  var restingOrder: (Int, Double) {
    switch kind {
    case .height(let height): (0, height)
    case .fraction(let fraction): (1, fraction)
    case .medium: (1, 0.5)
    case .large: (1, 1)
    }
  }
}
