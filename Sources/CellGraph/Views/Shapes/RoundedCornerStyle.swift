/// The curve of a rounded corner, as SwiftUI's `RoundedCornerStyle`.
///
/// Both styles give the same cells in text; paths round `.continuous` corners as quarter
/// ellipses, as `.circular` ones (Docs/Limitations.md).
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12, style: .continuous)
/// ```
public nonisolated enum RoundedCornerStyle: Equatable, Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// A smooth curve into the straight sides (Apple's squircle).
  case continuous
}

/// What a shape is for, as SwiftUI's `ShapeRole`: styles read it to draw the shape as a fill,
/// a stroke or a separator.
///
/// ```swift
/// struct Underline: Shape {
///   static var role: ShapeRole { .separator }
///   func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: rect.maxY - 1, width: rect.width, height: 1)) }
/// }
/// ```
public nonisolated enum ShapeRole: Equatable, Hashable, Sendable {
  /// A shape that is filled (the default).
  case fill
  /// A shape that is stroked.
  case stroke
  /// A shape that separates content.
  case separator
}
