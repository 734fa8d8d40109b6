/// The result of an `if`/`else` (or a `switch`) in a view builder: one of two views.
///
/// The branch is part of the identity: when the condition flips, the old branch's view is removed
/// (its state released, `onDisappear` run) and the other branch's view appears with fresh state.
/// The type is public only because the result builder returns it; write `if`/`else` instead.
public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  init(storage: Storage) {
    self.storage = storage
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension _ConditionalContent: PrimitiveView {
  package static var isStructural: Bool { true }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    switch storage {
    case .trueContent(let content): node.updateChild(content, key: .branch(true))
    case .falseContent(let content): node.updateChild(content, key: .branch(false))
    }
  }
}

/// An optional view (`if` without `else`, `if let`): the view, or nothing.
extension Optional: View where Wrapped: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  package static var isStructural: Bool { true }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    switch self {
    case .some(let content): node.updateChild(content, key: .branch(true))
    case .none: node.removeAllChildren()
    }
  }
}

@MainActor extension _ConditionalContent: FieldComparable {
  /// The same branch with an equal view is the same input (an enum with payloads has no
  /// field-by-field rule of its own).
  package static func isSameInput(_ lhs: _ConditionalContent, _ rhs: _ConditionalContent) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case (.trueContent(let left), .trueContent(let right)):
      ValueComparator.areEqual(left, right)
    case (.falseContent(let left), .falseContent(let right)):
      ValueComparator.areEqual(left, right)
    default:
      false
    }
  }
}
