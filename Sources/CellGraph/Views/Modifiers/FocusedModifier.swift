import CellGraphCore

nonisolated extension View {
  /// Binds this view's focus to `binding`: the first focusable control in this view (a text
  /// field) has focus exactly while `binding` equals `value`.
  ///
  /// Writing `value` into the focus state moves focus here; a focus interaction on the field
  /// writes it; focus moving elsewhere, or the field leaving the tree, writes `nil`.
  ///
  /// ```swift
  /// TextField("Email", text: $email)
  ///   .focused($focus, equals: .email)      // Email: [ada|] while focus == .email
  ///
  /// try host.focus("Email")                 // focus == .email
  /// ```
  public func focused<Value: Hashable>(
    _ binding: FocusStateCell<Value>.Binding, equals value: Value
  ) -> some View {
    FocusedModifier(content: self, binding: binding, value: value, target: .firstFocusable)
  }

  /// Binds this view's focus to a Boolean focus state: the first focusable control in this view
  /// has focus exactly while `condition` is `true`.
  ///
  /// ```swift
  /// @FocusStateCell private var isEditing: Bool
  /// TextField("Note", text: $note).focused($isEditing)
  /// ```
  public func focused(_ condition: FocusStateCell<Bool>.Binding) -> some View {
    FocusedModifier(content: self, binding: condition, value: true, target: .firstFocusable)
  }
}

/// The view `focused(_:equals:)` and `searchFocused(_:equals:)` return. Its node keeps a
/// `FocusClaim`, registered with the host's focus from its first evaluation until it leaves the
/// tree; `target` says which control below it is the field it binds.
nonisolated struct FocusedModifier<Content: View, Value: Hashable>: View {
  let content: Content
  let binding: FocusStateCell<Value>.Binding
  let value: Value
  let target: FocusTarget

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension FocusedModifier: LifecyclePrimitive {
  typealias NodeState = FocusClaim

  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    // The modifier reads no source: the coordinator reads the focus state when it reconciles.
    // A binding of a focus state outside a host has no box; it binds nothing (the state
    // reported that when it was projected).
    if let box = binding.box {
      if let claim = node.state {
        if claim.update(box: box, value: value, target: target) {
          node.graph.feature(FocusCoordinator.self).claimChanged(claim)
        }
      } else {
        // Registered during the pass, not on appear: a focus state written by the action that
        // inserts this field is reconciled in the commit phase of the same flush, which may run
        // before this node's appear call.
        let claim = FocusClaim(node: node, box: box, value: value, target: target)
        node.state = claim
        node.graph.feature(FocusCoordinator.self).register(claim)
      }
    }
    node.updateChild(content)
  }

  func disappear(_ node: PrimitiveNode<Self>) {
    guard let claim = node.state else { return }
    node.graph.feature(FocusCoordinator.self).unregister(claim)
  }

  static func actionLabel(appearing: Bool) -> String { appearing ? "focused" : "focused removal" }
}
