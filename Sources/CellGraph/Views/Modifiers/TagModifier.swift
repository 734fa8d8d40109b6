import CellGraphCore

nonisolated extension View {
  /// Tags the view with `tag`, the value a `Picker` option or a `List` row stands for.
  ///
  /// A picker whose selection equals an option's tag shows that option as chosen, and choosing
  /// the option writes its tag to the selection. The tag's type must be the selection's type (or,
  /// for an optional selection, its wrapped type); a tag of another type matches nothing, as in
  /// SwiftUI. `ForEach` rows over `Identifiable` data are tagged with their id implicitly.
  ///
  /// ```swift
  /// Picker("Flavor", selection: $flavor) {
  ///   Text("Vanilla").tag(Flavor.vanilla)
  ///   Text("Mint").tag(Flavor.mint)
  /// }
  /// ```
  ///
  /// A tag has no text of its own and does not change the view's identity.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    TaggedView(content: self, tag: tag)
  }
}

/// The view `tag(_:)` returns; its node answers `Node.tag`.
nonisolated struct TaggedView<Content: View, Tag: Hashable>: View {
  let content: Content
  let tag: Tag

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension TaggedView: TaggedPrimitive {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  var primitiveTag: AnyHashable { AnyHashable(tag) }
}

extension InspectedNode {
  /// The value given with `.tag(_:)`, if this is the node of that modifier.
  package var tag: AnyHashable? { isLabel ? nil : node.tag }
}

extension Node {
  /// The tagged nodes below this one (this one included), in tree order, each with its tag: the
  /// options of a picker, the rows of a list. A tagged node's own subtree is not searched further,
  /// so an option that contains tagged views is one option.
  final var taggedDescendants: [(tag: AnyHashable, node: Node)] {
    var found: [(tag: AnyHashable, node: Node)] = []
    func visit(_ node: Node) {
      if let tag = node.tag {
        found.append((tag, node))
        return
      }
      for child in node.children { visit(child) }
    }
    visit(self)
    return found
  }
}
