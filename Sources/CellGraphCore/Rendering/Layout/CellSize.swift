import Foundation

/// The size of one character cell of the text grid, in points: how every size a view gives in
/// points (spacing, padding, frames, offsets) becomes whole lines and columns.
///
/// The default, ``body``, is 8 × 22 points, chosen from SwiftUI's default font, the body style
/// (17 pt on iOS):
/// - **Height, 22 pt**: the body style's line height (its leading) in Apple's typography table for
///   the default Dynamic Type size, so one line of the grid is one line of body text.
/// - **Width, 8 pt**: about the average advance of a character of 17-point body text (a 17-point
///   system font sets "Hello, World!" in about 100 points, 13 characters), so a word takes as many
///   columns as it has letters, and a frame 120 points wide holds a 15-character line.
///
/// Conversion (see ``columns(_:)`` and ``lines(_:)``): a length in points is divided by the
/// cell's width (across) or height (down) and rounded to the nearest whole cell, halves away from
/// zero. A negative, NaN or infinite length counts as no cells. So SwiftUI's default spacing of
/// 8 points is one column between the views of an `HStack` and no line between the rows of a
/// `VStack`; `VStack(spacing: 16)` puts one blank line between rows; `.padding()` (16 points)
/// is one line above and below and two columns on each side; `.padding(4)` adds no line.
///
/// ```swift
/// let host = ViewHost(ContentView())
/// host.cellSize = CellSize(width: 10, height: 20)   // a denser font
/// ```
public struct CellSize: Sendable, Hashable {
  /// Points across one column.
  public var width: CGFloat
  /// Points down one line.
  public var height: CGFloat

  /// A cell of `width` × `height` points; a size that is not a positive finite number is
  /// replaced by the default's.
  public init(width: CGFloat, height: CGFloat) {
    self.width = width.isFinite && width > 0 ? width : 8
    self.height = height.isFinite && height > 0 ? height : 22
  }

  /// SwiftUI's body text: 8 points across, 22 points down (see the type's documentation).
  public static let body = CellSize(width: 8, height: 22)

  /// SwiftUI's spacing between two adjacent views when a stack is given none, in points.
  public static let defaultSpacing: CGFloat = 8

  /// SwiftUI's padding when `padding()` is given no length, in points.
  public static let defaultPadding: CGFloat = 16

  /// `points` across, as whole columns: rounded to the nearest, halves away from zero; none for
  /// a negative, NaN or infinite length.
  public func columns(_ points: CGFloat) -> Int { Self.cells(points, per: width) }

  /// `points` down, as whole lines: rounded to the nearest, halves away from zero; none for a
  /// negative, NaN or infinite length.
  public func lines(_ points: CGFloat) -> Int { Self.cells(points, per: height) }

  /// A signed distance of `points` across, as whole columns: a negative distance converts by its
  /// length and keeps its sign (`offset(x: -16)` is −2 columns), so the rounding rule is the same
  /// both ways.
  package func signedColumns(_ points: CGFloat) -> Int {
    points < 0 ? -columns(-points) : columns(points)
  }

  /// A signed distance of `points` down, as whole lines (see ``signedColumns(_:)``).
  package func signedLines(_ points: CGFloat) -> Int {
    points < 0 ? -lines(-points) : lines(points)
  }

  /// `points` along `axis`: columns across a horizontal one, lines down a vertical one.
  package func cells(_ points: CGFloat, along axis: StackAxis) -> Int {
    axis == .horizontal ? columns(points) : lines(points)
  }

  /// Insets in points, as whole columns and lines.
  package func cells(_ insets: EdgeInsets) -> CellInsets {
    CellInsets(
      top: lines(insets.top), leading: columns(insets.leading), bottom: lines(insets.bottom),
      trailing: columns(insets.trailing))
  }

  /// `columns` across, in points.
  public func points(columns: Int) -> CGFloat { CGFloat(columns) * width }

  /// `lines` down, in points.
  public func points(lines: Int) -> CGFloat { CGFloat(lines) * height }

  private static func cells(_ points: CGFloat, per cell: CGFloat) -> Int {
    guard points.isFinite, points > 0 else { return 0 }
    // Bounded first: a huge finite length would overflow `Int`.
    let cells = min(points / cell, CGFloat(Int32.max))
    return Int(cells.rounded(.toNearestOrAwayFromZero))
  }
}

/// Insets in whole cells: lines above and below, columns before and after. What padding becomes
/// in the text grid (see `CellSize.cells(_:)`).
package struct CellInsets: Sendable, Hashable {
  package var top: Int
  package var leading: Int
  package var bottom: Int
  package var trailing: Int

  package init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
