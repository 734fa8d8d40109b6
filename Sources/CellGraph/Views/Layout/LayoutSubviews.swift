import CellGraphCore
import Foundation

/// The subviews of a layout container, one ``LayoutSubview`` proxy each, in order, as SwiftUI's
/// `LayoutSubviews`.
///
/// The subviews are the container's content with groups flattened: each view of a `ForEach`, of
/// a `Group`, of an `if` that is shown, is one subview. A slice keeps its indices.
///
/// ```swift
/// let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
/// let rest = subviews.dropFirst()
/// ```
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public typealias SubSequence = LayoutSubviews

  private let elements: ArraySlice<LayoutSubview>

  init(_ elements: ArraySlice<LayoutSubview>) {
    self.elements = elements
  }

  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }

  public subscript(index: Int) -> LayoutSubview { elements[index] }

  public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(elements[bounds]) }

  /// The proxies as the engine's array, for the built-in layouts.
  var proxies: [LayoutSubview] { Array(elements) }
}
