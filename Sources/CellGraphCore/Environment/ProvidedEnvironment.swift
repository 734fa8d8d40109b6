extension PrimitiveNode where V: EnvironmentProvidingPrimitive {
  /// Provides `value` at `keyPath` to this node's children, over the environment it inherited.
  ///
  /// The node keeps one entry per key the write touched (`ProvidedEnvironment` in `state`), so a
  /// later value is stored into the same entries and only their readers are notified.
  package func provideEnvironment<Value>(
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
package final class ProvidedEnvironment {
  package let inherited: EnvironmentValues
  let entries: [EnvironmentEntry]

  package init(inherited: EnvironmentValues, entries: [EnvironmentEntry]) {
    self.inherited = inherited
    self.entries = entries
  }
}
