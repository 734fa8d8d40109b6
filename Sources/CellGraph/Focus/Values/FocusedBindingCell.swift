import CellGraphCore

/// A property wrapper that reads and writes, through a binding the focused path publishes, the
/// publisher's state: the counterpart of SwiftUI's `@FocusedBinding`.
///
/// The publisher passes a binding (`.focusedValue(\.noteText, $text)`); this wrapper unwraps it.
/// Reading makes the view depend on the publisher's state, as reading the binding does, and on
/// which binding the focused path publishes. Writing assigns through the binding, to the
/// publisher's source of truth; a write while nothing publishes the key (or of `nil`) does
/// nothing.
///
/// ```swift
/// extension FocusedValues {
///   var noteText: BindingCell<String>? {
///     get { self[NoteTextKey.self] }
///     set { self[NoteTextKey.self] = newValue }
///   }
/// }
///
/// struct ClearButton: View {
///   @FocusedBindingCell(\.noteText) private var text
///   var body: some View {
///     Button("Clear") { text = "" }.disabled(text == nil)
///   }
/// }
/// ```
@propertyWrapper
public struct FocusedBindingCell<Value>: DynamicField {
  private let keyPath: KeyPath<FocusedValues, BindingCell<Value>?>
  private var table: FocusedValueTable?

  /// Reads the binding published at `keyPath`.
  public init(_ keyPath: KeyPath<FocusedValues, BindingCell<Value>?>) {
    self.keyPath = keyPath
  }

  /// The bound value, or `nil` when nothing on the focused path publishes a binding for the key.
  /// Setting it writes through the binding.
  public var wrappedValue: Value? {
    get { binding?.wrappedValue }
    nonmutating set {
      guard let newValue, let binding else { return }
      binding.wrappedValue = newValue
    }
  }

  /// A binding to the optional value, to hand to a child view; writing `nil` through it does
  /// nothing.
  ///
  /// ```swift
  /// NoteStatus(text: $text)   // @BindingCell var text: String?
  /// ```
  @MainActor public var projectedValue: BindingCell<Value?> {
    BindingCell(location: FocusedBindingLocation(table: table, keyPath: keyPath))
  }

  private var binding: BindingCell<Value>? {
    guard let table else { return reportUninstalledFocusedValue("FocusedBindingCell(\(keyPath))") }
    return table.read(keyPath)
  }
}

extension FocusedBindingCell: BuiltinField {
  package static var ownsStorage: Bool { false }

  package mutating func install(in node: Node, slot: Int, description: FieldDescription) {
    table = FocusedValueTable.of(node)
  }
}

extension FocusedBindingCell: FieldComparable {
  /// Two readers of the same key path are the same input.
  package static func isSameInput(_ lhs: FocusedBindingCell, _ rhs: FocusedBindingCell) -> Bool {
    lhs.keyPath == rhs.keyPath
  }
}

/// Where the projected binding of a `FocusedBindingCell` reads and writes: through whichever
/// binding the focused path publishes when it is used.
@MainActor
final class FocusedBindingLocation<Wrapped>: BindingLocation {
  let table: FocusedValueTable?
  let keyPath: KeyPath<FocusedValues, BindingCell<Wrapped>?>

  init(table: FocusedValueTable?, keyPath: KeyPath<FocusedValues, BindingCell<Wrapped>?>) {
    self.table = table
    self.keyPath = keyPath
  }

  func get() -> Wrapped? {
    (table?.read(keyPath) ?? nil)?.wrappedValue
  }

  func set(_ newValue: Wrapped?) {
    guard let newValue, let binding = table?.read(keyPath) ?? nil else { return }
    binding.wrappedValue = newValue
  }

  func isSameLocation(as other: any BindingLocation<Wrapped?>) -> Bool {
    guard let other = other as? FocusedBindingLocation<Wrapped> else { return false }
    return other.table === table && other.keyPath == keyPath
  }

  var locationName: String { "FocusedBinding(\(keyPath))" }
}
