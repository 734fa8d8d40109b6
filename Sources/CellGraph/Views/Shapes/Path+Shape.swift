import CellGraphCore
import Foundation

/// A path is a shape: drawn at its own coordinates whatever the frame, as in SwiftUI. Text form
/// `<path>`.
///
/// ```swift
/// Path { path in
///   path.move(to: CGPoint(x: 0, y: 0))
///   path.addLine(to: CGPoint(x: 80, y: 44))
/// }
/// .stroke()
/// .frame(width: 80, height: 44)
/// ```
extension Path: Shape {
  /// The path itself: a path does not scale to its frame.
  public nonisolated func path(in rect: CGRect) -> Path { self }
}

extension Path: CellDrawnShape {
  nonisolated var cellToken: String { "<path>" }
}
