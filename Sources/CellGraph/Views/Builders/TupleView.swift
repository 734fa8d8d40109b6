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

/// The box holding a `TupleView`'s children: the part of the box that does not depend on the
/// children's types, so that comparisons can run without any generic code.
class TupleStorageBase {
  /// Where the tuple of children lives: memory of the box's own, allocated for the tuple type, so
  /// that a comparison reads the children at a known address (the address of a stored property
  /// is only known inside a generic accessor).
  let address: UnsafeMutableRawPointer

  init(address: UnsafeMutableRawPointer) {
    self.address = address
  }
}

/// The box holding a `TupleView`'s children.
final class TupleStorage<each Content: View>: TupleStorageBase {
  init(_ content: repeat each Content) {
    let layout = MemoryLayout<(repeat each Content)>.self
    let address = UnsafeMutableRawPointer.allocate(
      byteCount: layout.size, alignment: layout.alignment)
    address.initializeMemory(as: (repeat each Content).self, to: (repeat each content))
    super.init(address: address)
  }

  deinit {
    address.assumingMemoryBound(to: (repeat each Content).self).deinitialize(count: 1)
    address.deallocate()
  }

  var value: (repeat each Content) {
    address.assumingMemoryBound(to: (repeat each Content).self).pointee
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
  /// one tuple, with the tuple type's comparator).
  static func isSameInput(_ lhs: TupleView, _ rhs: TupleView) -> Bool {
    makeInputComparator()(lhs, rhs)
  }

  /// The tuple type's comparator, looked up once, applied to the children in place.
  ///
  /// The closure is not generic and not main-actor isolated: a `TupleView` is a single reference
  /// to its box, so it reads the box as a `TupleStorageBase`, and the children's address from it.
  /// (A generic comparison would look up the tuple's type, and an isolated one check the
  /// executor, on every call: blocks are compared on every update of every row.)
  static func makeInputComparator() -> ValueComparator {
    let children = ValueComparator.forType((repeat each Content).self)
    return ValueComparator { lhs, rhs in
      let left = lhs.load(as: TupleStorageBase.self)
      let right = rhs.load(as: TupleStorageBase.self)
      return left === right || children.equal(left.address, right.address)
    }
  }
}
