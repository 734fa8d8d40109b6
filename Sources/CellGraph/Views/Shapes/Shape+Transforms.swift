import CellGraphCore
import CoreGraphics
import Foundation

nonisolated extension Shape {
  /// The part of the shape's outline from `startFraction` to `endFraction` of its length: a
  /// progress ring is `Circle().trim(from: 0, to: progress)`. SwiftUI's `trim(from:to:)`.
  ///
  /// Drawn from the trimmed path (curves as short lines): stroked, only that part of the
  /// outline; filled, the region the part closes.
  ///
  /// ```swift
  /// Rectangle().trim(from: 0, to: 0.5).stroke().frame(width: 32, height: 66)
  /// // +--+
  /// //    |
  /// //    +   (the top and trailing sides: half the length, from the top leading corner)
  /// ```
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    _TrimmedShape(shape: self, from: startFraction, to: endFraction)
  }

  /// The shape moved by `offset` points.
  ///
  /// ```swift
  /// Circle().offset(CGPoint(x: 8, y: 0))
  /// ```
  public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }

  /// The shape mapped by `transform`.
  ///
  /// ```swift
  /// Rectangle().transform(CGAffineTransform(rotationAngle: .pi / 4))
  /// ```
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
}

/// Part of a shape's outline: what `trim(from:to:)` returns.
public nonisolated struct _TrimmedShape<S: Shape>: Shape {
  let shape: S
  let from: CGFloat
  let to: CGFloat

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: from, to: to)
  }
}

extension _TrimmedShape: CellDrawnShape {
  var cellToken: String { ShapeGrid.token(of: shape) }
}

/// A shape moved by an offset: what `offset(_:)` returns. SwiftUI's `OffsetShape`.
public nonisolated struct OffsetShape<Content: Shape>: Shape {
  /// The shape moved.
  public var shape: Content
  /// How far, in points.
  public var offset: CGSize

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
}

extension OffsetShape: CellDrawnShape {
  var cellToken: String { ShapeGrid.token(of: shape) }
}

/// A shape mapped by an affine transform: what `transform(_:)` returns. SwiftUI's
/// `TransformedShape`.
public nonisolated struct TransformedShape<Content: Shape>: Shape {
  /// The shape mapped.
  public var shape: Content
  /// The transform.
  public var transform: CGAffineTransform

  public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

extension TransformedShape: CellDrawnShape {
  var cellToken: String { ShapeGrid.token(of: shape) }
}
