import CellGraphCore

nonisolated extension View {
  /// Sets the order in which a `ZStack` draws its layers: a higher value in front; equal values
  /// keep their order (0 by default).
  ///
  /// Text form: the view as it is; in a `ZStack`, the layers are drawn in the order of their
  /// `zIndex`, so the one in front covers the others (TextForm.md, "Layers").
  ///
  /// ```swift
  /// ZStack {
  ///   Text("Front").zIndex(1)
  ///   Text("Back")
  /// }
  /// // Front
  /// ```
  public func zIndex(_ value: Double) -> some View {
    ZIndexed(content: self, value: value)
  }
}

/// The view `zIndex` returns: its content, with the value a `ZStack` orders its layers by.
nonisolated struct ZIndexed<Content: View>: View {
  let content: Content
  let value: Double

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension ZIndexed: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }
}

@MainActor protocol ZIndexedPrimitive: PrimitiveView {
  var zIndexValue: Double { get }
}

extension ZIndexed: ZIndexedPrimitive {
  var zIndexValue: Double { value.isNaN ? 0 : value }
}

extension ZIndexedPrimitive {
  /// `node`'s value: `node` is a `PrimitiveNode<Self>`, the capability was found on its type.
  static func zIndex(of node: Node) -> Double {
    unsafeDowncast(node, to: PrimitiveNode<Self>.self).view.zIndexValue
  }
}

enum ZIndexCapability: PrimitiveCapability {
  static func witness(for type: any PrimitiveView.Type) -> (any ZIndexedPrimitive.Type)? {
    type as? any ZIndexedPrimitive.Type
  }
}

extension Node {
  /// The text of a stack's layers in drawing order: its children's, through the nodes that only
  /// group them (a `TupleView`, a `ForEach`, a `Group`), stably sorted by their `zIndex`. The
  /// children's text as it is when no layer has a `zIndex`.
  var zOrderedLayersText: [TextBlock] {
    var layers: [(z: Double, text: [TextBlock])] = []
    var ordered = false
    func collect(_ node: Node) {
      for child in node.children {
        let groups =
          child.isStructural && child.children.count > 1
          && child.text.count == child.children.reduce(0) { $0 + $1.text.count }
        if groups {
          collect(child)
        } else {
          let z = child.layerZIndex
          ordered = ordered || z != 0
          layers.append((z, child.text))
        }
      }
    }
    collect(self)
    guard ordered else { return childrenText }
    return layers.enumerated()
      .sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }
      .flatMap(\.element.text)
  }

  /// The `zIndex` of the layer this node is: the first met down its chain of single structural
  /// children (the modifiers applied to it), 0 when none.
  private var layerZIndex: Double {
    var node = self
    while true {
      if let witness = node.capability(ZIndexCapability.self) { return witness.zIndex(of: node) }
      guard node.isStructural, node.children.count == 1 else { return 0 }
      node = node.children[0]
    }
  }
}
