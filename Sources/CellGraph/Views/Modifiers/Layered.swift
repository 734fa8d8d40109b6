import CellGraphCore

nonisolated extension View {
  /// Draws `content` over this view, inside this view's rectangle.
  ///
  /// `content` is a real child: its state, environment and appear actions behave as anywhere
  /// else. Text form: the overlay is placed in the view's rectangle by `alignment`; its text
  /// covers each of its lines from first to last character, with the cell beside it blank, so the
  /// two views' text never runs together; a shape or colour overlay yields to the view's text.
  /// What falls outside the rectangle is cut off.
  ///
  /// ```swift
  /// Text("Messages")
  ///   .overlay(alignment: .trailing) { Text("(3)") }
  /// // Mess (3)
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
  /// else. Text form: the view is drawn over the background, which yields to it: a shape or a
  /// colour fills the view's rectangle around its text (a stroked shape frames padded content),
  /// and a background's text shows only away from the view's. What falls outside the view's
  /// rectangle is cut off.
  ///
  /// ```swift
  /// Text("Card").padding(.horizontal, 16).padding(.vertical, 22)
  ///   .background { RoundedRectangle(cornerRadius: 8).stroke(.gray) }
  /// // .------.
  /// // | Card |
  /// // '------'
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
    // The rectangle is the view's; a shape or colour has none of its own, so under or over
    // text it takes the text's (`Color.white.overlay { Text("🦄") }`).
    let mainIsDrawing = base.count == 1 && Self.isDrawing(base[0])
    let size = mainIsDrawing ? nil : (width: main.width, height: main.height)
    let mainLayer = mainIsDrawing ? base[0] : main
    let extraLayer = layer.count == 1 ? layer[0] : extra
    let layers = isOverlay ? [mainLayer, extraLayer] : [extraLayer, mainLayer]
    return [TextLayout.layered(layers, alignment: alignment, size: size)]
  }

  /// Whether `block` is a shape or a colour, which takes the size it is given.
  private static func isDrawing(_ block: TextBlock) -> Bool {
    if case .flexible(let flexible) = block.kind { return flexible.isDrawing }
    return false
  }
}
