import CellGraphCore
import Foundation

// What a custom `Layout` asks of one subview beyond its size: its dimensions, its spacing, the
// values set on it with `layoutValue(key:value:)`, and placement by an anchor.

extension LayoutSubview {
  /// The subview's size and alignment guides for `proposal`.
  ///
  /// ```swift
  /// let dimensions = subview.dimensions(in: .unspecified)
  /// dimensions.width
  /// ```
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: sizeThatFits(proposal))
  }

  /// The subview's preferred spacing to its neighbours: a custom layout's own
  /// (`Layout.spacing(subviews:cache:)`), else 8 points on every edge.
  ///
  /// ```swift
  /// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)
  /// ```
  public var spacing: ViewSpacing {
    var node = node
    while true {
      if let container = node.capability(CustomLayoutCapability.self) {
        return container.spacing(of: node, layout: layout)
      }
      // A custom layout wrapped in modifiers (padding, a frame) still gives its spacing.
      guard node.children.count == 1 else { return ViewSpacing() }
      node = node.children[0]
    }
  }

  /// The value set for `key` on this subview with `layoutValue(key:value:)`, or the key's
  /// default: the nearest one on the subview or the modifiers around its content.
  ///
  /// ```swift
  /// let rank = subview[Rank.self]
  /// ```
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    Self.value(for: key, on: node)
  }

  /// The value set for `key` on the view of `node`, or the key's default: what the subscript
  /// answers, for the built-in layouts that read a trait without a layout run (a grid's text).
  static func value<K: LayoutValueKey>(for key: K.Type, on node: Node) -> K.Value {
    var node: Node? = node
    while let current = node {
      if let writer = current.capability(LayoutValueCapability.self),
        let value = writer.value(of: current, for: ObjectIdentifier(key)) as? K.Value
      {
        return value
      }
      // The value is the subview's trait: it is found through single-content wrappers and not
      // inside containers of several views.
      node = current.children.count == 1 ? current.children[0] : nil
    }
    return K.defaultValue
  }

  /// Places the subview so that its `anchor` point sits at `position`, proposing it `proposal`.
  ///
  /// Call it once per subview from `placeSubviews(in:proposal:subviews:cache:)`; `position` is in
  /// the host's coordinates, as `bounds` is. A NaN or infinite coordinate is reported
  /// (`Diagnostic.Kind.layoutInvalidSize`) and taken as 0.
  ///
  /// ```swift
  /// subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
  /// ```
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    var position = position
    if !position.x.isFinite || !position.y.isFinite {
      LayoutContainerDiagnostics.reportPosition(position, of: node)
      position = CGPoint(
        x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
    }
    let size = sizeThatFits(proposal)
    let origin = CGPoint(
      x: position.x - size.width * anchor.x, y: position.y - size.height * anchor.y)
    place(topLeading: origin, proposal: proposal)
  }
}
