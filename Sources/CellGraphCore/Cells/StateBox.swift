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
  package func write(_ newValue: Value) {
    if comparator(value, newValue) { return }
    let old = value
    guard EvaluationRecorder.isAnyAttached else {
      value = newValue
      invalidateReaders()
      projections?.rootDidChange(from: old, to: newValue)
      return
    }
    let change = SourceChange(kind: .state, name: name, old: old, new: newValue)
    value = newValue
    invalidateReaders(change: change)
    projections?.rootDidChange(from: old, to: newValue)
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
