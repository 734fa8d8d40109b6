import CellGraphCore

nonisolated extension View {
  /// Changes the transaction of every update that re-runs views in this subtree.
  ///
  /// `transform` is called with the update's transaction when this view, or a view below it, is
  /// evaluated by an update; the views below see the transaction it leaves. Use it to replace or
  /// remove an animation for part of the tree.
  ///
  /// ```swift
  /// Badge(count: count)
  ///   .transaction { $0.animation = nil }   // the badge never animates
  /// ```
  public func transaction(_ transform: @escaping @MainActor (inout Transaction) -> Void)
    -> some View
  {
    TransactionModifier(content: self, transform: transform)
  }

  /// Sets `animation` as the animation of every update that re-runs views in this subtree,
  /// unless the update's transaction `disablesAnimations`.
  ///
  /// SwiftUI deprecates this form in favor of `animation(_:value:)`, which animates only the
  /// updates where a value changed; CellGraph keeps it, mostly for `.animation(nil)`, which
  /// removes the animation from the subtree's updates.
  ///
  /// ```swift
  /// Counter(value: value).animation(nil)
  /// ```
  public func animation(_ animation: Animation?) -> some View {
    TransactionModifier(content: self) { transaction in
      if !transaction.disablesAnimations { transaction.animation = animation }
    }
  }
}

/// The view `transaction(_:)` returns. Its node registers `transform` with the graph, so that a
/// view below it that an update re-runs on its own (not through this node) sees the transformed
/// transaction too.
nonisolated struct TransactionModifier<Content: View>: View {
  let content: Content
  let transform: @MainActor (inout Transaction) -> Void

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension TransactionModifier: LifecyclePrimitive {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.graph.registerTransactionTransform(transform, of: node)
    var transaction = TransactionContext.current ?? Transaction()
    transform(&transaction)
    TransactionContext.withCurrent(transaction) {
      node.updateChild(content)
    }
  }

  func willRemove(_ node: PrimitiveNode<Self>) {
    node.graph.unregisterTransactionTransform(of: node)
  }

  static func actionLabel(appearing: Bool) -> String { "transaction" }
}
