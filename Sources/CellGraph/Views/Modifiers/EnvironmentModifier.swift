extension View {
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
struct EnvironmentWriter<Content: View, Value>: View {
  let content: Content
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  var body: Never { primitiveBody(Self.self) }
}

extension EnvironmentWriter: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let inherited = node.environment
    var written = inherited
    written[keyPath: keyPath] = value
    if let provided = node.state as? ProvidedEnvironment,
      provided.inherited.hasSameProviders(as: inherited)
    {
      // Store the new values into the existing entries; each notifies its own readers.
      let fresh = written.entries(addedTo: inherited)
      for entry in provided.entries {
        if let replacement = fresh.first(where: { $0.keyID == entry.keyID }) {
          entry.update(from: replacement)
        }
      }
    } else {
      node.state = ProvidedEnvironment(
        inherited: inherited, entries: written.entries(addedTo: inherited))
      node.childEnvironment = written
    }
    node.updateChild(content)
  }
}

/// What an environment provider's node remembers: the environment it inherited and the entries it
/// added on top (its children receive them through `Node.childEnvironment`).
@MainActor
final class ProvidedEnvironment {
  let inherited: EnvironmentValues
  let entries: [EnvironmentEntry]

  init(inherited: EnvironmentValues, entries: [EnvironmentEntry]) {
    self.inherited = inherited
    self.entries = entries
  }
}
