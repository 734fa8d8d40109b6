import CellGraphCore
import Foundation

/// A view's size and alignment guides in its own coordinates, as SwiftUI's `ViewDimensions`:
/// what `LayoutSubview.dimensions(in:)` answers.
///
/// The guides are the built-in ones (leading 0, centre half, trailing the width; top 0, centre
/// half, bottom the height); no view sets an explicit guide (`alignmentGuide(_:computeValue:)` is
/// not available), so `subscript(explicit:)` answers `nil`.
///
/// ```swift
/// let dimensions = subview.dimensions(in: .unspecified)
/// let middle = dimensions[HorizontalAlignment.center]   // half the width
/// ```
public struct ViewDimensions: Sendable, Hashable {
  /// The view's width in points.
  public let width: CGFloat
  /// The view's height in points.
  public let height: CGFloat

  init(size: CGSize) {
    width = size.width
    height = size.height
  }

  /// The horizontal offset of `guide` from the view's leading edge.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    switch guide {
    case .leading: 0
    case .center: width / 2
    case .trailing: width
    }
  }

  /// The vertical offset of `guide` from the view's top edge.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    switch guide {
    case .top: 0
    case .center: height / 2
    case .bottom: height
    }
  }

  /// The explicit value of `guide`: `nil`, as no view sets one.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

  /// The explicit value of `guide`: `nil`, as no view sets one.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
