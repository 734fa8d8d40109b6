/// The node's state bits: 16 flags in two bytes, stored beside its key (see the layout note in
/// `Node.swift`).
///
/// Set and cleared only on the main actor, by the graph's passes and the node's own hooks; each
/// bit says who sets it and what it promises while set.
extension Node {
  package struct Flags: OptionSet {
    package let rawValue: UInt16
    package init(rawValue: UInt16) { self.rawValue = rawValue }
    /// A source the node read has changed since its last evaluation.
    package static let dirty = Flags(rawValue: 1 << 0)
    /// The cached text is stale (for this node or a descendant).
    package static let needsRender = Flags(rawValue: 1 << 1)
    /// The node has left the tree.
    package static let removed = Flags(rawValue: 1 << 2)
    /// The node's environment chain changed; every descendant must be re-evaluated.
    package static let environmentReplaced = Flags(rawValue: 1 << 3)
    /// The evaluation in progress follows a new view value from the parent.
    static let valueReplaced = Flags(rawValue: 1 << 4)
    /// The evaluation in progress found the node dirty (whatever else also changed).
    static let wasDirty = Flags(rawValue: 1 << 5)
    /// The cached text was re-rendered since the parent last patched its own text with it (see
    /// `patchedChildrenText`).
    package static let textChanged = Flags(rawValue: 1 << 6)
    /// Children were inserted, removed, replaced or moved since the text was last assembled.
    package static let childrenChanged = Flags(rawValue: 1 << 7)
    /// The text was last assembled from exactly one block per child, in order.
    static let oneBlockPerChild = Flags(rawValue: 1 << 8)
    /// `render()` builds on the previous text (`takeCachedText()`), so the text getter must not
    /// drop it first. Set at creation, from the view type.
    package static let rendersOverPreviousText = Flags(rawValue: 1 << 9)
    /// The node takes every new value and reconciles its children at once, comparing only its
    /// layout (a stack: `ContentContainer`). Set at creation, from the view type.
    static let reconcilesInPlace = Flags(rawValue: 1 << 10)
    /// The node is in a subtree a container keeps but does not show (a covered navigation
    /// destination, an unselected tab): its appear actions wait until it is shown again, and its
    /// disappear actions already ran. Inherited from the parent at creation (see
    /// `Node+Visibility.swift`).
    package static let hidden = Flags(rawValue: 1 << 11)
    /// The node's container hid it (it is the top of a hidden subtree): showing an ancestor's
    /// subtree leaves it hidden.
    package static let hidesSubtree = Flags(rawValue: 1 << 12)
    /// The node needs commit-phase `didAppear`/`didDisappear` calls (`hasLifecycle`): its view
    /// type is a `LifecyclePrimitive`. Set at creation, from the view type.
    package static let hasLifecycle = Flags(rawValue: 1 << 13)
    /// The node's view is a label (`LabelPrimitive`): it takes new values by
    /// `TypedNode.receiveLabel` and keeps its string where `LabelNodeLayout` says. Set at
    /// creation, from the view type.
    package static let isLabel = Flags(rawValue: 1 << 14)
    /// The node is the top of a view that is leaving and draws a view that is present there
    /// (a matched-geometry group's present view, drawn at its leaving source's frame): its
    /// leaving container shows its text without the ` (leaving)` mark. Set by its render.
    package static let drawsPresentView = Flags(rawValue: 1 << 15)
  }
}
