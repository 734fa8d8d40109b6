import Foundation

/// How a `VStack` lines up children narrower than its widest child.
public enum HorizontalAlignment: Sendable, Hashable {
  case leading, center, trailing
}

/// How an `HStack` lines up children shorter than its tallest child.
public enum VerticalAlignment: Sendable, Hashable {
  case top, center, bottom
}

/// An edge of a view's text rectangle.
public enum Edge: Sendable, Hashable, CaseIterable {
  case top, leading, bottom, trailing

  /// A set of edges, for `padding(_:_:)`.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = Set(rawValue: 1 << 0)
    public static let leading = Set(rawValue: 1 << 1)
    public static let bottom = Set(rawValue: 1 << 2)
    public static let trailing = Set(rawValue: 1 << 3)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Insets on each edge, in points, as in SwiftUI: `padding(_:)` converts them to lines (top,
/// bottom) and columns (leading, trailing) by the host's ``CellSize``.
///
/// ```swift
/// Text("Note").padding(EdgeInsets(top: 0, leading: 16, bottom: 22, trailing: 0))
/// ```
public struct EdgeInsets: Sendable, Hashable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// `length` on each edge of `edges`, none on the others.
  package init(edges: Edge.Set, length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }
}

/// Where a view is placed inside a larger rectangle, on both axes: for `ZStack`, `overlay`,
/// `background` and `frame`.
///
/// ```swift
/// Text("Inbox")
///   .overlay(alignment: .topTrailing) { Text("3") }
/// ```
public struct Alignment: Sendable, Hashable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
