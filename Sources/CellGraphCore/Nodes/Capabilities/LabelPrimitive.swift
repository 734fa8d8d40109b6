/// A built-in view that is a label: it shows one string, and is that string and nothing else
/// (`Text` is one).
///
/// A label reads no source, has no state, no fields, no children and no lifecycle, so the engine
/// takes labels by fast paths of its own, chosen by this capability (never by the concrete type):
///
/// - a label handed a new value compares its string and marks its text stale, without a run
///   (`TypedNode.receiveLabel`); a new label is made without a run (`Node.makeChild`);
/// - a stack whose content is a block of labels keeps the block, with no node per label
///   (`LabelBlock`), and a custom view whose `body` is a label keeps it in its own node
///   (`LabelBodyNode`);
/// - an `HStack` of one-line labels writes its line straight from their strings (`LabelRow`);
/// - comparing two labels compares their strings in place (`ValueComparator`).
///
/// *Invariant:* the fast paths read a label's string where it lies, so they take a type only if a
/// value of it is exactly one `String`, `labelString`: the type's only stored property (so its
/// size, stride and alignment are `String`'s, and the string lies at offset 0), and two values
/// are the same label exactly when their strings are equal. `ViewTypeInfo` checks the layout
/// once per type (`isLabel`); a type that adopts the protocol but breaks the layout is not taken
/// as a label and goes every general way, rendering its `labelString` as any primitive renders.
/// *Tests:* `Graph/LabelCapabilityTests`, `Graph/LabelUpdateTests`, `Graph/LabelBlockTests`,
/// `Graph/LabelBodyNodeTests`.
///
/// ```swift
/// public struct Text: View { let content: String; … }
/// extension Text: LabelPrimitive {
///   var labelString: String { content }   // renders its string, one line per `\n`
/// }
/// ```
@MainActor
package protocol LabelPrimitive: PrimitiveView {
  /// The string the label shows: all it is.
  var labelString: String { get }
}

extension LabelPrimitive {
  package static var rendersOverPreviousText: Bool { true }

  /// The label's string, one line per `\n`, written over the previous text where it can be.
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    TextBlock.single(labelString, reusing: node.takeCachedText())
  }
}

/// Where every label's string lies in its node.
///
/// A label is one `String` (see `LabelPrimitive`), and every `TypedNode` lays its value out
/// after the same fixed-size stored properties, aligned for the value's type: so every label
/// node, whatever its label type, keeps its string at the same offset from the node's start.
/// That lets code that knows only that a node is a label (its `isLabel` flag) read the string
/// where it lies (`LabelRow`). Set by the first label node made (from its type's
/// `ViewTypeInfo.valueOffset`); every later label type's offset is checked against it.
enum LabelNodeLayout {
  /// The offset of a label's string in its node, in bytes; 0 until the first label node is made.
  /// `nonisolated(unsafe)`: written only on the main actor, when a label type's first node is
  /// made, and read by `LabelRow`, a nonisolated helper the main actor calls synchronously.
  nonisolated(unsafe) static var valueOffset = 0

  /// Records `offset`, where a label type's nodes keep their value.
  @MainActor
  static func note(_ offset: Int) {
    assert(
      valueOffset == 0 || valueOffset == offset,
      "label nodes keep their string at \(offset) bytes, not \(valueOffset): the layout changed")
    valueOffset = offset
  }

  /// The string of `node`, a label node (its `isLabel` flag is set), read where it lies.
  @inline(__always)
  static func string(of node: Node) -> UnsafePointer<String> {
    (UnsafeRawPointer(Unmanaged.passUnretained(node).toOpaque()) + valueOffset)
      .assumingMemoryBound(to: String.self)
  }
}
