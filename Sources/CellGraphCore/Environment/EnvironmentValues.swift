/// The values a view inherits from its ancestors, looked up by ``EnvironmentKey``.
///
/// Each `.environment(_:_:)` modifier in the tree is a *provider*: it adds an entry for its key in
/// front of the entries its parent received, so the nearest provider wins. Every entry is a
/// dependency-graph source: reading a key through this subscript while a body runs records a
/// dependency on that key at that provider, so when the provider's value changes, only the views
/// that read that key re-run.
///
///     root ─ .environment(\.theme, "dark") ─ .environment(\.locale, "fr") ─ Row
///     Row's EnvironmentValues:  [locale: "fr"] ─▶ [theme: "dark"] ─▶ (defaults)
///
/// Entries hold the provider's *current* value: reading an `EnvironmentValues` you kept gives the
/// provider's latest value, not the value at the time you copied it (see Docs/Limitations.md).
/// Setting a key on a copy adds an entry to that copy only.
///
/// The type is nonisolated, as SwiftUI's is, so that code off the main actor can form key paths to
/// its properties (`.environment(\.font, .title)` in a helper type). Its entries are the graph's
/// sources, which live on the main actor: see `assumingMainActor(_:)` for why reading and setting
/// them from the nonisolated subscript is safe.
public nonisolated struct EnvironmentValues {
  /// The nearest entry; each entry links to the one its provider inherited.
  package var top: EnvironmentEntry?

  /// An environment with every key at its default value.
  public init() {
    top = nil
  }

  package init(top: EnvironmentEntry?) {
    self.top = top
  }

  /// The value for `key`: the nearest provider's, or the key's default value.
  ///
  /// ```swift
  /// extension EnvironmentValues {
  ///   var theme: String {
  ///     get { self[ThemeKey.self] }
  ///     set { self[ThemeKey.self] = newValue }
  ///   }
  /// }
  /// ```
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      guard let top else { return Key.defaultValue }
      return assumingMainActor { Self.value(for: Key.self, from: top) }
    }
    set {
      // Not sent anywhere: the closure runs here, at once (see `assumingMainActor`).
      nonisolated(unsafe) let newValue = newValue
      let next = top
      top = assumingMainActor { TypedEnvironmentEntry<Key>(value: newValue, next: next) }
    }
  }

  /// The nearest provider's value for `key`, recorded as a dependency of the reader.
  @MainActor
  private static func value<Key: EnvironmentKey>(
    for key: Key.Type, from top: EnvironmentEntry
  ) -> Key.Value {
    let id = ObjectIdentifier(key)
    var entry: EnvironmentEntry? = top
    while let current = entry {
      if current.keyID == id {
        current.recordRead()
        return unsafeDowncast(current, to: TypedEnvironmentEntry<Key>.self).value
      }
      entry = current.next
    }
    return Key.defaultValue
  }

  /// Whether two environments come from the same chain of providers.
  @MainActor package func hasSameProviders(as other: EnvironmentValues) -> Bool {
    top === other.top
  }

  /// The entries in front of `base`'s: the ones a modifier added on top of what it inherited.
  @MainActor package func entries(addedTo base: EnvironmentValues) -> [EnvironmentEntry] {
    var added: [EnvironmentEntry] = []
    var entry = top
    while let current = entry, current !== base.top {
      added.append(current)
      entry = current.next
    }
    return added
  }

}

@MainActor extension EnvironmentValues: @MainActor CustomStringConvertible {
  /// Every value written, newest first, in SwiftUI's form: its environment is a property list,
  /// and its description lists each element, shadowed ones included, as
  /// `EnvironmentPropertyKey<Key> = value` (SwiftUI's observed output, pinned by OpenSwiftUI's
  /// `EnvironmentValuesCompatibilityTests`); keys never written are not listed.
  ///
  /// ```swift
  /// var environment = EnvironmentValues()
  /// environment[FlagKey.self] = false
  /// environment[FlagKey.self] = true
  /// environment.description
  /// // [EnvironmentPropertyKey<FlagKey> = true, EnvironmentPropertyKey<FlagKey> = false]
  /// ```
  public var description: String {
    var parts: [String] = []
    var entry = top
    while let current = entry {
      parts.append("EnvironmentPropertyKey<\(current.keyName)> = \(current.plainValueDescription)")
      entry = current.next
    }
    return "[\(parts.joined(separator: ", "))]"
  }
}

/// Runs `body`, which is main-actor code, from a nonisolated function, without a run-time check.
///
/// Safe where it is used. `EnvironmentValues`' subscript: an environment with entries comes from
/// the runtime, on the main actor, and as the type is not `Sendable` it cannot leave the main
/// actor's region; code elsewhere has only environments it made itself, whose entries it made
/// through this setter. The check
/// `MainActor.assertIsolated` makes runs in debug builds only.
@inline(__always)
package nonisolated func assumingMainActor<Result>(_ body: @MainActor () -> Result) -> Result {
  MainActor.assertIsolated("EnvironmentValues with entries are the runtime's, on the main actor")
  return withoutActuallyEscaping(body) { escapable in
    unsafeBitCast(escapable, to: (() -> Result).self)()
  }
}
