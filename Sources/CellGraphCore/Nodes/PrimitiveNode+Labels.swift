/// A stack whose content is a block of labels keeps the block, not a node per label (see
/// `LabelBlock`): its `state` is the block it was last handed.
extension PrimitiveNode where V.NodeState == TupleStorage {
  /// Takes `labels`, this update's block, in place of the last one: the text is stale if a label
  /// shows another string (or on the first update). A label reads no source and has no
  /// environment of its own, so nothing else can change.
  package func updateLabels(_ labels: LabelBlock) {
    assert(children.isEmpty, "a stack of labels has children: its content type changed")
    var changed = true
    if let previous = state { changed = !LabelBlock(holding: previous).hasSameLabels(as: labels) }
    state = labels.storage
    if changed { setNeedsRender() }
  }

  /// The labels kept, if the content is a block of them.
  package var labels: LabelBlock? { state.map(LabelBlock.init(holding:)) }
}
