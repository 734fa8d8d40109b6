import CellGraphCore
import Foundation

/// One column of a ``LazyVGrid`` (or row of a ``LazyHGrid``): its size, the spacing after it and
/// how its cells are aligned in it.
///
/// Offered a width (a `LazyVGrid` in the host's layout in points), the grid places its items as
/// SwiftUI does: a `.fixed` item takes its size; the width left after the fixed items and the
/// spacing is shared equally among the other items, a `.flexible` one clamped to its bounds, an
/// `.adaptive` one holding as many columns of at least its minimum as fit in its share (Apple,
/// `GridItem.Size`). Without an offered width (the text form without a screen size), each item
/// is one column as wide as its widest created cell.
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 80))]
/// LazyVGrid(columns: columns) { ForEach(cards) { CardView(card: $0) } }
/// ```
public struct GridItem: Sendable, Hashable {
  /// How large an item is across the grid.
  public enum Size: Sendable, Hashable {
    /// One column of exactly this many points.
    case fixed(CGFloat)
    /// One column sharing the width left by the fixed items and the spacing, clamped.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many columns of at least `minimum` points as fit in the share of one flexible item,
    /// each up to `maximum`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The item's size.
  public var size: Size
  /// Points between this item and the next; `nil` for SwiftUI's default, 8 points.
  public var spacing: CGFloat?
  /// How the cells are placed in the item's columns; `nil` for centred.
  public var alignment: Alignment?

  /// - Parameters:
  ///   - size: The item's size; `.flexible()` by default.
  ///   - spacing: Points between this item and the next; `nil` for SwiftUI's default, 8 points.
  ///   - alignment: How the cells are placed in the item's columns; `nil` for centred.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}
