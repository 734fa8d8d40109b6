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

extension EnvironmentWriter: EnvironmentProvidingPrimitive {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.provideEnvironment(keyPath, value)
    node.updateChild(content)
  }
}

extension PrimitiveNode where V: EnvironmentProvidingPrimitive {
  /// Provides `value` at `keyPath` to this node's children, over the environment it inherited.
  ///
  /// The node keeps one entry per key the write touched (`ProvidedEnvironment` in `state`), so a
  /// later value is stored into the same entries and only their readers are notified.
  func provideEnvironment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) {
    let inherited = environment
    var written = inherited
    written[keyPath: keyPath] = value
    let fresh = written.entries(addedTo: inherited)
    if let provided = state,
      provided.inherited.hasSameProviders(as: inherited),
      provided.entries.map(\.keyID) == fresh.map(\.keyID)
    {
      // Same keys over the same providers: store the new values into the existing entries;
      // each notifies only its own readers.
      for (entry, replacement) in zip(provided.entries, fresh) {
        entry.update(from: replacement)
      }
    } else {
      // First evaluation, or the keys or the inherited providers changed: a new chain of
      // entries, which makes every descendant re-evaluate against it.
      state = ProvidedEnvironment(inherited: inherited, entries: fresh)
      childEnvironment = written
    }
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
