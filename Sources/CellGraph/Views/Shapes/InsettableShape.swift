import CellGraphCore
import Foundation

/// A shape that can inset itself: the built-in shapes are. SwiftUI's `InsettableShape`.
///
/// `strokeBorder` strokes the shape inset by half the line width, so the whole stroke lies
/// inside the frame, where `stroke` straddles the outline. In text the inset moves the outline by
/// whole cells (by the rule of `CellSize`): a 16-point border is one column in from the sides.
///
/// ```swift
/// Circle().strokeBorder(.blue, lineWidth: 4)
/// ```
public nonisolated protocol InsettableShape: Shape {
  /// The type of the shape `inset(by:)` returns.
  associatedtype InsetShape: InsettableShape

  /// The shape with its outline moved `amount` points inwards.
  func inset(by amount: CGFloat) -> InsetShape
}

nonisolated extension InsettableShape {
  /// The border inside the shape's outline, `lineWidth` points wide, drawn with `content`: the
  /// shape inset by `lineWidth / 2` and stroked.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 10).strokeBorder(.gray, lineWidth: 3)
  /// ```
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// The border inside the shape's outline drawn with `style` and `content`: the shape inset by
  /// `style.lineWidth / 2` and stroked.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    let half = style.lineWidth.isFinite ? max(style.lineWidth, 0) / 2 : 0
    return _ShapeView(shape: inset(by: half), style: content, mode: .stroke(style))
  }
}

/// A shape inset by an amount: what the built-in shapes' `inset(by:)` returns. Its path is the
/// shape's in the rectangle inset by `amount` on every side (empty when nothing is left).
public nonisolated struct _Inset<Base: Shape>: InsettableShape {
  let base: Base
  let amount: CGFloat

  public func path(in rect: CGRect) -> Path {
    let inner = rect.insetBy(dx: amount, dy: amount)
    guard amount.isFinite, !inner.isNull, inner.width >= 0, inner.height >= 0 else {
      return Path()
    }
    return base.path(in: inner)
  }

  public func inset(by amount: CGFloat) -> _Inset<Base> {
    _Inset(base: base, amount: self.amount + amount)
  }
}

extension _Inset: CellDrawnShape {
  func cellLines(in grid: ShapeGrid, paint: ShapePaint) -> [String] {
    if let box = base as? any BoxShape {
      return grid.box(box.boxOutline, inset: amount.isFinite ? amount : 0, paint: paint)
    }
    return grid.rasterize(path(in: grid.rect), paint: paint)
  }

  var cellToken: String { ShapeGrid.token(of: base) }
}
