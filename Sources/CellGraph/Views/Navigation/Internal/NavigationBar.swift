import CellGraphCore

/// The text of a navigation stack: its bar, the top screen's content, its bottom bar.
///
///     < Recipes  Pasta  [Share]        back button, title, trailing items
///     ─────────────────────────
///     Boil water.                      the top screen's content
///     ─────────────────────────
///     ⌨ [Done]                         keyboard items, while a field of the screen has focus
///     ─────────────────────────
///     [Start timer]                    bottom bar items, if any
@MainActor
struct NavigationBar {
  let stack: Node

  func render() -> [TextBlock] {
    guard let top = stack.children.last else { return [] }
    let context = top.primitiveState(as: NavigationLayerContext.self)
    var leading: [String] = []
    var trailing: [String] = []
    var bottom: [String] = []
    var keyboard: [String] = []
    var principal: String?
    if stack.children.count > 1, !(context?.isBackButtonHidden ?? false) {
      let below = stack.children[stack.children.count - 2].primitiveState(
        as: NavigationLayerContext.self)
      leading.append("< \(below?.title ?? "Back")")
    }
    for item in context?.toolbarItems ?? [] {
      switch item.placement.position {
      case .leading: leading.append(item.label)
      case .principal: principal = item.label
      case .trailing: trailing.append(item.label)
      case .bottom: bottom.append(item.label)
      case .keyboard: keyboard.append(item.label)
      }
    }
    let title = principal ?? context?.title
    let bar = (leading + [title ?? ""] + trailing).filter { !$0.isEmpty }.joined(separator: "  ")
    let content = TextLayout.vertical(top.text, alignment: .leading, spacing: 0)
    let bottomLine = bottom.joined(separator: "  ")
    let keyboardLine =
      keyboard.isEmpty || !Self.holdsFocus(top, in: stack.graph)
      ? "" : "⌨ " + keyboard.joined(separator: "  ")
    let width = max(
      TextBlock.width(of: bar), TextBlock.width(of: bottomLine),
      TextBlock.width(of: keyboardLine), content.width, 1)
    let rule = String(repeating: "─", count: width)
    var lines: [String] = []
    if !bar.isEmpty { lines += [bar, rule] }
    lines += content.lines
    if !keyboardLine.isEmpty { lines += [rule, keyboardLine] }
    if !bottomLine.isEmpty { lines += [rule, bottomLine] }
    return [TextBlock(lines: lines, width: width)]
  }

  /// Whether the focused field is on `screen` (the keyboard is up for it). Moving focus
  /// re-renders the fields it leaves and reaches, and so the stack's text with them.
  private static func holdsFocus(_ screen: Node, in graph: Graph) -> Bool {
    guard let field = graph.existingFeature(FocusCoordinator.self)?.focusedField,
      !field.isRemoved
    else { return false }
    var current: Node? = field
    while let node = current {
      if node === screen { return true }
      current = node.parent
    }
    return false
  }
}
