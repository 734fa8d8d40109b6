import CellGraphCore

nonisolated extension View {
  /// Runs `action` with the old and new value when `value` changes between updates.
  ///
  /// The value is compared after each update that re-evaluated this view; the action runs in the
  /// commit phase that follows, with the value seen at the previous update and the current one.
  /// Values written and overwritten within one action are never observed. With `initial: true`,
  /// the action also runs when the view appears, with the current value as both old and new.
  ///
  /// ```swift
  /// TextField("Search", text: $query)
  ///   .onChange(of: query) { old, new in log.append("\(old) → \(new)") }
  /// ```
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false,
    _ action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
  ) -> some View {
    ChangeObserver(content: self, value: value, initial: initial, action: action)
  }

  /// Runs `action` when `value` changes between updates (see `onChange(of:initial:_:)`).
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    ChangeObserver(content: self, value: value, initial: initial) { _, _ in action() }
  }
}

/// The view `onChange(of:initial:_:)` returns. Its node remembers the last value it saw.
nonisolated struct ChangeObserver<Content: View, Value: Equatable>: View {
  let content: Content
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension ChangeObserver: LifecyclePrimitive {
  typealias NodeState = ValueBox<Value>

  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if let seen = node.state {
      if seen.value != value {
        let old = seen.value
        let new = value
        seen.value = new
        // The action of the newest view value runs, with the values from the two updates.
        let action = self.action
        node.graph.enqueue("onChange(of: \(Value.self))", of: node) { action(old, new) }
      }
    } else {
      node.state = ValueBox(value)
    }
    node.updateChild(content)
  }

  func appear(_ node: PrimitiveNode<Self>) {
    if initial { action(value, value) }
  }

  static func actionLabel(appearing: Bool) -> String {
    "onChange(of: \(Value.self), initial: true)"
  }
}
