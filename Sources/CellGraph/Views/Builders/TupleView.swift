/// The children of a result-builder block, in order: `Text("a"); Text("b")`.
///
/// Each element is identified by its position, so it keeps its state as long as the block keeps
/// its shape. A tuple contributes each child's text separately to the enclosing stack.
public struct TupleView<each Content: View>: View {
  /// The children live in a box. A tuple of a parameter pack has no fixed layout: in code that
  /// is not specialized for the pack, every copy or destruction of the tuple looks its type up in
  /// the runtime's tuple cache, and a view value is copied several times on its way into a node.
  /// Copying a box is one retain.
  let storage: TupleStorage<repeat each Content>

  /// The children.
  public var value: (repeat each Content) { storage.value }

  public init(_ content: repeat each Content) {
    storage = TupleStorage(repeat each content)
  }

  public var body: Never { primitiveBody(Self.self) }
}

/// The box holding a `TupleView`'s children.
final class TupleStorage<each Content: View> {
  // `@exclusivity(unchecked)`: read in place on every comparison; see the note on `Node`.
  @exclusivity(unchecked) var value: (repeat each Content)

  init(_ content: repeat each Content) {
    value = (repeat each content)
  }
}

extension TupleView: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChildren { reconciler in
      var position = 0
      @MainActor func produce<Child: View>(_ child: Child) {
        reconciler.update(child, key: .position(position))
        position += 1
      }
      repeat produce(each storage.value)
    }
  }
}

extension TupleView: FieldComparable {
  /// Two blocks are the same input when their children are, position by position (compared as
  /// one tuple, with the tuple type's cached comparator).
  static func isSameInput(_ lhs: TupleView, _ rhs: TupleView) -> Bool {
    if lhs.storage === rhs.storage { return true }
    let comparator = ValueComparator.forType((repeat each Content).self)
    return withUnsafeMutableBytes(of: &lhs.storage.value) { left in
      withUnsafeMutableBytes(of: &rhs.storage.value) { right in
        guard let left = left.baseAddress, let right = right.baseAddress else { return true }
        return comparator.equal(left, right)
      }
    }
  }
}
