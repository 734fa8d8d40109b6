import CellGraphCore

nonisolated extension View {
  /// Runs `action` with the new value when `value` changes between updates: SwiftUI's original
  /// one-parameter form, deprecated there since iOS 17 in favour of the zero- and two-parameter
  /// forms (`onChange(of:initial:_:)`).
  ///
  /// As in SwiftUI, the action that runs is the one given at the *previous* update, so what it
  /// captured is the state from before the change; a capture list keeps the old value:
  ///
  /// ```swift
  /// Text("Count: \(count)")
  ///   .onChange(of: count) { [count] newCount in
  ///     log.append("\(count) → \(newCount)")
  ///   }
  /// ```
  ///
  /// Not marked deprecated here, so ported code builds with warnings as errors.
  public func onChange<Value: Equatable>(
    of value: Value, perform action: @escaping (_ newValue: Value) -> Void
  ) -> some View {
    NewValueObserver(content: self, value: value, action: action)
  }
}

/// The view `onChange(of:perform:)` returns. Its node remembers the last value it saw and the
/// action given with it.
nonisolated struct NewValueObserver<Content: View, Value: Equatable>: View {
  let content: Content
  let value: Value
  let action: (Value) -> Void

  var body: Never { primitiveBody(Self.self) }
}

/// What a `NewValueObserver` node saw at its last update.
@MainActor
final class SeenValue<Value> {
  var value: Value
  var action: (Value) -> Void

  init(value: Value, action: @escaping (Value) -> Void) {
    self.value = value
    self.action = action
  }
}

@MainActor extension NewValueObserver: PrimitiveView {
  typealias NodeState = SeenValue<Value>

  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if let seen = node.state {
      if seen.value != value {
        // The previous update's action runs (SwiftUI's documented behaviour for this form): its
        // captures hold the values from before the change.
        let previousAction = seen.action
        let new = value
        node.graph.enqueue("onChange(of: \(Value.self))", of: node) { previousAction(new) }
      }
      seen.value = value
      seen.action = action
    } else {
      node.state = SeenValue(value: value, action: action)
    }
    node.updateChild(content)
  }
}
