/// A node's storage for its built-in fields (the boxes of its state cells, its owned objects), by
/// slot: what survives each re-creation of the view struct.
///
/// Most views that have fields have one (a row's `@StateCell`). So the first slot is stored in
/// the node itself and only the others in an array: such a row allocates no slot buffer, and
/// installing its field before each body reads the box without following a pointer to memory
/// that may be cold.
///
///     no slots:   first = nil   rest = nil
///     1 slot:     first = box   rest = []          (no allocation)
///     3 slots:    first = box   rest = [b1, b2]
///
/// Invariant: `rest == nil` exactly when the storage has no slots, so `count` is `rest.count + 1`
/// otherwise.
package struct FieldStorage: RandomAccessCollection, MutableCollection {
  private var first: AnyObject?
  private var rest: ContiguousArray<AnyObject?>?

  package init() {}

  package var startIndex: Int { 0 }
  /// The number of slots.
  package var endIndex: Int { rest.map { $0.count + 1 } ?? 0 }
  package var isEmpty: Bool { rest == nil }

  /// Gives the storage `count` empty slots, dropping what it held.
  package mutating func reset(slots count: Int) {
    first = nil
    rest = count == 0 ? nil : ContiguousArray(repeating: nil, count: count - 1)
  }

  /// Drops every slot.
  package mutating func removeAll() {
    first = nil
    rest = nil
  }

  package subscript(slot: Int) -> AnyObject? {
    get {
      precondition(slot >= 0 && slot < count, "field slot \(slot) of \(count)")
      return slot == 0 ? first : rest.unsafelyUnwrapped[slot - 1]
    }
    set {
      precondition(slot >= 0 && slot < count, "field slot \(slot) of \(count)")
      if slot == 0 { first = newValue } else { rest![slot - 1] = newValue }
    }
  }
}
