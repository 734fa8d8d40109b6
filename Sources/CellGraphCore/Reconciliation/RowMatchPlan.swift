/// Which existing child each of a `ForEach`'s new rows keeps, decided from the ids alone, hashing
/// only the ids that moved.
///
/// The keys common to the start of both lists (the prefix) and to their end (the suffix) keep
/// their children without hashing. Between them, when both middles are as long (a swap, a row
/// replaced in place), a key equal to the previous key at the same position keeps that child too.
/// Only the keys left over are matched through a dictionary of the previous keys left over:
///
///     previous:  [1] [2] [3] [4] [5]        new:  [1] [5] [3] [4] [2]
///                 ╰ prefix                                 suffix: none
///     middle:        [2] [3] [4] [5]   vs         [5] [3] [4] [2]
///                     ✗   ✓   ✓   ✗     ─▶  dictionary {2, 5}: 5 keeps child 4, 2 keeps child 1
///
/// A removal (`[1] [2] [3]` → `[1] [3]`) and an insertion leave an empty middle on one side and
/// hash nothing; a list replaced by new ids hashes every key, as it must.
///
/// *Invariant:* the previous keys are distinct (the `ForEach` had no duplicate ids last time;
/// the caller checks). Then each previous key is kept by at most one row, and the kept keys are
/// distinct. A new key that keeps no child (an insertion) may still repeat another new key:
/// insertions are checked against every other new key, and if any repeats, there is no plan
/// (`init` returns `nil`) and the caller matches row by row with `ElementKeyMatcher`, which
/// gives the first occurrence in document order the identity and names the repeats.
struct RowMatchPlan {
  /// For each new row, the index of the previous child it keeps, or `-1` for a new child.
  package private(set) var sources: ContiguousArray<Int>
  /// The previous children no row keeps, by index, in their previous order.
  package private(set) var removed: ContiguousArray<Int> = []
  /// The length of the common prefix: rows `0..<prefix` keep the child at their own position.
  package let prefix: Int
  /// The length of the common suffix: the last `suffix` rows keep the last `suffix` children.
  let suffix: Int
  /// Whether the children change at all: a row moves, is inserted or is removed.
  private(set) var changesChildren = false
  /// Whether some row is a new child.
  private(set) var insertsChildren = false

  /// Above this many inserted rows, duplicates are found with a set of all the new keys rather
  /// than by comparing each insertion with every other key.
  private static let linearDuplicateCheckLimit = 4

  /// The plan for matching `keys` (the new rows' ids) against `previous` (the children's keys,
  /// distinct), or `nil` when two new rows have the same id.
  package init?(previous: ContiguousArray<ChildKey>, keys: ContiguousArray<ChildKey>) {
    let oldCount = previous.count
    let newCount = keys.count
    var prefix = 0
    while prefix < oldCount && prefix < newCount && previous[prefix].isSameKey(as: keys[prefix]) {
      prefix += 1
    }
    var suffix = 0
    while suffix < oldCount - prefix && suffix < newCount - prefix
      && previous[oldCount - 1 - suffix].isSameKey(as: keys[newCount - 1 - suffix])
    {
      suffix += 1
    }
    self.prefix = prefix
    self.suffix = suffix
    sources = ContiguousArray(repeating: -1, count: newCount)
    for index in 0..<prefix { sources[index] = index }
    for offset in 0..<suffix { sources[newCount - 1 - offset] = oldCount - 1 - offset }
    let oldEnd = oldCount - suffix
    let newEnd = newCount - suffix
    changesChildren = oldCount != newCount
    guard prefix < oldEnd || prefix < newEnd else { return }

    // The keys of the middles that are not matched in place yet.
    var unmatchedNew: ContiguousArray<Int> = []
    var unmatchedOld: ContiguousArray<Int> = []
    if oldEnd - prefix == newEnd - prefix {
      for index in prefix..<newEnd {
        if previous[index].isSameKey(as: keys[index]) {
          sources[index] = index
        } else {
          unmatchedNew.append(index)
          unmatchedOld.append(index)
        }
      }
    } else {
      unmatchedNew.append(contentsOf: prefix..<newEnd)
      unmatchedOld.append(contentsOf: prefix..<oldEnd)
    }
    guard !unmatchedNew.isEmpty || !unmatchedOld.isEmpty else { return }
    changesChildren = true

    var insertions: ContiguousArray<Int> = []
    if unmatchedOld.isEmpty {
      insertions = unmatchedNew
    } else if unmatchedNew.isEmpty {
      removed = unmatchedOld
    } else {
      var byKey: [ChildKey: Int] = Dictionary(minimumCapacity: unmatchedOld.count)
      for index in unmatchedOld { byKey[previous[index]] = index }
      for index in unmatchedNew {
        if let source = byKey.removeValue(forKey: keys[index]) {
          sources[index] = source
        } else {
          insertions.append(index)
        }
      }
      if !byKey.isEmpty { removed = ContiguousArray(byKey.values.sorted()) }
    }
    guard !insertions.isEmpty else { return }
    if Self.hasRepeats(keys, insertions: insertions) { return nil }
    insertsChildren = true
  }

  /// Whether a new key that keeps no child (at an index in `insertions`) equals another new key.
  /// The other new keys are distinct previous keys, so repeats can only involve insertions.
  private static func hasRepeats(
    _ keys: ContiguousArray<ChildKey>, insertions: ContiguousArray<Int>
  ) -> Bool {
    if insertions.count <= linearDuplicateCheckLimit {
      for inserted in insertions {
        let key = keys[inserted]
        for index in keys.indices where index != inserted && keys[index].isSameKey(as: key) {
          return true
        }
      }
      return false
    }
    if let integers = integerIDs(of: keys) {
      // Sorted, equal ids are neighbours: cheaper than hashing each one into a set.
      let sorted = integers.sorted()
      for index in sorted.indices.dropFirst() where sorted[index] == sorted[index - 1] {
        return true
      }
      return false
    }
    var seen = Set<ChildKey>(minimumCapacity: keys.count)
    for key in keys where !seen.insert(key).inserted { return true }
    return false
  }

  /// The ids of `keys` when every key is a `ForEach` element's `Int` id (the usual data: a
  /// table's row ids); `nil` when any key is another kind.
  private static func integerIDs(of keys: ContiguousArray<ChildKey>) -> ContiguousArray<Int>? {
    var integers = ContiguousArray<Int>()
    integers.reserveCapacity(keys.count)
    for key in keys {
      guard case .integerElement(let id) = key else { return nil }
      integers.append(id)
    }
    return integers
  }
}
