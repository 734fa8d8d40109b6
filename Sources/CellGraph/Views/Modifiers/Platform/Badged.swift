import CellGraphCore

nonisolated extension View {
  /// A count shown beside this list row or tab item: SwiftUI's `badge(_:)`. A count of 0 shows
  /// no badge.
  ///
  /// Text form: after the row's first line, `Inbox (3)`; in a tab view's bar, after the tab's
  /// label, `• Inbox (3)`.
  ///
  /// ```swift
  /// Text("Inbox").badge(unread)
  /// ```
  public func badge(_ count: Int) -> some View {
    Badged(content: self, badge: count == 0 ? nil : String(count))
  }

  /// A label shown beside this list row or tab item: SwiftUI's `badge(_:)`; `nil` shows none.
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    Badged(content: self, badge: label.map { String($0) })
  }

  /// A `Text` label shown beside this list row or tab item; `nil` shows none.
  ///
  /// ```swift
  /// Text("Inbox").badge(Text("New"))   // Inbox (New)
  /// ```
  public func badge(_ label: Text?) -> some View {
    Badged(content: self, badge: label.map(\.content))
  }
}

/// The view `badge(_:)` returns: its content, with the badge after it, unless the content is a
/// tab, whose tab view shows the badge in its bar.
nonisolated struct Badged<Content: View>: View {
  let content: Content
  let badge: String?

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Badged: PrimitiveView {
  package typealias NodeState = BadgeBox

  static var isStructural: Bool { true }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if node.state?.badge != badge { node.state = BadgeBox(badge) }
    node.updateChild(content)
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    guard let child = node.children.first else { return [] }
    guard let badge, !child.isTab else { return child.text }
    let block = TextLayout.vertical(child.text, alignment: .leading, spacing: 0)
    var lines = block.lines.isEmpty ? [""] : block.lines
    lines[0] += " (\(badge))"
    return [TextBlock(lines: lines, width: lines.map(\.count).max() ?? 0)]
  }
}

/// The badge a node declares, in its `state`, for the tab view above it.
@MainActor
package final class BadgeBox {
  let badge: String?

  init(_ badge: String?) { self.badge = badge }
}

extension Node {
  /// Whether this node is a tab (of `.tabItem` or a `Tab`), through modifiers.
  var isTab: Bool {
    if primitiveState(as: TabState.self) != nil { return true }
    return isStructural && children.count == 1 && children[0].isTab
  }

  /// The badge of the tab at this node: the nearest `badge(_:)` between it and `tabView`.
  func tabBadge(below tabView: Node) -> String? {
    var current: Node? = self
    while let node = current, node !== tabView {
      if let box = node.primitiveState(as: BadgeBox.self) { return box.badge }
      current = node.parent
    }
    return nil
  }
}
