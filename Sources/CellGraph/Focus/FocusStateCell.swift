import CellGraphCore

/// A property wrapper for which field has keyboard focus: the counterpart of SwiftUI's
/// `@FocusState`.
///
/// Two forms: a `Bool` (is this one field focused?) and an optional `Hashable` (which of several
/// fields is focused, `nil` for none). Bind fields to it with `.focused($flag)` or
/// `.focused($field, equals: .email)`. At most one field of a host has focus; the state and the
/// fields agree both ways:
/// - writing the state moves focus to the field bound to the new value (and clears every other
///   focus state that held focus); writing `nil`/`false` takes focus away;
/// - a focus interaction (`host.focus("Email")`) writes the state of the field's `.focused`
///   modifier;
/// - when the focused field leaves the tree, its state is cleared;
/// - a value no field is bound to is reported as an `unboundFocusValue` diagnostic, and the
///   state is cleared, as SwiftUI does.
///
/// ```swift
/// enum Field: Hashable { case email, password }
///
/// struct SignUp: View {
///   @FocusStateCell private var focus: Field?
///   @StateCell private var email = ""
///   @StateCell private var password = ""
///
///   var body: some View {
///     VStack {
///       TextField("Email", text: $email).focused($focus, equals: .email)
///       TextField("Password", text: $password).focused($focus, equals: .password)
///     }
///     .onSubmit { focus = focus == .email ? .password : nil }
///     .onAppear { focus = .email }      // Email: [|]
///   }
/// }
/// ```
///
/// Like state, the value lives in a box owned by the view's identity; the initial value is
/// always `false` or `nil`.
@propertyWrapper
public struct FocusStateCell<Value: Hashable>: DynamicField {
  let unfocused: Value
  var box: FocusBox<Value>?

  /// A focus state for one field: `true` while it has focus.
  public init() where Value == Bool {
    unfocused = false
  }

  /// A focus state naming the focused field, `nil` while none has focus.
  public init<Field: Hashable>() where Value == Field? {
    unfocused = nil
  }

  /// The field that has focus (`true`/a value), or none (`false`/`nil`). Setting it moves focus.
  public var wrappedValue: Value {
    get {
      guard let box else { return Self.uninstalled("read", unfocused) }
      return box.read()
    }
    nonmutating set {
      guard let box else {
        _ = Self.uninstalled("written; the write was ignored", unfocused)
        return
      }
      box.write(newValue)
    }
  }

  /// A binding to the focus state, for `.focused(_:)` and `.focused(_:equals:)`, or to hand to a
  /// child view.
  public var projectedValue: Binding {
    if box == nil { _ = Self.uninstalled("projected to a binding", unfocused) }
    return Binding(box: box, unfocused: unfocused)
  }

  /// A binding to a `FocusStateCell`: SwiftUI's `FocusState.Binding`.
  ///
  /// ```swift
  /// struct EmailRow: View {
  ///   @FocusStateCell<Field?>.Binding var focus: Field?
  ///   @BindingCell var email: String
  ///   var body: some View {
  ///     TextField("Email", text: $email).focused($focus, equals: .email)
  ///   }
  /// }
  /// ```
  @propertyWrapper
  @MainActor
  public struct Binding {
    let box: FocusBox<Value>?
    let unfocused: Value

    /// A binding to the same focus state as `binding`.
    public init(projectedValue binding: Binding) {
      self = binding
    }

    init(box: FocusBox<Value>?, unfocused: Value) {
      self.box = box
      self.unfocused = unfocused
    }

    /// The focus state's value. Setting it moves focus.
    public var wrappedValue: Value {
      get { box?.read() ?? unfocused }
      nonmutating set { box?.write(newValue) }
    }

    /// The binding itself, so `$focus` passes it on.
    public var projectedValue: Binding { self }
  }

  private static func uninstalled(_ what: String, _ unfocused: Value) -> Value {
    Graph.reportUnattributed(
      Diagnostic(
        kind: .uninstalledState,
        message: """
          A FocusStateCell<\(typeName(Value.self))> was \(what) outside a view installed in a \
          ViewHost; it holds \(describeFocusValue(unfocused)) and moves no focus. Put the view \
          in a host before using its focus state.
          """))
    return unfocused
  }
}

extension FocusStateCell: BuiltinField {
  package static var ownsStorage: Bool { true }

  package mutating func install(in node: Node, slot: Int, description: FieldDescription) {
    if let existing = node.fieldStorage[slot] {
      box = unsafeDowncast(existing, to: FocusBox<Value>.self)
    } else {
      let created = FocusBox(unfocused: unfocused, description: description, owner: node)
      node.fieldStorage[slot] = created
      box = created
    }
  }
}

extension FocusStateCell: FieldComparable {
  /// Focus state is owned by the node, not passed in by the parent: it never makes a view
  /// different.
  package static func isSameInput(_ lhs: FocusStateCell, _ rhs: FocusStateCell) -> Bool { true }
  package nonisolated static var isAlwaysSameInput: Bool { true }
}

extension FocusStateCell.Binding: FieldComparable {
  /// Two focus bindings are the same input when they bind the same focus state.
  package static func isSameInput(_ lhs: Self, _ rhs: Self) -> Bool { lhs.box === rhs.box }
}
