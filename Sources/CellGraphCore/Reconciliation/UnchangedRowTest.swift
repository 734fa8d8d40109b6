/// Tells, for the rows a parent hands to its children of one view type, which rows would be
/// skipped anyway, by reading the child where it lies: the row is skipped with no call into the
/// child and no reference to it retained.
///
/// A re-run `ForEach` hands every row back to its child, and almost every row is unchanged (a
/// selection that moved, one row edited among a thousand). Handing a row over costs a call of
/// `TypedNode.receive`, which compares the row with the child's value, its environment with the
/// child's, and checks the child's flags; this test does the same checks inline, on memory it
/// reads directly:
///
///     row bytes ──memcmp── child + info.valueOffset     (info.sameBitsSpan bytes)
///     parent's environment providers ═══ child's        (one identity comparison)
///     child's flags: not dirty
///
/// *Invariant:* a child passes only when `receive` would skip it and do nothing else. That holds
/// while:
/// - the row's type has a `sameBitsSpan`, so equal leading bytes make it the same input
///   (`ValueComparator.sameBitsSpan`), and its nodes compare their stored value, found at the
///   type's `valueOffset` (not a separate received copy: `comparesReceivedValues` is off);
/// - the parent does not force its children (a new environment, the naive baseline);
/// - the child is not dirty (a dirty child runs when handed any value) and has the environment
///   the parent hands down;
/// - the parent's graph has no recorder: a recording host lists every skipped view, which only
///   `receive` records.
/// A test that cannot be made for these reasons is `nil`, and every row goes through `receive`.
/// *Tests:* `Graph/UnchangedRowTestTests` (a skipped row, and each reason to hand a row over).
@MainActor
struct UnchangedRowTest {
  private let viewType: ObjectIdentifier
  private let valueOffset: Int
  private let span: Int
  private let environment: EnvironmentValues

  /// The test for rows of type `V` that `parent` hands to its children, or `nil` when rows of
  /// this type cannot be skipped by their bytes under this parent now.
  package init?<V: View>(rowsOf _: V.Type, under parent: Node) {
    guard parent.graph.recorder == nil, !parent.forcesChildren else { return nil }
    let info = TypeInfoCache.info(of: V.self)
    // `valueOffset` is 0 until the type's first node is made, and then for good.
    guard info.sameBitsSpan > 0, info.valueOffset > 0, !info.comparesReceivedValues else {
      return nil
    }
    viewType = ObjectIdentifier(V.self)
    valueOffset = info.valueOffset
    span = info.sameBitsSpan
    environment = parent.environmentForChildren
  }

  /// Whether `child`, handed the row at `row`, would be skipped: see the type's invariant.
  @inline(__always)
  package func skips(_ child: Node, rowAt row: UnsafeRawPointer) -> Bool {
    guard child.viewType == viewType, !child.flags.contains(.dirty),
      child.environment.hasSameProviders(as: environment)
    else { return false }
    let value = UnsafeRawPointer(Unmanaged.passUnretained(child).toOpaque()) + valueOffset
    return ValueComparator.sameBytes(value, row, count: span)
  }
}
