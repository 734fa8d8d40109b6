import Foundation

/// How the ends of a stroked line are drawn: CoreGraphics' `CGLineCap`, the `lineCap` of
/// SwiftUI's `StrokeStyle`.
///
/// ```swift
/// StrokeStyle(lineWidth: 4, lineCap: .round)
/// ```
public enum CGLineCap: Int32, Sendable, Hashable {
  /// The line ends at its end point, squarely.
  case butt = 0
  /// A half circle beyond the end point.
  case round = 1
  /// A half square beyond the end point.
  case square = 2
}

/// How the corners of a stroked path are drawn: CoreGraphics' `CGLineJoin`, the `lineJoin` of
/// SwiftUI's `StrokeStyle`.
///
/// ```swift
/// StrokeStyle(lineWidth: 4, lineJoin: .bevel)
/// ```
public enum CGLineJoin: Int32, Sendable, Hashable {
  /// A sharp corner, cut when longer than the miter limit.
  case miter = 0
  /// A rounded corner.
  case round = 1
  /// A corner cut square across.
  case bevel = 2
}
