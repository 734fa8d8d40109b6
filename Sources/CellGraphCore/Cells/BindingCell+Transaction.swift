/// A binding whose writes happen in a transaction: SwiftUI's `Binding.animation(_:)` and
/// `Binding.transaction(_:)`.
extension BindingCell {
  /// A binding to the same value whose writes animate with `animation`, as if each were made in
  /// `withAnimation(animation) { … }`.
  ///
  /// ```swift
  /// Toggle("Show details", isOn: $showsDetails.animation(.easeOut(duration: 0.25)))
  /// ```
  public func animation(_ animation: Animation? = .default) -> BindingCell<Value> {
    transaction(Transaction(animation: animation))
  }

  /// A binding to the same value whose writes happen in `transaction`, as if each were made in
  /// `withTransaction(transaction) { … }`.
  ///
  /// ```swift
  /// Toggle("Compact", isOn: $isCompact.transaction(Transaction(animation: .snappy)))
  /// ```
  public func transaction(_ transaction: Transaction) -> BindingCell<Value> {
    BindingCell(location: TransactionLocation(base: location, transaction: transaction))
  }
}

/// A location that reads as its base and writes to it in a transaction. Reads keep the base's
/// precision: its quiet read and its projection path are the base's.
@MainActor
final class TransactionLocation<Value>: BindingLocation {
  let base: any BindingLocation<Value>
  let transaction: Transaction

  init(base: any BindingLocation<Value>, transaction: Transaction) {
    self.base = base
    self.transaction = transaction
  }

  func get() -> Value { base.get() }
  func peek() -> Value? { base.peek() }
  func projectionPath() -> ProjectionPath? { base.projectionPath() }

  func set(_ newValue: Value) {
    withTransaction(transaction) { base.set(newValue) }
  }

  /// The same base with the same animation: a transaction's other values cannot be compared, so
  /// two bindings that differ only there count as the same input.
  func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
    guard let other = other as? TransactionLocation<Value> else { return false }
    return other.transaction.animation == transaction.animation
      && other.transaction.disablesAnimations == transaction.disablesAnimations
      && other.base.isSameLocation(as: base)
  }

  var locationName: String { base.locationName }
}
