/// One provided environment value: a source that readers of its key depend on.
@MainActor
package class EnvironmentEntry: Source {
  override var dependencyKind: DependencyGraph.SourceNode.Kind { .environment }

  let keyID: ObjectIdentifier
  /// The entry this provider inherited: lookups continue there when the key differs.
  let next: EnvironmentEntry?

  init(keyID: ObjectIdentifier, next: EnvironmentEntry?) {
    self.keyID = keyID
    self.next = next
  }

  var keyName: String { "key" }

  /// The value as `String(describing:)` shows it, for `EnvironmentValues.description`.
  var plainValueDescription: String { valueDescription }

  override var name: String { "environment \(keyName)" }

  /// Takes the value of `other` (an entry for the same key) and notifies readers if it differs.
  func update(from other: EnvironmentEntry) {}
}

/// An environment entry for the key `Key`.
@MainActor
package final class TypedEnvironmentEntry<Key: EnvironmentKey>: EnvironmentEntry {
  package private(set) var value: Key.Value

  package init(value: Key.Value, next: EnvironmentEntry?) {
    self.value = value
    super.init(keyID: ObjectIdentifier(Key.self), next: next)
  }

  override var keyName: String {
    (Key.self as? any ObjectEnvironmentKey.Type)?.objectDescription ?? typeName(Key.self)
  }
  override var plainValueDescription: String {
    if Key.self is any ObjectEnvironmentKey.Type { return valueDescription }
    return String(describing: value)
  }
  override var valueDescription: String {
    if let objectKey = Key.self as? any ObjectEnvironmentKey.Type {
      return objectKey.describe(value)
    }
    return SourceChange.describe(value)
  }

  package override func update(from other: EnvironmentEntry) {
    let newValue = unsafeDowncast(other, to: TypedEnvironmentEntry<Key>.self).value
    if ValueComparator.areEqual(value, newValue) { return }
    let change =
      EvaluationRecorder.isAnyAttached
      ? SourceChange(kind: .environment, name: keyName, old: value, new: newValue)
      : nil
    value = newValue
    invalidateReaders(change: change)
  }
}
