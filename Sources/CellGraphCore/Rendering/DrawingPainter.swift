/// A drawing that draws its own cells: a shape with a path, a canvas.
///
/// The hook through which a feature draws into the cells a frame or a layer gives a ``Drawing``:
/// `Drawing.draw(width:height:)`, the one entry point every layout uses, asks the painter for the
/// lines when the drawing has one, and draws its built-in box otherwise. The engine knows nothing
/// of what is painted.
///
///     struct Pie: Shape { … }   ─ render ─▶ Drawing(token: "<Pie>", painter: ShapePainter)
///     .frame(width: 48, height: 66) ─ layout ─▶ drawing.draw(width: 6, height: 3)
///                                                 └▶ painter.lines(width: 6, height: 3, mode: .fill)
///
/// Invariant: `lines` returns at most `height` lines of at most `width` characters each. A
/// painter is a class so that a drawing compares by the painter's identity: a painter holds
/// what it paints (a shape, a canvas's closure), which has no equality of its own.
package protocol DrawingPainter: AnyObject, Sendable {
  /// The drawing's lines in `width` × `height` cells (both above zero), drawn as `mode` says.
  func lines(width: Int, height: Int, mode: Drawing.Mode) -> [String]
}
