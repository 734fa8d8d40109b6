extension Node {
  /// Installs the `DynamicField`s of `owner`, a value that is not a view (an `App`), in this
  /// node's storage, as a view's fields are installed before its body: a state cell gets the
  /// node's box (made from its initial value the first time), an environment cell the node's
  /// environment, an owned object the node's object.
  ///
  /// The node keeps the storage for as long as it lives, so every copy of `owner` made after
  /// the call reads and writes the same boxes; reads are tracked by whatever body is running
  /// when they happen, which is how a window's content depends on its app's state.
  package final func installFields<Owner>(of owner: inout Owner) {
    let layout = FieldLayout.of(Owner.self)
    if layout.isEmpty { return }
    if fieldStorage.count < layout.storageSlotCount {
      fieldStorage.reset(slots: layout.storageSlotCount)
    }
    withUnsafeMutablePointer(to: &owner) { pointer in
      layout.install(at: UnsafeMutableRawPointer(pointer), in: self)
    }
  }
}

extension Node {
  /// Installs the fields of `owner` in the node whose body is running, for a body that evaluates
  /// a value with fields of its own that is not a view (an app's `Commands`). Does nothing
  /// outside a body.
  ///
  /// The node's own view must have no fields of its own: their slots would be shared.
  package static func installFieldsInEvaluatingNode<Owner>(of owner: inout Owner) {
    Tracking.currentNode?.installFields(of: &owner)
  }
}
