import CellGraphCore
import Foundation

nonisolated extension View {
  /// Adds `length` points of blank space on the given edges (SwiftUI's default, 16 points, when
  /// `length` is `nil`).
  ///
  /// Text form: the points become blank lines above and below and blank columns before and after
  /// by the host's ``CellSize`` (see Docs/TextForm.md): 16 points is one line and two columns,
  /// 4 points no line and one column. A negative or non-finite length adds nothing.
  ///
  /// ```swift
  /// Text("Hi").padding().border()
  /// // +------+
  /// // |      |
  /// // |  Hi  |
  /// // |      |
  /// // +------+
  /// ```
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    Padded(
      content: self, insets: EdgeInsets(edges: edges, length: length ?? CellSize.defaultPadding))
  }

  /// Adds `length` points of blank space on every edge.
  ///
  /// ```swift
  /// Text("Tag").padding(4)   // one column on each side, no blank line
  /// ```
  public func padding(_ length: CGFloat) -> some View {
    Padded(content: self, insets: EdgeInsets(edges: .all, length: length))
  }

  /// Adds the given insets, in points, around the view.
  ///
  /// ```swift
  /// Text("Note").padding(EdgeInsets(top: 22, leading: 8, bottom: 0, trailing: 0))
  /// ```
  public func padding(_ insets: EdgeInsets) -> some View {
    Padded(content: self, insets: insets)
  }
}

/// The view `padding(_:)` returns. Applied to several views (a `Group`, a multi-view body), it
/// pads each of them, as in SwiftUI.
nonisolated struct Padded<Content: View>: View {
  let content: Content
  /// In points; converted to cells when rendered, by the host's cell size.
  let insets: EdgeInsets

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Padded: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let insets = node.graph.cellSize.cells(insets)
    return node.childrenText.map { TextLayout.padded($0, insets) }
  }
}
