/// The children of a result-builder block, in order: `Text("a"); Text("b")`.
///
/// Each element is identified by its position, so it keeps its state as long as the block keeps
/// its shape. A tuple contributes each child's text separately to the enclosing stack.
public struct TupleView<each Content: View>: View {
  /// The children.
  public var value: (repeat each Content)

  public init(_ content: repeat each Content) {
    value = (repeat each content)
  }

  public var body: Never { primitiveBody(Self.self) }
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
      repeat produce(each value)
    }
  }
}
