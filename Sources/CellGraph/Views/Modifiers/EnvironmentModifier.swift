import CellGraphCore

nonisolated extension View {
  /// Provides `value` for the environment key at `keyPath` to this view and its descendants.
  ///
  /// The nearest provider wins. When the provided value changes (by `==` for `Equatable` values),
  /// only the descendants that read this key re-run; the others are not evaluated.
  ///
  /// ```swift
  /// ContentView()
  ///   .environment(\.theme, "dark")
  /// ```
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some View {
    EnvironmentWriter(content: self, keyPath: keyPath, value: value)
  }
}

/// The view `environment(_:_:)` returns: an environment provider.
///
/// Its node keeps one entry per key the write touched. Descendants' environments link through those
/// entries, so a later value is stored into the same entries and only their readers are notified.
nonisolated struct EnvironmentWriter<Content: View, Value>: View {
  let content: Content
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension EnvironmentWriter: EnvironmentProvidingPrimitive {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.provideEnvironment(keyPath, value)
    node.updateChild(content)
  }
}
