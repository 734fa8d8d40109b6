import CellGraphCore
import Foundation

/// A type-erased shape: switch between shapes of different types with one type. SwiftUI's
/// `AnyShape`.
///
/// Drawn as the shape it wraps, with its token.
///
/// ```swift
/// Text("Avatar").clipShape(isRound ? AnyShape(Circle()) : AnyShape(Rectangle()))
/// ```
public nonisolated struct AnyShape: Shape {
  let shape: any Shape

  /// `shape`, erased.
  public init<S: Shape>(_ shape: S) {
    self.shape = shape
  }

  /// The wrapped shape's path.
  public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

  /// The wrapped shape's size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}

extension AnyShape: CellDrawnShape {
  func cellLines(in grid: ShapeGrid, paint: ShapePaint) -> [String] {
    grid.lines(of: shape, paint: paint)
  }

  var cellToken: String { ShapeGrid.token(of: shape) }
}
