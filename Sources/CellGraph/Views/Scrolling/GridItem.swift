import CellGraphCore

/// One column of a ``LazyVGrid`` (or row of a ``LazyHGrid``).
///
/// In text, every item is one column (row), as wide (tall) as its widest (tallest) cell among the
/// created rows; the sizes are accepted for SwiftUI's spelling (an `.adaptive` item does not
/// repeat to fill a width the text does not have). The first item's `spacing` is the blank
/// columns (lines) between cells; `nil` means 1 in a vertical grid, 0 in a horizontal one.
///
/// ```swift
/// let columns = [GridItem(.flexible()), GridItem(.fixed(40))]
/// LazyVGrid(columns: columns) { ForEach(items) { Text($0.name) } }
/// ```
public struct GridItem: Sendable, Hashable {
  /// How large an item would be on a screen.
  public enum Size: Sendable, Hashable {
    case fixed(Double)
    case flexible(minimum: Double = 10, maximum: Double = .infinity)
    case adaptive(minimum: Double, maximum: Double = .infinity)
  }

  public var size: Size
  public var spacing: Int?

  /// - Parameters:
  ///   - size: How large the item would be on a screen; not used by the text form.
  ///   - spacing: Blank columns (lines) between cells, for the grid's first item.
  public init(_ size: Size = .flexible(), spacing: Int? = nil) {
    self.size = size
    self.spacing = spacing
  }
}
