/// Bindings between optional and non-optional values, as SwiftUI's `Binding` initializers:
///
/// ```swift
/// @StateCell var name = "Ada"
/// @StateCell var nickname: String? = nil
///
/// let optionalName = BindingCell<String?>($name)        // never nil; a nil write is ignored
/// if let nick = BindingCell($nickname) {                // nil while nickname is nil
///   TextField("Nickname", text: nick)
/// }
/// ```
extension BindingCell {
  /// A binding to `base`'s value as an optional: it reads as `base`'s value and writes a non-nil
  /// value through; writing `nil` leaves `base` as it is.
  ///
  /// ```swift
  /// Picker("Size", selection: BindingCell<Size?>($size)) { … }
  /// ```
  public init<Wrapped>(_ base: BindingCell<Wrapped>) where Value == Wrapped? {
    self.init(location: OptionalLocation(base: base.location))
  }

  /// A binding to the value of `base` unwrapped, or `nil` when `base`'s value is `nil` now.
  ///
  /// Creating it reads `base` (a body that creates it depends on `base`). If `base` becomes `nil`
  /// later while the binding is still in use, it reads as the last value it saw, as SwiftUI's
  /// does, and a write stores the value into `base` again.
  ///
  /// ```swift
  /// if let draft = BindingCell($draft) { Editor(text: draft) }
  /// ```
  public init?(_ base: BindingCell<Value?>) {
    guard let current = base.wrappedValue else { return nil }
    self.init(location: UnwrappedLocation(base: base.location, lastValue: current))
  }
}

/// A location that reads a non-optional base as an optional: `BindingCell<T?>(_:)`.
@MainActor
final class OptionalLocation<Wrapped>: BindingLocation {
  let base: any BindingLocation<Wrapped>

  init(base: any BindingLocation<Wrapped>) {
    self.base = base
  }

  func get() -> Wrapped? { base.get() }

  func set(_ newValue: Wrapped?) {
    // SwiftUI's projection has no value to store for nil; the base keeps its value.
    if let newValue { base.set(newValue) }
  }

  func isSameLocation(as other: any BindingLocation<Wrapped?>) -> Bool {
    guard let other = other as? OptionalLocation<Wrapped> else { return false }
    return other.base.isSameLocation(as: base)
  }

  var locationName: String { base.locationName }
}

/// A location that unwraps an optional base: the failable `BindingCell(_:)`. Remembers the last
/// non-nil value so that a binding that outlives its value reads something sensible.
@MainActor
final class UnwrappedLocation<Value>: BindingLocation {
  let base: any BindingLocation<Value?>
  private var lastValue: Value

  init(base: any BindingLocation<Value?>, lastValue: Value) {
    self.base = base
    self.lastValue = lastValue
  }

  func get() -> Value {
    if let value = base.get() { lastValue = value }
    return lastValue
  }

  func set(_ newValue: Value) {
    lastValue = newValue
    base.set(newValue)
  }

  func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
    guard let other = other as? UnwrappedLocation<Value> else { return false }
    return other.base.isSameLocation(as: base)
  }

  var locationName: String { base.locationName }
}
