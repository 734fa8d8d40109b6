/// A property wrapper for a read/write reference to a value owned elsewhere: the counterpart of
/// SwiftUI's `@Binding`.
///
/// A binding stores no value. Reading it reads the owner (so a body that reads a binding depends on
/// the owner's state, and re-runs when it changes); writing it writes the owner. A parent that only
/// passes `$x` down never reads `x` and is not re-run when `x` changes.
///
/// ```swift
/// struct Settings: View {
///   @StateCell private var wifi = true
///   var body: some View { WifiRow(isOn: $wifi) }   // Settings never reads wifi
/// }
///
/// struct WifiRow: View {
///   @BindingCell var isOn: Bool
///   var body: some View { Toggle("Wi-Fi", isOn: $isOn) }
/// }
/// ```
///
/// Bindings derive child bindings by dynamic member lookup (`$model.name`) and by subscript
/// (`$items[2]`), and a binding to a collection is a collection of element bindings
/// (`ForEach($items) { $item in … }`).
@propertyWrapper
@dynamicMemberLookup
public struct BindingCell<Value>: DynamicField {
  /// `@usableFromInline`, like the initializer: `ForEach($items)` makes its rows' bindings in code
  /// inlined into the module that writes it.
  ///
  /// `nonisolated(unsafe)`: set by the nonisolated initializers (a constant or closure binding is
  /// made anywhere, as SwiftUI's), and otherwise only read through the main-actor members; the
  /// location's own members are main-actor isolated.
  @usableFromInline nonisolated(unsafe) let location: any BindingLocation<Value>

  @usableFromInline
  nonisolated package init(location: any BindingLocation<Value>) {
    self.location = location
  }

  /// A binding that reads with `get` and writes with `set`.
  ///
  /// ```swift
  /// let celsius = BindingCell(get: { (fahrenheit - 32) * 5 / 9 },
  ///                           set: { fahrenheit = $0 * 9 / 5 + 32 })
  /// ```
  nonisolated public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    location = ClosureLocation(get: get, set: set)
  }

  /// Lets `@BindingCell var isOn: Bool` be initialized with `$state`.
  nonisolated public init(projectedValue: BindingCell<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes; writes are ignored.
  ///
  /// ```swift
  /// Toggle("Always on", isOn: .constant(true))
  /// ```
  nonisolated public static func constant(_ value: Value) -> BindingCell<Value> {
    BindingCell(location: ConstantLocation(value))
  }

  /// The owner's current value; setting it writes the owner.
  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue) }
  }

  /// The binding itself, so `$value` can be passed on.
  public var projectedValue: BindingCell<Value> { self }

  /// A binding to a property of the value: `$model.name`.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> BindingCell<Subject> {
    BindingCell<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath))
  }
}

extension BindingCell: BuiltinField {
  package static var ownsStorage: Bool { false }
  package mutating func install(in node: Node, slot: Int, description: FieldDescription) {}
}

extension BindingCell: FieldComparable {
  /// Two bindings are the same input when they point at the same location; the value behind
  /// them is tracked by the reads of the view that uses it.
  package static func isSameInput(_ lhs: BindingCell, _ rhs: BindingCell) -> Bool {
    // One location object is one location (a `ForEach($items)` row handed its interned element
    // location again): no comparison of indices, ids and bases needed.
    lhs.location === rhs.location || lhs.location.isSameLocation(as: rhs.location)
  }

  /// `isSameInput`, with its identity check made before any isolation check: a binding is a
  /// class-bound existential whose first word is the location object, so two bindings whose first
  /// words are equal hold one location object. Only the other comparisons need the main actor
  /// (asserted once per call, which costs more than the rest of a skipped row).
  ///
  /// The layout it relies on is checked when the comparator is made: `location` is the first
  /// stored property, at offset 0. Otherwise the default comparator is used.
  static package func makeInputComparator() -> ValueComparator {
    let general = mainActorInputComparator()
    guard MemoryLayout<BindingCell>.offset(of: \BindingCell.location) == 0 else { return general }
    let compare = general.equal
    return ValueComparator { lhs, rhs in
      lhs.load(as: UnsafeRawPointer.self) == rhs.load(as: UnsafeRawPointer.self)
        || compare(lhs, rhs)
    }
  }
}
