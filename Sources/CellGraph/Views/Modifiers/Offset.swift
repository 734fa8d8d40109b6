import CellGraphCore
import Foundation

nonisolated extension View {
  /// Moves the view by `x` points across and `y` points down, as drawn.
  ///
  /// Text form: the view moved by whole cells of the host's ``CellSize``: a positive offset puts
  /// blank columns before it (lines above it); a negative one cuts the columns (lines) that move
  /// out of its rectangle. Unlike SwiftUI, where the view's place in the layout stays, the text
  /// makes room for a positive offset (Docs/Limitations.md).
  ///
  /// ```swift
  /// Text("Shifted").offset(x: 16)   // "  Shifted"
  /// ```
  ///
  /// The offset is animatable, as in SwiftUI: under an animation the view moves along the
  /// host's clock, a whole cell at a time.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    Offset(content: self, x: x, y: y)
  }

  /// Moves the view by `offset` points (see `offset(x:y:)`).
  public func offset(_ offset: CGSize) -> some View {
    Offset(content: self, x: offset.width, y: offset.height)
  }
}

/// The view `offset` returns: its content moved by whole cells. Its offset is its animatable
/// data.
nonisolated struct Offset<Content: View>: View {
  let content: Content
  var x: CGFloat
  var y: CGFloat

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Offset: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let cells = node.graph.cellSize
    let columns = cells.signedColumns(x)
    let lines = cells.signedLines(y)
    guard columns != 0 || lines != 0 else { return node.childrenText }
    return node.childrenText.map { $0.moved(columns: columns, lines: lines) }
  }
}

extension Offset: MovedContentPrimitive {}

@MainActor extension Offset: Animatable {
  var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}
