/// Where a `BindingCell` reads and writes: a state box, a projection of another location, a
/// constant, a pair of closures, or an element of a collection.
///
/// Locations are reference types so that bindings can be compared cheaply: two bindings are the
/// same input to a child view when they point at the same location (see `isSameLocation(as:)`).
///
/// `@usableFromInline`: `ForEach($items)` makes its rows' bindings in inlined code.
@MainActor
@usableFromInline
package protocol BindingLocation<Value>: AnyObject {
  associatedtype Value
  func get() -> Value
  func set(_ newValue: Value)
  /// Whether `other` reads and writes the same storage in the same way.
  func isSameLocation(as other: any BindingLocation<Value>) -> Bool
  /// A name for diagnostics: `Row.isOn`, `Form.model.name`.
  var locationName: String { get }
  /// The value now, read without recording a dependency or reporting a diagnostic; `nil` when it
  /// cannot be read that way (see `ProjectionPath`). Defaults to `nil`.
  func peek() -> Value?
  /// The state box this location reads and the steps from its value to this location's, when the
  /// location is a chain of key paths and element subscripts over a state box; `nil` otherwise
  /// (then readers depend on whatever `get()` reads). Defaults to `nil`.
  func projectionPath() -> ProjectionPath?
}

/// A location that reads and writes `keyPath` of a base location: `$model.name`.
@MainActor
final class KeyPathLocation<Base, Value>: BindingLocation {
  let base: any BindingLocation<Base>
  let keyPath: WritableKeyPath<Base, Value>

  package init(base: any BindingLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  /// In a body, a read of a projection of a state box records the projection (`ProjectionSource`),
  /// not the box: the reader re-runs when this part of the value changes, not the rest.
  package func get() -> Value {
    if Tracking.current != nil, let value = ProjectionTable.trackedRead(of: self) {
      return value
    }
    return base.get()[keyPath: keyPath]
  }

  func peek() -> Value? { base.peek()?[keyPath: keyPath] }

  func projectionPath() -> ProjectionPath? {
    base.projectionPath()?.appending(.keyPath(keyPath))
  }

  package func set(_ newValue: Value) {
    var whole = Tracking.untracked { base.get() }
    whole[keyPath: keyPath] = newValue
    base.set(whole)
  }

  package func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
    guard let other = other as? KeyPathLocation<Base, Value> else { return false }
    return other.keyPath == keyPath && other.base.isSameLocation(as: base)
  }

  package var locationName: String {
    let path = String(describing: keyPath)
    let member = path.split(separator: ".").dropFirst().joined(separator: ".")
    return member.isEmpty ? "\(base.locationName)[\(path)]" : "\(base.locationName).\(member)"
  }
}

/// A location that never changes: `BindingCell.constant(_:)`. Nonisolated, so that a constant
/// binding can be made anywhere, as SwiftUI's; the runtime reads it on the main actor.
nonisolated final class ConstantLocation<Value>: BindingLocation {
  let value: Value
  init(_ value: Value) { self.value = value }
  @MainActor func get() -> Value { value }
  @MainActor func set(_ newValue: Value) {}
  @MainActor func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
    guard let other = other as? ConstantLocation<Value> else { return false }
    return ValueComparator.areEqual(value, other.value)
  }
  @MainActor var locationName: String { "constant" }
}

/// A location made of two closures: `BindingCell(get:set:)`. Never the same as another location,
/// because closures cannot be compared. Nonisolated, like `ConstantLocation`.
nonisolated final class ClosureLocation<Value>: BindingLocation {
  let getter: () -> Value
  let setter: (Value) -> Void
  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }
  @MainActor func get() -> Value { getter() }
  @MainActor func set(_ newValue: Value) { setter(newValue) }
  @MainActor func isSameLocation(as other: any BindingLocation<Value>) -> Bool { other === self }
  @MainActor var locationName: String { "custom binding" }
}
