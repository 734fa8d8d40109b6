import CellGraphCore

/// The view every focused-value modifier returns: its content, and a table of values published
/// while focus is inside it (`.focus`) or while its scene is active (`.scene`).
///
/// It reads no source: a new value reaches it from its parent, and the host's
/// `FocusedValueTable` compares it with the one it had, so a value that did not change costs no
/// reader anything.
nonisolated struct FocusedValueModifier<Content: View>: View {
  let content: Content
  let values: FocusedValues
  let scope: FocusedValuePublisher.Scope

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension FocusedValueModifier: LifecyclePrimitive {
  typealias NodeState = FocusedValuePublisher

  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let table = node.graph.feature(FocusCoordinator.self).values
    if let publisher = node.state {
      if publisher.update(values) { table.publisherChanged(publisher) }
    } else {
      // Registered during the pass, so that the values are resolved in the commit phase of the
      // same flush as a focus move the inserting action made.
      let publisher = FocusedValuePublisher(node: node, scope: scope, values: values)
      node.state = publisher
      table.register(publisher)
    }
    node.updateChild(content)
  }

  func appear(_ node: PrimitiveNode<Self>) {
    // Shown again after being hidden (a covered navigation screen, an unselected tab).
    guard let publisher = node.state else { return }
    node.graph.feature(FocusCoordinator.self).values.register(publisher)
  }

  func disappear(_ node: PrimitiveNode<Self>) {
    guard let publisher = node.state else { return }
    node.graph.feature(FocusCoordinator.self).values.unregister(publisher)
  }

  static func actionLabel(appearing: Bool) -> String {
    appearing ? "focusedValue" : "focusedValue removal"
  }
}
