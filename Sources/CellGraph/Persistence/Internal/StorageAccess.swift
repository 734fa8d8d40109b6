import CellGraphCore
import Foundation

/// Typed reads and writes of a store outside the graph (any thread): the store's subscript and
/// the fallback of a `StorageCell` used outside a host.
enum StorageAccess {
  /// The store that holds the bytes and the key they are stored under there (namespaces resolved).
  static func resolve(_ store: any KeyValueStore, _ name: String) -> (
    base: any KeyValueStore, key: String
  ) {
    if let namespaced = store as? NamespacedStore {
      return (namespaced.base, namespaced.storedKey(name))
    }
    return (store, name)
  }

  static func read<Value>(_ key: StorageKey<Value>, from store: any KeyValueStore) -> Value {
    let (base, stored) = resolve(store, key.name)
    declare(key, storedAs: stored, in: base)
    guard let data = base.data(forKey: stored) else { return key.defaultValue }
    do {
      return try StorageCodec.decode(Value.self, from: data)
    } catch {
      base.changeFeed.report(
        StorageDiagnostics.typeMismatch(
          key: stored, store: base.name, type: key.valueTypeName, stored: data, error: error))
      return key.defaultValue
    }
  }

  static func write<Value>(_ value: Value, for key: StorageKey<Value>, to store: any KeyValueStore)
  {
    let (base, stored) = resolve(store, key.name)
    declare(key, storedAs: stored, in: base)
    do {
      base.setData(try StorageCodec.encode(value), forKey: stored)
    } catch {
      base.changeFeed.report(
        StorageDiagnostics.encodingFailed(
          key: stored, store: base.name, type: key.valueTypeName, error: error))
    }
  }

  /// Records the key's value type with the store, reporting a second type for the same name.
  static func declare<Value>(
    _ key: StorageKey<Value>, storedAs stored: String, in base: any KeyValueStore
  ) {
    let type = key.valueTypeName
    if let first = base.changeFeed.declare(key: stored, typeName: type) {
      base.changeFeed.report(
        StorageDiagnostics.duplicateKey(key: stored, store: base.name, first: first, second: type))
    }
  }
}
