import CellGraphCore
import Foundation

nonisolated extension View {
  /// Draws an ASCII frame around the view.
  ///
  /// ```swift
  /// Text("Saved").border()
  /// // +-----+
  /// // |Saved|
  /// // +-----+
  /// ```
  public func border() -> some View {
    Bordered(content: self)
  }

  /// Draws a border of `content` (a colour or another shape style), `width` points wide, around
  /// the view: SwiftUI's `border(_:width:)`.
  ///
  /// ```swift
  /// Text("Saved").padding().border(Color.gray)
  /// ```
  ///
  /// The text form draws every border as `border()` does, one cell wide in ASCII: a style and a
  /// width have no glyphs of their own (see Docs/Limitations.md).
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    Bordered(content: self)
  }
}

/// The view `border()` returns; it frames each of its content's views.
nonisolated struct Bordered<Content: View>: View {
  let content: Content

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Bordered: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    node.childrenText.map(TextLayout.bordered)
  }
}
