import CellGraphCore

/// When a default focus applies: SwiftUI's `DefaultFocusEvaluationPriority`.
///
/// ```swift
/// Form { … }.defaultFocus($field, .email, priority: .userInitiated)
/// ```
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
  private let name: String

  /// When the scope appears, and whenever the system resets focus in it.
  public static let automatic = Self(name: "automatic")
  /// Also when the user moves focus into the scope. Headlessly the same as `.automatic`.
  public static let userInitiated = Self(name: "userInitiated")
}

nonisolated extension View {
  /// Gives `binding` the value `value` when this view appears with nothing in it focused: the
  /// initial focus of a scope, SwiftUI's `defaultFocus(_:_:priority:)`.
  ///
  /// The focus state is written in the commit phase of the update that shows this view, so the
  /// field bound to `value` shows the cursor after that flush. A focus state that already names
  /// a field keeps it.
  ///
  /// ```swift
  /// VStack {
  ///   TextField("Email", text: $email).focused($field, equals: .email)
  ///   TextField("Password", text: $password).focused($field, equals: .password)
  /// }
  /// .defaultFocus($field, .email)      // Email: [|] when the form appears
  /// ```
  ///
  /// - Parameters:
  ///   - binding: The focus state to set.
  ///   - value: The value that names the field to focus first.
  ///   - priority: When the default applies (see ``DefaultFocusEvaluationPriority``).
  public func defaultFocus<Value: Hashable>(
    _ binding: FocusStateCell<Value>.Binding, _ value: Value,
    priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    DefaultFocusModifier(content: self, binding: binding, value: value)
  }
}

/// The view `defaultFocus(_:_:priority:)` returns: writes the default into the focus state
/// when it appears.
nonisolated struct DefaultFocusModifier<Content: View, Value: Hashable>: View {
  let content: Content
  let binding: FocusStateCell<Value>.Binding
  let value: Value

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension DefaultFocusModifier: LifecyclePrimitive {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  func appear(_ node: PrimitiveNode<Self>) {
    // The appear call runs in the commit phase, after the fields of this update registered
    // their `.focused` claims: the write is reconciled against a complete tree.
    guard let box = binding.box, !box.isRequestingFocus else { return }
    box.write(value)
  }

  static func actionLabel(appearing: Bool) -> String {
    appearing ? "defaultFocus" : "defaultFocus removal"
  }
}
