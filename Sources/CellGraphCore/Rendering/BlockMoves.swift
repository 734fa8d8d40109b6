/// Where each child's block lies in a node's cached text, after its children were rearranged
/// (moved, inserted, removed) without the text being assembled again: the text is then patched
/// by moving blocks (`Node.patchedChildrenText(movedFrom:)`) rather than rebuilt from every child.
///
///     cached text:  [b0] [b1] [b2] [b3]      children now: c3, c0, new, c2   (c1 removed)
///     sources:        3    0   -1    2   ─▶  text: [b3] [b0] [new's text] [b2]
///
/// *Invariant:* recorded only while the cached text holds exactly one block per child of the
/// children it was assembled from (the node's `oneBlockPerChild` set and `childrenChanged`
/// unset), so `sources` indexes that text; `blockCount` is its length, checked again before use.
/// Any other change to the children sets `childrenChanged`, and the text is assembled afresh.
struct BlockMoves {
  /// For each current child, the index of its block in the cached text, or `-1` for a child
  /// that has none there (a new child).
  let sources: ContiguousArray<Int>
  /// The number of blocks in the cached text the sources index.
  let blockCount: Int

  /// These moves followed by another rearrangement, whose `next[i]` is the index of new child
  /// `i` among the children these moves produced (or `-1`).
  func followed(by next: ContiguousArray<Int>) -> BlockMoves {
    var composed = next
    for index in composed.indices where composed[index] >= 0 {
      composed[index] = sources[composed[index]]
    }
    return BlockMoves(sources: composed, blockCount: blockCount)
  }
}
