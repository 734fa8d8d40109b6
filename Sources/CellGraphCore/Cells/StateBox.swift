/// The reference box behind a `StateCell`: a graph source that holds the value for one field of one
/// view identity.
///
/// The node owns its boxes (in `Node.fieldStorage`) for as long as the identity lives; every
/// re-created view struct is pointed at the same box when installed. That is the whole trick of
/// `@State`: the struct is immutable and short-lived, the box is mutable and long-lived, and
/// `wrappedValue`'s `nonmutating set` writes through the struct into the box.
///
/// `@usableFromInline`, like `read()` and `value`: `StateCell`'s getter is inlined into the module
/// that reads it.
@MainActor
@usableFromInline
package final class StateBox<Value>: Source {
  // `@exclusivity(unchecked)`: read on every state read; see the note on `Node`.
  @exclusivity(unchecked) @usableFromInline package private(set) var value: Value
  private let description: FieldDescription
  private let comparator: ValueComparator
  /// The projections of the value that bodies read through element and key-path bindings, once
  /// one is read (see `ProjectionTable`).
  ///
  /// `@exclusivity(unchecked)`: checked on every write otherwise. It is only loaded, or assigned
  /// once when the table is made, on the main actor, and no access is held across a call (the
  /// table's methods run on the loaded reference), so no two accesses can overlap.
  @exclusivity(unchecked) var projections: ProjectionTable?
  /// `TransactionContext.segmentsMade` at the last write that looked at updates: while it has
  /// not changed, a write belongs to the update of the one before and is a plain store.
  @exclusivity(unchecked) private var segmentsSeen: UInt64 = 0
  /// The update of the last write that looked at updates.
  private var writtenInUpdate: UInt64 = 0
  /// The values waiting updates must see, while there are any (see `PendingValues`).
  private var pending: PendingStateValues<Value>?

  package init(value: Value, description: FieldDescription) {
    self.value = value
    self.description = description
    self.comparator = ValueComparator.forType(Value.self)
  }

  package override var name: String { description.path }
  override var valueDescription: String { SourceChange.describe(value) }

  /// The current value; records a dependency when a body is running. For `StateCell`'s getter,
  /// inlined into the module that reads the cell; code in this module calls `recordRead()` itself
  /// (see `get()`).
  ///
  /// The value is read before the dependency is recorded: after the call, nothing uses the box,
  /// so inlined callers need not keep it alive across it. The call is made only when the box was
  /// not read yet in this tracking scope (its epoch is not the current one): a repeated read,
  /// such as a list's content closure reading the selection once per row, is a load and a
  /// compare. (An equal epoch with no reader is harmless: nothing would be recorded anyway.)
  @inlinable
  package func read() -> Value {
    let current = value
    if lastReadEpoch != Tracking.epoch {
      Source.recordRead(of: Unmanaged.passUnretained(self))
    }
    return current
  }

  /// Stores `newValue` (visible at once to the writer) and invalidates the readers, unless the
  /// new value is the same as the current one.
  ///
  /// A write made in the update of the cell's previous write, as every write is when an action
  /// makes one update, is a plain store. One that may belong to a later update, while earlier
  /// ones wait, goes through `writeAcrossUpdates(_:)`.
  package func write(_ newValue: Value) {
    if segmentsSeen != TransactionContext.segmentsMade || pending != nil {
      return writeAcrossUpdates(newValue)
    }
    if comparator(value, newValue) { return }
    let old = value
    value = newValue
    didChange(from: old, to: newValue)
  }

  /// Invalidates the readers and the projections after the value changed.
  private func didChange(from old: Value, to newValue: Value) {
    guard EvaluationRecorder.isAnyAttached else {
      invalidateReaders()
      projections?.rootDidChange(from: old, to: newValue)
      return
    }
    invalidateReaders(change: SourceChange(kind: .state, name: name, old: old, new: newValue))
    projections?.rootDidChange(from: old, to: newValue)
  }

  /// A write that may start an update of its own: when updates made before it wait, the value
  /// they must see is kept for them (see `PendingValues`) before the new one is stored.
  @inline(never)
  private func writeAcrossUpdates(_ newValue: Value) {
    let old = pending?.latest ?? value
    if comparator(old, newValue) { return }
    segmentsSeen = TransactionContext.segmentsMade
    if !observers.isEmpty {
      let graph = observers[0].node.graph
      // The graph decides which update the write joins, as the readers' invalidation would.
      graph.noteWriteSegment()
      let update = graph.openUpdateNumber
      if update != writtenInUpdate {
        writtenInUpdate = update
        if graph.hasSealedUpdates {
          if pending == nil {
            pending = PendingStateValues(latest: old)
            graph.holdPendingValues(of: self)
          }
          pending?.entries.append(.init(through: update - 1, value: old))
        }
      }
    }
    if pending != nil {
      pending?.latest = newValue
      if pending?.showsPast == false { value = newValue }
    } else {
      value = newValue
    }
    didChange(from: old, to: newValue)
  }
}

extension StateBox: PendingValues {
  package func showValue(for number: UInt64) {
    guard let shown = pending?.value(for: number) else { return }
    value = shown
    pending?.showsPast = true
  }

  package func showLatestValue(after number: UInt64) -> Bool {
    guard var held = pending else { return false }
    value = held.latest
    held.showsPast = false
    held.entries.removeAll { $0.through <= number }
    pending = held.entries.isEmpty ? nil : held
    return pending != nil
  }
}

extension StateBox: BindingLocation {
  // `@usableFromInline` witnesses: `BindingLocation` is (see there).
  // Not `read()`: its detour through `Unmanaged` is for code inlined into other modules; here,
  // where `self` is kept alive by the caller, it would only add a retain and a release.
  @usableFromInline package func get() -> Value {
    recordRead()
    return value
  }
  @usableFromInline package func set(_ newValue: Value) { write(newValue) }
  @usableFromInline package func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
    other === self
  }
  @usableFromInline package var locationName: String { description.path }
  @usableFromInline package func peek() -> Value? { value }
  @usableFromInline package func projectionPath() -> ProjectionPath? { ProjectionPath(root: self) }
}

extension StateBox: ProjectionRoot {
  var projectionTable: ProjectionTable {
    if let projections { return projections }
    let created = ProjectionTable()
    projections = created
    return created
  }
}
