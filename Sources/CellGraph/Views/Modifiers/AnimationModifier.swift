import CellGraphCore

nonisolated extension View {
  /// Animates the updates of this subtree in which `value` changed, with `animation`.
  ///
  /// When an update re-runs this view and `value` differs from the last one it saw, the views
  /// below are evaluated with `animation` as the transaction's animation (unless the transaction
  /// `disablesAnimations`); updates in which `value` is unchanged keep their own transaction.
  /// The first evaluation animates nothing.
  ///
  /// ```swift
  /// Text(isOn ? "On" : "Off")
  ///   .animation(.easeInOut, value: isOn)
  /// ```
  public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> some View {
    ValueAnimation(content: self, animation: animation, value: value)
  }
}

/// The view `animation(_:value:)` returns. Its node remembers the last value.
nonisolated struct ValueAnimation<Content: View, Value: Equatable>: View {
  let content: Content
  let animation: Animation?
  let value: Value

  var body: Never { primitiveBody(Self.self) }
}

/// The value a `ValueAnimation` node saw last.
final class LastAnimatedValue<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

@MainActor extension ValueAnimation: PrimitiveView {
  typealias NodeState = LastAnimatedValue<Value>

  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    guard let last = node.state else {
      node.state = LastAnimatedValue(value)
      return node.updateChild(content)
    }
    guard last.value != value else { return node.updateChild(content) }
    last.value = value
    var transaction = TransactionContext.current ?? Transaction()
    guard !transaction.disablesAnimations else { return node.updateChild(content) }
    transaction.animation = animation
    TransactionContext.withCurrent(transaction) {
      node.updateChild(content)
    }
  }
}
