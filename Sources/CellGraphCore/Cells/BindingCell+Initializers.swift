/// `Binding`'s other initializers, as SwiftUI declares them: closures whose setter receives the
/// transaction of the write, and a projection to `AnyHashable`.
extension BindingCell {
  /// A binding that reads with `get` and writes with `set`, which receives the new value and the
  /// transaction the write happens in (the binding's own, from `transaction(_:)` or
  /// `animation(_:)`, or the one current where the write is made, as in `withAnimation { … }`).
  ///
  /// ```swift
  /// let level = BindingCell(
  ///   get: { volume },
  ///   set: { newValue, transaction in withTransaction(transaction) { volume = newValue } })
  /// ```
  nonisolated public init(
    get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void
  ) {
    self.init(location: TransactionClosureLocation(get: get, set: set))
  }

  /// A binding to `base`'s value as an `AnyHashable`: it reads the value wrapped, and a write of a
  /// value of `base`'s type writes it through (a value of another type is ignored).
  ///
  /// ```swift
  /// Picker("Size", selection: BindingCell<AnyHashable>($size)) { … }
  /// ```
  public init<Base: Hashable>(_ base: BindingCell<Base>) where Value == AnyHashable {
    self.init(location: HashableLocation(base: base.location))
  }
}

/// A location made of two closures, whose setter takes the transaction of the write:
/// `BindingCell(get:set:)` with a `Transaction`. Never the same as another location (closures
/// cannot be compared). Nonisolated, like `ClosureLocation`: made anywhere, used on the main actor.
nonisolated final class TransactionClosureLocation<Value>: BindingLocation {
  let getter: () -> Value
  let setter: (Value, Transaction) -> Void

  init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = set
  }

  @MainActor func get() -> Value { getter() }
  @MainActor func set(_ newValue: Value) {
    setter(newValue, TransactionContext.current ?? Transaction())
  }
  @MainActor func isSameLocation(as other: any BindingLocation<Value>) -> Bool { other === self }
  @MainActor var locationName: String { "custom binding" }
}

/// A location that reads a `Hashable` base as `AnyHashable`: `BindingCell<AnyHashable>(_:)`.
@MainActor
final class HashableLocation<Base: Hashable>: BindingLocation {
  let base: any BindingLocation<Base>

  init(base: any BindingLocation<Base>) {
    self.base = base
  }

  func get() -> AnyHashable { AnyHashable(base.get()) }

  func set(_ newValue: AnyHashable) {
    if let value = newValue.base as? Base { base.set(value) }
  }

  func isSameLocation(as other: any BindingLocation<AnyHashable>) -> Bool {
    guard let other = other as? HashableLocation<Base> else { return false }
    return other.base.isSameLocation(as: base)
  }

  var locationName: String { base.locationName }
}
