/// A block whose elements are all labels of one type (`Text`s: see `LabelPrimitive`), read where
/// the block holds them: the labels of a stack
/// (`HStack { Text(">"); Text("12"); Text(label) }`, the row of almost every list).
///
/// A stack of labels keeps no node per label. A label reads no source, has no state, no fields,
/// no children and no lifecycle, and a block's elements are identified by their positions, which
/// a block type fixes: so its identity is its stack's and its position, and a node would only
/// hold a copy of its string and a text of its own. The stack's node keeps the block it was last
/// handed (`PrimitiveNode.state` of an `HStack` or `VStack`), compares the next one with it label
/// by label, and renders its text straight from the strings:
///
///     HStack node ── state: TupleStorage [ Text(">") | Text("12") | Text("row 12") ]
///                   (no children)           ▲ first     ▲ first + 1  ▲ first + 2
///
/// Inspection sees the labels as children of the stack, each a `Text` at its position
/// (`InspectedNode`), so finding a view by its text or type, and identity paths, read as if each
/// label had a node.
///
/// *Invariant:* `storage` holds a tuple of labels of one type only, which its type decides
/// (`ViewTypeInfo.isLabelBlock`, from `FlattenedTuple.elementTypes`); a label is one `String`
/// (`LabelPrimitive`), so a tuple of them has their strings one stride of `String` apart.
/// *Tests:* `Graph/LabelBlockTests`.
package struct LabelBlock {
  let storage: TupleStorage

  /// The block of `content`, if `content` is a block of labels.
  @MainActor
  package init?<Content: View>(_ content: Content) {
    guard TypeInfoCache.info(of: Content.self).isLabelBlock else { return nil }
    storage = blockStorage(of: content)
  }

  /// The block in `storage`, which holds labels (the caller checked its type before keeping it).
  init(holding storage: TupleStorage) {
    self.storage = storage
  }

  /// How many labels the block has.
  var count: Int { storage.count }

  /// The first label's string; label `index`'s lies `index` strides of `String` after it.
  var first: UnsafePointer<String> {
    UnsafePointer(storage.address.assumingMemoryBound(to: String.self))
  }

  /// Whether every label of `other`, a block of the same type, shows the same string. Strings
  /// with the same bits are equal without a comparison of their characters.
  func hasSameLabels(as other: LabelBlock) -> Bool {
    if storage === other.storage { return true }
    let count = self.count
    guard other.count == count else { return false }
    let mine = first
    let theirs = other.first
    for index in 0..<count where mine[index] != theirs[index] {
      return false
    }
    return true
  }

  /// Each label's text, in order: what the labels' own nodes would have rendered.
  package var textBlocks: [TextBlock] {
    var blocks: [TextBlock] = []
    blocks.reserveCapacity(count)
    for index in 0..<count { blocks.append(TextBlock(first[index])) }
    return blocks
  }
}

/// A label a node keeps in place of a child node (see `Node.keptLabel(at:)`): its string, and the
/// label type it was (`Text`), which inspection reports.
struct KeptLabel {
  let string: String
  let type: Any.Type
}
