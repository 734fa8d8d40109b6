/// The children of a result-builder block, in order: `Text("a"); Text("b")`.
///
/// Each element is identified by its position, so it keeps its state as long as the block keeps
/// its shape. A tuple contributes each child's text separately to the enclosing stack.
public nonisolated struct TupleView<each Content: View>: View {
  /// The children live in a box. A tuple of a parameter pack has no fixed layout: in code that
  /// is not specialized for the pack, every copy or destruction of the tuple looks its type up in
  /// the runtime's tuple cache, and a view value is copied several times on its way into a node.
  /// Copying a box is one retain.
  @usableFromInline let storage: TupleStorage

  /// The children.
  public var value: (repeat each Content) {
    storage.address.assumingMemoryBound(to: (repeat each Content).self).pointee
  }

  // Inlinable, like `ViewBuilder.buildBlock`, so that a block is built by code specialized for its
  // children's types in the module that writes it (see `TupleStorage`).
  @inlinable
  public init(_ content: repeat each Content) {
    storage = TupleStorage.make(repeat each content)
  }

  /// The block in `storage`, which holds a tuple of exactly these children (built by
  /// `ViewBuilder.buildBlock` for two to four children).
  @inlinable
  init(storage: TupleStorage) {
    self.storage = storage
  }

  public var body: Never { primitiveBody(Self.self) }
}

/// The box holding a `TupleView`'s children, and the three things done with them that depend on
/// their types: reconciling them as children of a node (first, or matched by position), and
/// destroying them.
///
/// The box is built by inlinable code, so the code that builds it (the `body` that wrote the
/// block, in the user's module) is specialized for the children's types, and so are the closures
/// it stores: they capture nothing, and run without looking up the tuple's type. The alternative,
/// a generic class, had a box type to instantiate and a tuple type to look up on every block
/// built, compared and evaluated: about a tenth of the cost of updating a row.
///
/// The children live in the box's own allocation, after its header: a `ManagedBuffer` of bytes,
/// as many as the tuple needs plus room to align it. (A separate allocation for them cost a
/// `malloc` and a `free` per block built, a sixth of building a row's block.)
///
///     ┌────────────┬──────────────────────┬─────────┬──────────────────────┐
///     │ object     │ header: the closures │ padding │ (Text, Text, Text)   │
///     └────────────┴──────────────────────┴─────────┴──────────────────────┘
///                                         ◀─offset─▶ ▲ address
@usableFromInline
package final class TupleStorage: ManagedBuffer<TupleStorage.Header, UInt8> {
  /// What the box knows besides the children: where they lie, and the code for their types.
  @usableFromInline
  package struct Header {
    /// How far past the start of the bytes the tuple lies, aligned for its type.
    @usableFromInline var offset: Int
    /// How many children the block has: a node making them all for the first time reserves room
    /// for them at once, instead of growing its list of children child by child.
    @usableFromInline var count: Int
    /// Hands each child at the address to the reconciler, keyed by its position.
    @usableFromInline let reconcileChildren:
      @MainActor (UnsafeRawPointer, inout ChildReconciler) -> Void
    /// Hands each child at the address to the existing child at its position: for a node whose
    /// children are the elements of a block of this same type, reconciled before.
    @usableFromInline let updateMatchedChildren:
      @MainActor (UnsafeRawPointer, BlockChildren) -> Void
    /// Destroys the tuple at the address (without freeing the memory).
    @usableFromInline let destroyChildren: (UnsafeMutableRawPointer) -> Void

    @inlinable
    init(
      reconcileChildren: @escaping @MainActor (UnsafeRawPointer, inout ChildReconciler) -> Void,
      updateMatchedChildren: @escaping @MainActor (UnsafeRawPointer, BlockChildren) -> Void,
      destroyChildren: @escaping (UnsafeMutableRawPointer) -> Void
    ) {
      offset = 0
      count = 0
      self.reconcileChildren = reconcileChildren
      self.updateMatchedChildren = updateMatchedChildren
      self.destroyChildren = destroyChildren
    }
  }

  /// A box holding `content`.
  @inlinable
  static func make<each Content: View>(_ content: repeat each Content) -> TupleStorage {
    let layout = MemoryLayout<(repeat each Content)>.self
    let buffer = create(minimumCapacity: layout.size + layout.alignment - 1) { _ in
      Header(
        reconcileChildren: { address, reconciler in
          var position = 0
          @MainActor func produce<Child: View>(_ child: Child) {
            reconciler.update(child, key: .position(position))
            position += 1
          }
          repeat produce(each address.assumingMemoryBound(to: (repeat each Content).self).pointee)
        },
        updateMatchedChildren: { address, children in
          var position = 0
          @MainActor func produce<Child: View>(_ child: Child) {
            children.update(child, at: position)
            position += 1
          }
          repeat produce(each address.assumingMemoryBound(to: (repeat each Content).self).pointee)
        },
        destroyChildren: { address in
          address.assumingMemoryBound(to: (repeat each Content).self).deinitialize(count: 1)
        })
    }
    // `create` allocates an instance of the class it is called on.
    let storage = unsafeDowncast(buffer, to: TupleStorage.self)
    storage.withUnsafeMutablePointers { header, bytes in
      let start = UnsafeMutableRawPointer(bytes)
      let address = start.alignedUp(toMultipleOf: layout.alignment)
      header.pointee.offset = address - start
      for _ in repeat (each Content).self { header.pointee.count += 1 }
      address.initializeMemory(as: (repeat each Content).self, to: (repeat each content))
    }
    return storage
  }

  /// Where the tuple of children lives: memory of the box's own, so that a comparison reads the
  /// children at a known address (the address of a stored property is only known inside a generic
  /// accessor).
  @inlinable
  var address: UnsafeMutableRawPointer {
    withUnsafeMutablePointers { header, bytes in
      UnsafeMutableRawPointer(bytes) + header.pointee.offset
    }
  }

  /// How many children the block has. Read through the header's address: `header`, a stored
  /// property of `ManagedBuffer`, is accessed with a run-time exclusivity check.
  var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }

  /// Hands each child to the reconciler (see `Header`).
  @inlinable
  var reconcileChildren: @MainActor (UnsafeRawPointer, inout ChildReconciler) -> Void {
    header.reconcileChildren
  }

  /// Hands each child to the existing child at its position (see `Header`).
  @inlinable
  var updateMatchedChildren: @MainActor (UnsafeRawPointer, BlockChildren) -> Void {
    header.updateMatchedChildren
  }

  deinit {
    withUnsafeMutablePointers { header, bytes in
      header.pointee.destroyChildren(UnsafeMutableRawPointer(bytes) + header.pointee.offset)
    }
  }
}

