import CellGraphCore
import Foundation

/// One column of a ``LazyVGrid`` (or row of a ``LazyHGrid``).
///
/// In text, every item is one column (row), as wide (tall) as its widest (tallest) cell among the
/// created rows; the sizes are accepted for SwiftUI's spelling (an `.adaptive` item does not
/// repeat to fill a width the text does not have). The first item's `spacing` is the points
/// between cells, converted by the host's ``CellSize``; `nil` means SwiftUI's default, 8 points
/// (one column in a vertical grid, no line in a horizontal one).
///
/// ```swift
/// let columns = [GridItem(.flexible()), GridItem(.fixed(40))]
/// LazyVGrid(columns: columns) { ForEach(items) { Text($0.name) } }
/// ```
public struct GridItem: Sendable, Hashable {
  /// How large an item would be on a screen.
  public enum Size: Sendable, Hashable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  public var spacing: CGFloat?

  /// - Parameters:
  ///   - size: How large the item would be on a screen; not used by the text form.
  ///   - spacing: Points between cells, for the grid's first item.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil) {
    self.size = size
    self.spacing = spacing
  }
}
