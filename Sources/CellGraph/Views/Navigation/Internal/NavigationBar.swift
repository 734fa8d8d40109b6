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

  /// The lines around the top screen's content: the bar above it (empty for none), and the
  /// keyboard items and bottom bar below it (each empty for none).
  struct Chrome {
    var bar = ""
    var keyboard = ""
    var bottom = ""

    /// The lines above the content: the bar and a rule under it.
    var linesAbove: Int { bar.isEmpty ? 0 : 2 }
    /// The lines below the content: a rule and a line for each of the keyboard and bottom bars.
    var linesBelow: Int { (keyboard.isEmpty ? 0 : 2) + (bottom.isEmpty ? 0 : 2) }
    /// The widest of the bars, in columns.
    var width: Int {
      max(TextBlock.width(of: bar), TextBlock.width(of: bottom), TextBlock.width(of: keyboard))
    }

    /// The lines above the content, with a rule `width` columns wide.
    func above(width: Int) -> [String] {
      bar.isEmpty ? [] : [bar, String(repeating: "─", count: width)]
    }

    /// The lines below the content, each bar after a rule `width` columns wide.
    func below(width: Int) -> [String] {
      let rule = String(repeating: "─", count: width)
      var lines: [String] = []
      if !keyboard.isEmpty { lines += [rule, keyboard] }
      if !bottom.isEmpty { lines += [rule, bottom] }
      return lines
    }
  }

  /// The top screen, whose content the stack shows.
  var top: Node? { stack.children.last }

  /// The bars of the top screen.
  func chrome() -> Chrome {
    guard let top else { return Chrome() }
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
    return Chrome(
      bar: (leading + [title ?? ""] + trailing).filter { !$0.isEmpty }.joined(separator: "  "),
      keyboard: keyboard.isEmpty || !Self.holdsFocus(top, in: stack.graph)
        ? "" : "⌨ " + keyboard.joined(separator: "  "),
      bottom: bottom.joined(separator: "  "))
  }

  func render() -> [TextBlock] {
    guard let top else { return [] }
    let chrome = chrome()
    let content = TextLayout.vertical(top.text, alignment: .leading, spacing: 0)
    let width = max(chrome.width, content.width, 1)
    let lines = chrome.above(width: width) + content.lines + chrome.below(width: width)
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
