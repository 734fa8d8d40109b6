import CellGraphCore

nonisolated extension View {
  /// Changes the transaction of the updates of this subtree in which `value` changed, as
  /// SwiftUI's `transaction(value:_:)`.
  ///
  /// When an update re-runs this view and `value` differs from the last one it saw, `transform`
  /// is called with the update's transaction and the views below are evaluated in the
  /// transaction it leaves; updates in which `value` is unchanged keep their own transaction.
  /// The first evaluation changes nothing.
  ///
  /// ```swift
  /// Text(isOn ? "On" : "Off")
  ///   .transaction(value: isOn) { $0.animation = .easeIn(duration: 0.2) }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value whose changes select the updates to change.
  ///   - transform: Changes the transaction of those updates.
  public func transaction<Value: Equatable>(
    value: Value, _ transform: @escaping @MainActor (inout Transaction) -> Void
  ) -> some View {
    ValueTransaction(content: self, value: value, transform: transform)
  }
}

/// The view `transaction(value:_:)` returns. Its node remembers the last value.
nonisolated struct ValueTransaction<Content: View, Value: Equatable>: View {
  let content: Content
  let value: Value
  let transform: @MainActor (inout Transaction) -> Void

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension ValueTransaction: PrimitiveView {
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
    transform(&transaction)
    TransactionContext.withCurrent(transaction) {
      node.updateChild(content)
    }
  }
}
