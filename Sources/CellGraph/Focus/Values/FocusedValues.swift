import CellGraphCore

/// The values the focused view and its ancestors publish, with the values of the active scene:
/// SwiftUI's `FocusedValues`.
///
/// Extend it with a property per ``FocusedValueKey``; every property is optional, `nil` where
/// nothing publishes it.
///
/// ```swift
/// extension FocusedValues {
///   var selectedNote: Note? {
///     get { self[SelectedNoteKey.self] }
///     set { self[SelectedNoteKey.self] = newValue }
///   }
/// }
/// ```
///
/// A view publishes a value with `.focusedValue(\.selectedNote, note)` (while it or a view
/// inside it has focus) or `.focusedSceneValue(\.selectedNote, note)` (while its window is the
/// active one); a view or a command reads it with `@FocusedValueCell(\.selectedNote)`.
///
/// The type is nonisolated, as SwiftUI's is, so that a modifier called from any isolation can
/// form key paths to its properties.
public nonisolated struct FocusedValues {
  /// The published values by key (a ``FocusedValueKey`` type, or an object's type for the object
  /// forms).
  var entries: [ObjectIdentifier: any FocusedEntry]
  /// Where a reader's key path notes the keys it reads; `nil` on a table being published.
  let log: FocusedValuesReadLog?

  /// An empty table.
  public init() {
    entries = [:]
    log = nil
  }

  init(entries: [ObjectIdentifier: any FocusedEntry], log: FocusedValuesReadLog?) {
    self.entries = entries
    self.log = log
  }

  /// The value published for `key`, or `nil` when nothing on the focused path publishes it.
  ///
  /// ```swift
  /// extension FocusedValues {
  ///   var selectedNote: Note? {
  ///     get { self[SelectedNoteKey.self] }
  ///     set { self[SelectedNoteKey.self] = newValue }
  ///   }
  /// }
  /// ```
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { value(for: ObjectIdentifier(key), as: Key.Value.self) }
    set { set(newValue, for: ObjectIdentifier(key), name: typeName(Key.self)) }
  }

  /// The object of type `T` published with `.focusedValue(_:)` or `.focusedObject(_:)`: a
  /// subscript, so that a reader of an object reads it through a key path as a reader of a key
  /// does.
  subscript<T: AnyObject>(object key: FocusedObjectKey<T>) -> T? {
    value(for: ObjectIdentifier(T.self), as: T.self)
  }

  /// Publishes `object` under its own type.
  mutating func setObject<T: AnyObject>(_ object: T?) {
    set(object, for: ObjectIdentifier(T.self), name: typeName(T.self))
  }

  private func value<Value>(for id: ObjectIdentifier, as type: Value.Type) -> Value? {
    log?.keys.append(id)
    return (entries[id] as? FocusedEntryOf<Value>)?.value
  }

  private mutating func set<Value>(_ value: Value?, for id: ObjectIdentifier, name: String) {
    if let value {
      entries[id] = FocusedEntryOf(value: value, name: name)
    } else {
      entries[id] = nil
    }
  }
}

/// The key of the object of type `T` among the focused values.
nonisolated struct FocusedObjectKey<T: AnyObject>: Hashable {}

/// The keys a reader's key path read from a ``FocusedValues``: the reader depends on exactly
/// those keys.
nonisolated final class FocusedValuesReadLog {
  var keys: [ObjectIdentifier] = []
}

/// One published value, of any type.
nonisolated protocol FocusedEntry {
  /// The key's name, for records: `SelectedNoteKey`.
  var name: String { get }
  /// The value, described for records.
  var valueDescription: String { get }
  /// Whether `other` holds the same value: a reader of the key need not re-run.
  @MainActor func isSame(as other: any FocusedEntry) -> Bool
}

/// A published value of type `Value`.
nonisolated struct FocusedEntryOf<Value>: FocusedEntry {
  let value: Value
  let name: String

  var valueDescription: String { String(describing: value) }

  @MainActor func isSame(as other: any FocusedEntry) -> Bool {
    guard let other = other as? Self else { return false }
    return ValueComparator.areEqual(value, other.value)
  }
}
