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
    // The new transaction replaces the binding's, as SwiftUI's last `transaction(_:)` does.
    BindingCell(location: TransactionLocation(base: untransactedLocation, transaction: transaction))
  }

  /// The transaction the binding's writes happen in: the one given to `transaction(_:)` or
  /// `animation(_:)`, or an empty `Transaction` for a binding that writes in whatever transaction
  /// is current. Setting it makes the binding write in the new one.
  ///
  /// ```swift
  /// var expanded = $isExpanded
  /// expanded.transaction = Transaction(animation: .easeIn)
  /// Toggle("Details", isOn: expanded)
  /// ```
  public var transaction: Transaction {
    get { (location as? TransactionLocation<Value>)?.transaction ?? Transaction() }
    set { self = transaction(newValue) }
  }

  /// The location under any transaction this binding adds.
  private var untransactedLocation: any BindingLocation<Value> {
    (location as? TransactionLocation<Value>)?.base ?? location
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
