/// Where a `BindingCell` reads and writes: a state box, a projection of another location, a
/// constant, a pair of closures, or an element of a collection.
///
/// Locations are reference types so that bindings can be compared cheaply: two bindings are the
/// same input to a child view when they point at the same location (see `isSameLocation(as:)`).
@MainActor
protocol BindingLocation<Value>: AnyObject {
  associatedtype Value
  func get() -> Value
  func set(_ newValue: Value)
  /// Whether `other` reads and writes the same storage in the same way.
  func isSameLocation(as other: any BindingLocation<Value>) -> Bool
  /// A name for diagnostics: `Row.isOn`, `Form.model.name`.
  var locationName: String { get }
}

/// A location that reads and writes `keyPath` of a base location: `$model.name`.
@MainActor
final class KeyPathLocation<Base, Value>: BindingLocation {
  let base: any BindingLocation<Base>
  let keyPath: WritableKeyPath<Base, Value>

  init(base: any BindingLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  func get() -> Value { base.get()[keyPath: keyPath] }

  func set(_ newValue: Value) {
    var whole = Tracking.untracked { base.get() }
    whole[keyPath: keyPath] = newValue
    base.set(whole)
  }

  func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
    guard let other = other as? KeyPathLocation<Base, Value> else { return false }
    return other.keyPath == keyPath && other.base.isSameLocation(as: base)
  }

  var locationName: String {
    let path = String(describing: keyPath)
    let member = path.split(separator: ".").dropFirst().joined(separator: ".")
    return member.isEmpty ? "\(base.locationName)[\(path)]" : "\(base.locationName).\(member)"
  }
}

/// A location that never changes: `BindingCell.constant(_:)`.
@MainActor
final class ConstantLocation<Value>: BindingLocation {
  let value: Value
  init(_ value: Value) { self.value = value }
  func get() -> Value { value }
  func set(_ newValue: Value) {}
  func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
    guard let other = other as? ConstantLocation<Value> else { return false }
    return ValueComparator.areEqual(value, other.value)
  }
  var locationName: String { "constant" }
}

/// A location made of two closures: `BindingCell(get:set:)`. Never the same as another location,
/// because closures cannot be compared.
@MainActor
final class ClosureLocation<Value>: BindingLocation {
  let getter: () -> Value
  let setter: (Value) -> Void
  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }
  func get() -> Value { getter() }
  func set(_ newValue: Value) { setter(newValue) }
  func isSameLocation(as other: any BindingLocation<Value>) -> Bool { other === self }
  var locationName: String { "custom binding" }
}
