/// Boxes for blocks of two, three and four children, built without a parameter pack.
///
/// `ViewBuilder.buildBlock` has overloads for these counts (a pack-free overload is chosen over
/// the pack one), the blocks of almost every `body`. Code for a parameter pack is not
/// specialized for the pack's types even when inlined into the module that writes the block: it
/// looks the tuple's type up in the runtime's cache and copies each child through its type's
/// value witnesses. The same code for a fixed count is specialized for the children's types, and
/// copies them as any value of a known type. The box is the one `make(_:)` builds for the same
/// children, in every byte: the tuple `(C0, C1)` is `(repeat each Content)` for `Content` =
/// `C0, C1`, laid out once by the compiler, so a `TupleView` reads either box the same way.
///
/// *Tests:* `Graph/BlockFlatteningTests` (blocks of two to four children and of five, which the
/// pack builds, reconciled and compared the same way).
extension TupleStorage {
  /// A box holding `c0` and `c1`.
  @inlinable
  static func make<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleStorage {
    typealias Children = (C0, C1)
    return box(
      (c0, c1), count: 2,
      Header(
        reconcileChildren: { address, reconciler in
          let children = address.assumingMemoryBound(to: Children.self)
          reconciler.update(children.pointee.0, key: .position(0))
          reconciler.update(children.pointee.1, key: .position(1))
        },
        updateMatchedChildren: { address, block in
          let children = address.assumingMemoryBound(to: Children.self)
          block.update(children.pointee.0, at: 0)
          block.update(children.pointee.1, at: 1)
        },
        destroyChildren: { address in
          address.assumingMemoryBound(to: Children.self).deinitialize(count: 1)
        }))
  }

  /// A box holding `c0`, `c1` and `c2`.
  @inlinable
  static func make<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleStorage {
    typealias Children = (C0, C1, C2)
    return box(
      (c0, c1, c2), count: 3,
      Header(
        reconcileChildren: { address, reconciler in
          let children = address.assumingMemoryBound(to: Children.self)
          reconciler.update(children.pointee.0, key: .position(0))
          reconciler.update(children.pointee.1, key: .position(1))
          reconciler.update(children.pointee.2, key: .position(2))
        },
        updateMatchedChildren: { address, block in
          let children = address.assumingMemoryBound(to: Children.self)
          block.update(children.pointee.0, at: 0)
          block.update(children.pointee.1, at: 1)
          block.update(children.pointee.2, at: 2)
        },
        destroyChildren: { address in
          address.assumingMemoryBound(to: Children.self).deinitialize(count: 1)
        }))
  }

  /// A box holding `c0`, `c1`, `c2` and `c3`.
  @inlinable
  static func make<C0: View, C1: View, C2: View, C3: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleStorage {
    typealias Children = (C0, C1, C2, C3)
    return box(
      (c0, c1, c2, c3), count: 4,
      Header(
        reconcileChildren: { address, reconciler in
          let children = address.assumingMemoryBound(to: Children.self)
          reconciler.update(children.pointee.0, key: .position(0))
          reconciler.update(children.pointee.1, key: .position(1))
          reconciler.update(children.pointee.2, key: .position(2))
          reconciler.update(children.pointee.3, key: .position(3))
        },
        updateMatchedChildren: { address, block in
          let children = address.assumingMemoryBound(to: Children.self)
          block.update(children.pointee.0, at: 0)
          block.update(children.pointee.1, at: 1)
          block.update(children.pointee.2, at: 2)
          block.update(children.pointee.3, at: 3)
        },
        destroyChildren: { address in
          address.assumingMemoryBound(to: Children.self).deinitialize(count: 1)
        }))
  }

  /// A box of `count` children, `children`, with `code` for them: the children in the
  /// box's own bytes, aligned for their tuple's type.
  @inlinable
  static func box<Children>(_ children: Children, count: Int, _ code: Header)
    -> TupleStorage
  {
    let layout = MemoryLayout<Children>.self
    let buffer = create(minimumCapacity: layout.size + layout.alignment - 1) { _ in code }
    // `create` allocates an instance of the class it is called on.
    let storage = unsafeDowncast(buffer, to: TupleStorage.self)
    storage.withUnsafeMutablePointers { header, bytes in
      let start = UnsafeMutableRawPointer(bytes)
      let address = start.alignedUp(toMultipleOf: layout.alignment)
      header.pointee.offset = address - start
      header.pointee.count = count
      address.initializeMemory(as: Children.self, to: children)
    }
    return storage
  }
}
