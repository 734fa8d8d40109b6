import CellGraphCore

nonisolated extension View {
  /// Hides this view: it keeps its place, its identity and its state, and is not shown.
  ///
  /// Text form: blank space the size of the view's text (as SwiftUI keeps a hidden view's
  /// space). The view is still evaluated and its state kept; it shows again, with that state,
  /// when the modifier goes (or, for `opacity(_:)`, the opacity rises above zero).
  ///
  /// ```swift
  /// HStack { Text("A"); Text("B").hidden(); Text("C") }
  /// // A   C
  /// ```
  public func hidden() -> some View {
    Concealed(content: self, opacity: 0)
  }

  /// Sets the opacity of this view, between 0 (transparent) and 1.
  ///
  /// Text form: at 0 the view is blank space of its size, as with `hidden()`; above 0 it is
  /// shown as it is. `opacity(isCollapsed ? 0 : 1)` hides a view without changing its identity,
  /// so its state survives being hidden.
  ///
  /// The opacity is animatable, as in SwiftUI: a change under an animation moves it along the
  /// host's clock, so a fade out shows the view until the animation ends and a fade in shows it
  /// from the first advance.
  ///
  /// ```swift
  /// Text("Saved").opacity(justSaved ? 1 : 0)
  /// ```
  public func opacity(_ opacity: Double) -> some View {
    Concealed(content: self, opacity: min(max(opacity, 0), 1))
  }
}

/// The view `hidden()` and `opacity(_:)` return: its content, blanked out at zero opacity.
/// Its opacity is its animatable data (a hidden view's is always 0, so it never animates).
nonisolated struct Concealed<Content: View>: View {
  let content: Content
  var opacity: Double

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Concealed: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    guard opacity <= 0 else { return node.childrenText }
    return node.childrenText.map(\.blanked)
  }
}

extension TextBlock {
  /// Blank space the size of the block. A flexible block (a divider) is blanked at its smallest
  /// size: its place in a stack stays, without the rule.
  var blanked: TextBlock {
    let fixed = resolved
    return TextBlock(lines: Array(repeating: "", count: fixed.height), width: fixed.width)
  }
}

@MainActor extension Concealed: Animatable {
  var animatableData: Double {
    get { opacity }
    set { opacity = newValue }
  }
}
