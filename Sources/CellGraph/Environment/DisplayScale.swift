import CellGraphCore
import Foundation

/// The key behind `EnvironmentValues.displayScale`.
struct DisplayScaleKey: EnvironmentKey {
  static let defaultValue: CGFloat = 1
}

extension EnvironmentValues {
  /// How many pixels a point is on the display: 1 unless set (the text form has no pixels; a
  /// cell is a number of points, Docs/TextForm.md "Points and cells").
  ///
  /// ```swift
  /// @EnvironmentCell(\.displayScale) var displayScale
  /// let hairline = 1 / displayScale
  /// ```
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The length of one pixel in points: `1 / displayScale`. Read-only, as in SwiftUI.
  public var pixelLength: CGFloat { 1 / displayScale }
}
