import CellGraphCore

nonisolated extension View {
  /// Makes `store` the store of every ``StorageCell`` in this view and its descendants that does
  /// not name one itself.
  ///
  /// ```swift
  /// SettingsView()
  ///   .storage(FileStore(directory: configDirectory, name: "settings"))
  /// ```
  ///
  /// Without a provider, storage cells use ``DefaultStore/shared``.
  public func storage(_ store: any KeyValueStore) -> some View {
    environment(\.storage, store)
  }
}

extension EnvironmentValues {
  /// The store ``StorageCell``s read and write: the nearest `.storage(_:)` provider's, or
  /// ``DefaultStore/shared``.
  ///
  /// ```swift
  /// @EnvironmentCell(\.storage) var store
  /// ```
  public var storage: any KeyValueStore {
    get { self[StorageEnvironmentKey.self] ?? DefaultStore.shared }
    set { self[StorageEnvironmentKey.self] = newValue }
  }

  /// Whether a store is provided (rather than the default).
  package var providesStorage: Bool { self[StorageEnvironmentKey.self] != nil }
}

private struct StorageEnvironmentKey: EnvironmentKey {
  static var defaultValue: (any KeyValueStore)? { nil }
}
