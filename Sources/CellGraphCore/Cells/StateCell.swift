/// A property wrapper for view-owned state: the counterpart of SwiftUI's `@State`.
///
/// The value lives in a reference box owned by the view's identity, not in the view struct, so a
/// view (an immutable, short-lived value) can change it from an action through
/// `wrappedValue`'s `nonmutating set`. The initial value is used only the first time the identity
/// appears; later re-creations of the view struct keep the stored value, and sibling instances
/// have separate state. A write is visible at once to the code that made it; the bodies that read
/// the cell re-run in the next pass.
///
/// ```swift
/// struct Counter: View {
///   @StateCell private var count = 0
///
///   var body: some View {
///     HStack {
///       Text("Count: \(count)")
///       Button("Increment") { count += 1 }
///     }
///   }
/// }
///
/// let host = ViewHost(Counter())
/// try host.tap("Increment")
/// print(host.text)  // Count: 1 [Increment]
/// ```
///
/// `$count` is a ``BindingCell`` to the same box. Used outside a view installed in a host, reads
/// return the initial value, writes are ignored, and an `uninstalledState` diagnostic is reported.
@propertyWrapper
public struct StateCell<Value>: DynamicField {
  // `@usableFromInline`: the getter is inlined into the module that reads the cell, so that a
  // read there is specialized for `Value` (a load from the box) instead of generic code that
  // copies the value through its value witnesses and retains the box.
  @usableFromInline package var initialValue: Value
  @usableFromInline package var box: StateBox<Value>?

  /// Creates a state cell with an initial value (used when the identity first appears).
  public init(wrappedValue value: Value) {
    initialValue = value
  }

  /// Creates a state cell with an initial value; `_count = StateCell(initialValue: start)`.
  public init(initialValue value: Value) {
    initialValue = value
  }

  /// The current value. Setting it stores the value and schedules the readers' update.
  public var wrappedValue: Value {
    @inlinable get {
      if let box { return box.read() }
      return Self.uninstalledRead(initialValue)
    }
    nonmutating set {
      if let box {
        box.write(newValue)
      } else {
        Self.reportUninstalled("written; the write was ignored")
      }
    }
  }

  /// A binding to the cell's storage, to hand to a child view.
  ///
  /// ```swift
  /// Toggle("Wi-Fi", isOn: $isOn)
  /// ```
  public var projectedValue: BindingCell<Value> {
    // Inlined like the getter: specialized for `Value` where `$cell` is written, the box's type
    // and its conformance to `BindingLocation` come from caches the compiler keeps there, where
    // generic code looks the conformance up in the runtime on every projection.
    @inlinable get {
      if let box { return BindingCell(location: box) }
      return Self.uninstalledBinding(initialValue)
    }
  }

  /// A constant binding to the initial value, for a projection outside an installed view, after
  /// the diagnostic. Out of line, like `uninstalledRead(_:)`.
  @usableFromInline
  static func uninstalledBinding(_ initialValue: Value) -> BindingCell<Value> {
    reportUninstalled("projected to a binding; the binding is constant")
    return .constant(initialValue)
  }

  /// The initial value, for a read outside an installed view, after the diagnostic. Out of line:
  /// the inlined getter keeps only the installed path.
  @usableFromInline
  static func uninstalledRead(_ initialValue: Value) -> Value {
    reportUninstalled("read")
    return initialValue
  }

  private static func reportUninstalled(_ what: String) {
    Graph.reportUnattributed(
      Diagnostic(
        kind: .uninstalledState,
        message: """
          A StateCell<\(typeName(Value.self))> was \(what) outside a view installed in a \
          ViewHost; it holds its initial value and will not update. Put the view in a host (or \
          in a parent's body) before using its state, or pass initial values through init.
          """))
  }
}

extension StateCell where Value: ExpressibleByNilLiteral {
  /// Creates a state cell whose initial value is `nil`.
  public init() {
    initialValue = nil
  }
}

extension StateCell: BuiltinField {
  package static var ownsStorage: Bool { true }

  package mutating func install(in node: Node, slot: Int, description: FieldDescription) {
    if let existing = node.fieldStorage[slot] {
      // The identity already has a box: the initial value of this struct is ignored.
      box = unsafeDowncast(existing, to: StateBox<Value>.self)
    } else {
      let created = StateBox(value: initialValue, description: description)
      node.fieldStorage[slot] = created
      box = created
    }
  }
}

extension StateCell: FieldComparable {
  /// State is owned by the node, not passed in by the parent: it never makes a view different.
  package static func isSameInput(_ lhs: StateCell, _ rhs: StateCell) -> Bool { true }
  package nonisolated static var isAlwaysSameInput: Bool { true }
}