/// The storage of `block`, a `TupleView` (the caller checked its type): a block is one reference.
/// Nonisolated: a main-actor closure handed to `withUnsafePointer` would check its executor.
nonisolated func blockStorage<V>(of block: V) -> TupleStorage {
  withUnsafePointer(to: block) { UnsafeRawPointer($0).load(as: TupleStorage.self) }
}

/// Marks the `TupleView` types, whatever their elements: a node whose content is a block
/// reconciles the block's elements as its own children (see `Node.updateChild(_:key:)`). Such a
/// value is one `TupleStorage` reference, which is how the node reads it.
protocol FlattenedTuple {
  /// The types of the type's elements, in order: a block whose elements are all one label type
  /// is kept by a stack as labels, with no node per element (see `LabelBlock`).
  nonisolated static var elementTypes: [Any.Type] { get }
}

@MainActor extension TupleView: FlattenedTuple {
  nonisolated static var elementTypes: [Any.Type] {
    var types: [Any.Type] = []
    for element in repeat (each Content).self { types.append(element) }
    return types
  }
}

@MainActor extension TupleView: PrimitiveView {
  package static var isStructural: Bool { true }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    // After the first update, the node's children are this block type's elements.
    node.updateFlattenedChildren(storage, positionsMatch: !node.children.isEmpty)
  }
}

@MainActor extension TupleView: FieldComparable {
  /// Two blocks are the same input when their children are, position by position (compared as
  /// one tuple, with the tuple type's comparator).
  package static func isSameInput(_ lhs: TupleView, _ rhs: TupleView) -> Bool {
    makeInputComparator()(lhs, rhs)
  }

  /// The tuple type's comparator, looked up once, applied to the children in place.
  ///
  /// The closure is not generic and not main-actor isolated: a `TupleView` is a single reference
  /// to its box, so it reads the box as a `TupleStorage`, and the children's address from it.
  /// (A generic comparison would look up the tuple's type, and an isolated one check the
  /// executor, on every call: blocks are compared on every update of every row.)
  static package func makeInputComparator() -> ValueComparator {
    let children = ValueComparator.forType((repeat each Content).self)
    return ValueComparator { lhs, rhs in
      let left = lhs.load(as: TupleStorage.self)
      let right = rhs.load(as: TupleStorage.self)
      return left === right || children.equal(left.address, right.address)
    }
  }
}
