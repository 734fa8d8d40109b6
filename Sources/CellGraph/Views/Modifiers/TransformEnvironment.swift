import CellGraphCore

nonisolated extension View {
  /// Changes the environment value at `keyPath` for this view and its descendants, starting from
  /// the value inherited from above.
  ///
  /// The transform runs each time this view is updated; the modifier depends on the inherited
  /// value, so when an ancestor provides a new one the transform runs again. Descendants that read
  /// the key re-run only when the transformed value changes.
  ///
  /// ```swift
  /// Form { … }
  ///   .transformEnvironment(\.isEnabled) { isEnabled in isEnabled = isEnabled && !isLocked }
  /// ```
  public func transformEnvironment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>,
    transform: @escaping (inout Value) -> Void
  ) -> some View {
    EnvironmentTransformer(content: self, keyPath: keyPath, transform: transform)
  }

  /// Disables (or, with `false`, leaves as they are) the controls of this view and its
  /// descendants: `\.isEnabled` becomes `false` below it.
  ///
  /// As in SwiftUI, an ancestor's `.disabled(true)` wins: `.disabled(false)` does not re-enable
  /// views an ancestor disabled. A disabled control shows ` (disabled)` after its text form, and
  /// a host interaction with it throws `InteractionError` with the reason `.disabled`.
  ///
  /// ```swift
  /// Button("Save", action: save)
  ///   .disabled(name.isEmpty)             // [Save] (disabled)
  /// ```
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isEnabled) { isEnabled in isEnabled = isEnabled && !disabled }
  }
}

/// The view `transformEnvironment(_:transform:)` returns: a provider whose value is computed from
/// the inherited one.
nonisolated struct EnvironmentTransformer<Content: View, Value>: View {
  let content: Content
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let transform: (inout Value) -> Void

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension EnvironmentTransformer: EnvironmentProvidingPrimitive {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    // The inherited value is read as this node's dependency: a new value above re-runs the
    // transform, and the provided entry notifies its own readers only if the result changed.
    var value = node.tracking { node.environment[keyPath: keyPath] }
    transform(&value)
    node.provideEnvironment(keyPath, value)
    node.updateChild(content)
  }
}
