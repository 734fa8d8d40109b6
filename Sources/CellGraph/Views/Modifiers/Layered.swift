import CellGraphCore

nonisolated extension View {
  /// Draws `content` over this view, inside this view's rectangle.
  ///
  /// `content` is a real child: its state, environment and appear actions behave as anywhere
  /// else. Text form: the overlay is placed in the view's rectangle by `alignment` and overwrites
  /// it wherever it has a character other than a space; what falls outside is cut off.
  ///
  /// ```swift
  /// Text("Messages")
  ///   .overlay(alignment: .trailing) { Text("(3)") }
  /// // Messa(3)
  /// ```
  public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    Layered(content: self, layer: content(), alignment: alignment, isOverlay: true)
  }

  /// Draws `overlay` over this view (the older spelling of `overlay(alignment:content:)`).
  @available(*, deprecated, message: "Use overlay(alignment:content:)")
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    Layered(content: self, layer: overlay, alignment: alignment, isOverlay: true)
  }

  /// Draws `content` behind this view, inside this view's rectangle.
  ///
  /// `content` is a real child: its state, environment and appear actions behave as anywhere
  /// else. Text form: the view is drawn over the background, which shows only in the cells
  /// where the view has a space; what falls outside the view's rectangle is cut off.
  ///
  /// ```swift
  /// Text("Hi  there")
  ///   .background { Text("*****") }
  /// // Hi**there
  /// ```
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    Layered(content: self, layer: content(), alignment: alignment, isOverlay: false)
  }

  // No `background(_ view:, alignment:)`, the deprecated spelling: with it, `.background(Color.red)`
  // would be ambiguous between the view and the style (`background(_:ignoresSafeAreaEdges:)`).
}

/// The view `overlay` and `background` return: the view and its layer as two children, so that
/// state below each survives changes to the other.
nonisolated struct Layered<Content: View, Layer: View>: View {
  let content: Content
  let layer: Layer
  let alignment: Alignment
  let isOverlay: Bool

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Layered: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChildren { children in
      children.update(content, key: .position(0))
      children.update(layer, key: .position(1))
    }
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    guard node.children.count == 2 else { return node.childrenText }
    let base = node.children[0].text
    let layer = node.children[1].text
    guard !base.isEmpty else { return [] }
    let main =
      base.count == 1
      ? base[0].resolved : TextLayout.vertical(base, alignment: .leading, spacing: 0)
    guard !layer.isEmpty else { return [main] }
    let extra =
      layer.count == 1
      ? layer[0].resolved : TextLayout.vertical(layer, alignment: .leading, spacing: 0)
    let size = (width: main.width, height: main.height)
    // The view's own block is drawn at its place (it fills the rectangle); only the layer is
    // aligned.
    let layers = isOverlay ? [main, extra] : [extra, main]
    return [TextLayout.layered(layers, alignment: alignment, size: size)]
  }
}
