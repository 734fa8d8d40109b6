/// Decides, element by element, how a `ForEach`'s new rows match its existing children, when ids
/// repeat (this time or last time); distinct ids are matched by a `RowMatchPlan`, which hashes
/// less.
///
/// While the new keys equal the previous ones position by position (every update that changes row
/// contents but not the list), each row is matched by position: one comparison of two keys, no
/// hashing. At the first difference (an insertion, a removal, a move) matching switches to keys
/// for the rest of the pass, with a set that detects repeated ids.
///
///     previous:  [1] [2] [3] [4]
///     new:       [1] [2] [9] [3] [4]
///                 ╰ position ╯ ╰ by key from here on (9 is new; 3 and 4 are found by key)
///
/// The matcher is not generic: ids arrive as `ChildKey`s (`Int` and `String` ids without a box),
/// so all of this runs as specialized code whatever the `ForEach`'s `ID` type is. In generic code
/// not specialized for `ID`, every append to an `[ID]` and every `Set<ID>` operation looks up the
/// collection type's metadata, which cost more than the matching itself.
struct ElementKeyMatcher {
  /// How one element matches.
  enum Match {
    /// The element belongs to the existing child at this position (its key is unchanged).
    case position(Int)
    /// The element is matched by this key (found among the old children, or new).
    case key(ChildKey)
  }

  private let previous: ContiguousArray<ChildKey>
  /// The keys of this pass, in order: the next pass's `previous`.
  private(set) var keys: ContiguousArray<ChildKey> = []
  private var positional: Bool
  private var seen: Set<ChildKey> = []
  /// Ids seen more than once, with how many times.
  private(set) var duplicates: [ChildKey: Int] = [:]

  /// - Parameters:
  ///   - previous: the keys of the last pass, in order.
  ///   - positional: whether positional matching may be tried (not after a pass with duplicates,
  ///     whose keys are not all element keys).
  ///   - count: the number of elements expected.
  init(previous: ContiguousArray<ChildKey>, positional: Bool, count: Int) {
    self.previous = previous
    self.positional = positional
    keys.reserveCapacity(count)
  }

  /// Matches the next element, whose id is `key` (`ChildKey.forElement(id)`).
  mutating func match(_ key: ChildKey) -> Match {
    let position = keys.count
    if positional {
      if position < previous.count && previous[position].isSameKey(as: key) {
        keys.append(key)
        return .position(position)
      }
      // From here on, match by key. The keys before this one are distinct: they matched the
      // previous keys, which were.
      positional = false
      seen = Set(minimumCapacity: max(previous.count, position + 1))
      seen.formUnion(keys)
    }
    keys.append(key)
    if seen.insert(key).inserted { return .key(key) }
    let occurrence = duplicates[key, default: 1] + 1
    duplicates[key] = occurrence
    return .key(.duplicate(key.elementID ?? AnyHashable(position), occurrence: occurrence))
  }
}
