import CellGraphCore

/// A property wrapper for a value a gesture updates while it runs (with `updating(_:body:)`),
/// which goes back to its initial value when the gesture ends or is cancelled.
///
/// A view reads it like state; only a gesture writes it. The reset happens in the transaction
/// the wrapper was given (`resetTransaction`), or in the one `reset` makes.
///
/// ```swift
/// @GestureState var pan = CGSize.zero
/// var body: some View {
///   Text("Offset \(Int(pan.width))")
///     .gesture(DragGesture().updating($pan) { value, pan, _ in pan = value.translation })
/// }
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicField {
  let initialValue: Value
  let reset: (Value, inout Transaction) -> Void
  var box: StateBox<Value>?

  /// A gesture state starting at `wrappedValue`, reset without a transaction.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
  }

  /// A gesture state starting at `initialValue`, reset without a transaction.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// A gesture state reset to `wrappedValue` in `resetTransaction`.
  ///
  /// ```swift
  /// @GestureState(resetTransaction: Transaction(animation: .spring)) var pan = CGSize.zero
  /// ```
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    initialValue = wrappedValue
    reset = { _, transaction in transaction = resetTransaction }
  }

  /// A gesture state starting at `initialValue`, reset in `resetTransaction`.
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
  }

  /// A gesture state whose reset calls `reset` with the value it had, to choose the transaction.
  ///
  /// ```swift
  /// @GestureState(reset: { _, transaction in transaction.animation = .easeOut })
  /// var pan = CGSize.zero
  /// ```
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    initialValue = wrappedValue
    self.reset = reset
  }

  /// A gesture state starting at `initialValue`, whose reset calls `reset`.
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// The value the gesture last set, or the initial value when no gesture is running.
  public var wrappedValue: Value {
    box?.read() ?? initialValue
  }

  /// The gesture state itself, to hand to `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }

  /// Writes `value` in `transaction` (a gesture's update).
  @MainActor
  func write(_ value: Value, in transaction: Transaction) {
    guard let box else { return }
    withTransaction(transaction) { box.write(value) }
  }

  /// The value now, without recording a read.
  @MainActor
  var current: Value { box.map { Tracking.untracked($0.read) } ?? initialValue }

  /// Goes back to the initial value, in the reset transaction.
  @MainActor
  func resetValue() {
    guard let box else { return }
    var transaction = Transaction()
    reset(current, &transaction)
    withTransaction(transaction) { box.write(initialValue) }
  }
}

// In an extension, not with a `where` clause on each initializer: a property declared without an
// initial value (`@GestureState var pan: Double`, set in `init`) would otherwise find
// `init(resetTransaction:)`, whose argument has a default, as its default initializer.
extension GestureState where Value: ExpressibleByNilLiteral {
  /// A gesture state starting at `nil`, reset in `resetTransaction`: what
  /// `@GestureState var dragged: Item?` declares.
  ///
  /// ```swift
  /// @GestureState(resetTransaction: Transaction(animation: .easeOut)) var dragged: CGSize?
  /// ```
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }

  /// A gesture state starting at `nil`, whose reset calls `reset` to choose the transaction.
  ///
  /// ```swift
  /// @GestureState(reset: { _, transaction in transaction.animation = .easeOut })
  /// var dragged: CGSize?
  /// ```
  public init(reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: nil, reset: reset)
  }
}

extension GestureState: BuiltinField {
  package static var ownsStorage: Bool { true }

  package mutating func install(in node: Node, slot: Int, description: FieldDescription) {
    if let existing = node.fieldStorage[slot] {
      box = unsafeDowncast(existing, to: StateBox<Value>.self)
    } else {
      let created = StateBox(value: initialValue, description: description)
      node.fieldStorage[slot] = created
      box = created
    }
  }
}

extension GestureState: FieldComparable {
  package static func isSameInput(_ lhs: GestureState, _ rhs: GestureState) -> Bool { true }
  package nonisolated static var isAlwaysSameInput: Bool { true }
}
