/// What one node knows about the preferences of its subtree, per key: how many views below it
/// (itself included) contribute, the value it writes or the transform it applies, the readers of
/// its children's value, and the reduced value of its subtree, cached.
///
/// A node has one only while something in its subtree contributes to or reads a preference: every
/// ancestor of a contributor has one, so a reduction walks down only into subtrees that count the
/// key and skips the rest of the tree.
///
/// Caches go stale along the ancestor chain of a change (`Graph.preferenceDidChange`), and a
/// node's cache is stale whenever a descendant's is, so a change walks up only until it meets a
/// node already stale:
///
///     reader ─ VStack ─ ForEach ─┬─ Row 0 ─ writer      a change at Row 1's writer marks
///        ▲                       ├─ Row 1 ─ writer*     Row 1, ForEach (leaf 1 of its tree),
///        └──── notified ─────────┴─ …                   VStack and the reader's node stale
@MainActor
package final class NodePreferences {
  /// Contributors in the subtree (the node included), per key.
  var counts: [ObjectIdentifier: Int] = [:]
  /// The value this node writes for a key (`.preference(key:value:)`): it replaces its children's.
  package var written: [ObjectIdentifier: Any] = [:]
  /// The transform this node applies to its children's value (`.transformPreference`).
  var transforms: [ObjectIdentifier: (inout Any) -> Void] = [:]
  /// The readers of the value this node's children produce, per key.
  var readers: [ObjectIdentifier: [PreferenceReader]] = [:]
  /// The subtree's reduced value per key, while valid (`.some(nil)`: nothing contributes).
  var cache: [ObjectIdentifier: Any?] = [:]
  /// Partial reductions over the children of a node with many children, per key.
  var wide: [ObjectIdentifier: ChildReduction] = [:]

  /// Whether the node is a boundary (`PreferenceBoundary`): its subtree's contributions reach
  /// readers inside it and stop there, as a presented sheet's do not reach its presenter.
  package var isBoundary = false

  func count(of key: ObjectIdentifier) -> Int { counts[key] ?? 0 }

  /// Whether `node`'s contributions go on to its parent.
  static func passesUp(_ node: Node) -> Bool { node.preferences?.isBoundary != true }

  var isEmpty: Bool { counts.isEmpty && readers.isEmpty }
}

/// Someone who reads the reduced value of a node's children and wants to know when it may have
/// changed (an `onPreferenceChange`, an `overlayPreferenceValue`).
@MainActor
package protocol PreferenceReader: AnyObject {
  /// A contribution below the reader's node changed, appeared or went away, in the subtree of
  /// `child` (nil: the node's children changed as a whole).
  func preferenceMayHaveChanged(below child: Node?)
}

/// A segment tree of the children's contributions for one key, for a node with many children (a
/// `ForEach` of 10,000 rows): a change at one child recombines `log₂(children)` pairs, not every
/// child. Leaves are in child order and `nil` where a child contributes nothing; an inner entry is
/// its two halves combined, left before right, so the root is the children's values reduced in
/// tree order.
///
///              [1] = [2]+[3]
///          [2]=[4]+[5]    [3]=[6]+[7]
///          c0  c1         c2  c3          leaves at size + index
@MainActor
final class ChildReduction {
  private var size = 0
  private var tree: [Any?] = []
  private var position: [ObjectIdentifier: Int] = [:]
  private var staleLeaves: [Int] = []

  /// Builds the tree from every child's value.
  init(children: ContiguousArray<Node>, key: PreferenceKeyInfo, value: (Node) -> Any?) {
    size = 1
    while size < children.count { size *= 2 }
    tree = Array(repeating: nil, count: 2 * size)
    position.reserveCapacity(children.count)
    for (index, child) in children.enumerated() {
      position[ObjectIdentifier(child)] = index
      tree[size + index] = value(child)
    }
    for index in stride(from: size - 1, through: 1, by: -1) {
      tree[index] = key.combine(tree[2 * index], tree[2 * index + 1])
    }
  }

  /// Notes that `child`'s value may have changed; returns false if `child` is not a leaf (the
  /// children changed since the tree was built, which must then be rebuilt).
  func markStale(_ child: Node) -> Bool {
    guard let index = position[ObjectIdentifier(child)] else { return false }
    staleLeaves.append(index)
    return true
  }

  /// The children's reduced value, after re-reading the stale leaves and recombining above them.
  func value(children: ContiguousArray<Node>, key: PreferenceKeyInfo, value: (Node) -> Any?)
    -> Any?
  {
    for index in staleLeaves where index < children.count {
      tree[size + index] = value(children[index])
      var parent = (size + index) / 2
      while parent >= 1 {
        tree[parent] = key.combine(tree[2 * parent], tree[2 * parent + 1])
        parent /= 2
      }
    }
    staleLeaves.removeAll(keepingCapacity: true)
    return tree[1]
  }
}
