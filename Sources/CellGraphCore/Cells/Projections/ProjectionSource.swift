/// The part of a state box's value one binding reads — an element of an array, a field of a
/// struct — as a source of its own, so that a body reading `$item.title` depends on that title and
/// not on the whole array.
///
///     items box ── write ──▶ ProjectionTable.rootDidChange(old:new:)
///         │                     ├─ items[id: 1].title  "a" == "a"  → nothing
///         │                     ├─ items[id: 2].title  "b" != "B"  → Row#2 dirty
///         │                     └─ items[id: 3].title  "c" == "c"  → nothing
///         └─ readers of the whole array (the ForEach) ─▶ dirty
///
/// Invariant: `lastValue` is the projected value now (or `nil` if the path no longer reaches a
/// value), because it is set when the projection is created and after every change of the root
/// (`refresh()`, called by the box's `write`, the only way its value changes). So a reader, which
/// saw the value now when it read, is invalidated by the first change of that value; a change of
/// another part of the root leaves it alone. Values compare with the rule a state write uses
/// (`ValueComparator`): `==` for `Equatable` values, field by field for other structs, and a value
/// the rule cannot compare (a closure, a non-`Equatable` enum) always counts as changed, so its
/// readers re-run on every change of the root, as if they read the whole value.
@MainActor
class AnyProjectionSource: Source {
  /// The table this projection is in. Strong: the subclass's location, which keeps the root box
  /// (and so the table) alive, is released before this class's `deinit` runs. No cycle: the
  /// table does not retain its projections.
  let table: ProjectionTable
  let steps: [ProjectionStep]

  init(table: ProjectionTable, steps: [ProjectionStep]) {
    self.table = table
    self.steps = steps
  }

  /// Compares the projected value with the last one and invalidates the readers if it changed.
  func refresh() {}

  /// A projection lives as long as a node depends on it (the nodes' dependencies hold it); the
  /// table does not keep it, and forgets it here.
  isolated deinit {
    table.forget(self)
  }
}

/// A projection of type `Value`, read through `location`.
@MainActor
final class ProjectionSource<Value>: AnyProjectionSource {
  /// A location with this projection's path: any location with an equal path reads the same value.
  let location: any BindingLocation<Value>
  private var lastValue: Value?
  private let comparator: ValueComparator

  init(
    table: ProjectionTable, steps: [ProjectionStep], location: any BindingLocation<Value>,
    value: Value, comparator: ValueComparator? = nil
  ) {
    self.location = location
    self.lastValue = value
    self.comparator = comparator ?? ValueComparator.forType(Value.self)
    super.init(table: table, steps: steps)
  }

  override var name: String {
    steps.last == .identities ? "\(location.locationName) (ids)" : location.locationName
  }
  override var valueDescription: String {
    lastValue.map { SourceChange.describe($0) } ?? Self.unreachable
  }

  /// How a record shows a projection whose element moved or left the collection.
  private static var unreachable: String { "(moved or removed)" }

  override func refresh() {
    let now = location.peek()
    switch (lastValue, now) {
    case (let last?, let now?) where comparator(last, now): return
    // Still unreachable: the readers were invalidated when it became so.
    case (nil, nil): return
    default: break
    }
    let old = lastValue
    lastValue = now
    let change: SourceChange? =
      EvaluationRecorder.isAnyAttached
      ? SourceChange(
        kind: .state, name: name, oldText: old.map { ValueText.full($0) } ?? Self.unreachable,
        newText: now.map { ValueText.full($0) } ?? Self.unreachable)
      : nil
    // Not `invalidateReaders(change:)`: a write during a body is reported once, by the root.
    invalidateObservers(change: change)
  }
}
