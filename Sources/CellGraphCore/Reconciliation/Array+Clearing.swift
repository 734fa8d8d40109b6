extension Array where Element: AnyObject {
  /// Removes every element and keeps the storage, as `removeAll(keepingCapacity: true)` does.
  ///
  /// The lists a flush empties (its dirty queue, the nodes it evaluated) usually hold one or two
  /// nodes. For those, taking the elements off the end is a few loads and a release each, where
  /// `removeAll(keepingCapacity:)` goes through the general `replaceSubrange`, which costs more
  /// than the rest of a one-row pass's bookkeeping. Longer lists take that general path.
  mutating func removeAllKeepingCapacity() {
    guard count <= Self.shortLength else { return removeAll(keepingCapacity: true) }
    while !isEmpty { removeLast() }
  }

  /// The longest list emptied element by element.
  static var shortLength: Int { 4 }
}
