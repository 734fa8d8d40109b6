import CellGraphCore
import Foundation

/// A property wrapper for a value persisted in a store: the counterpart of SwiftUI's
/// `@AppStorage`.
///
/// The value lives in a ``KeyValueStore`` under a typed ``StorageKey``: the store named by the
/// cell, or else the environment's (``View/storage(_:)``), or else ``DefaultStore/shared``.
/// Reading it in a body records a dependency on *that key of that store*; a change of the key —
/// a write through any cell, a binding, a direct write to the store, or another process through a
/// ``FileStore`` — re-runs exactly the bodies that read that key, in every host of the process.
/// Readers of other keys never re-run.
///
/// ```swift
/// extension StorageKey where Value == Double {
///   static let volume = StorageKey("volume", default: 0.5)
/// }
///
/// struct VolumeView: View {
///   @StorageCell(.volume) var volume
///
///   var body: some View {
///     HStack {
///       Text("Volume \(volume)")
///       Button("Louder") { volume += 0.1 }
///     }
///   }
/// }
///
/// let host = ViewHost(VolumeView().storage(InMemoryStore()))
/// try host.tap("Louder")
/// print(host.text)  // Volume 0.6 [Louder]
/// ```
///
/// `$volume` is a ``BindingCell`` that reads and writes the stored value. A write is visible at
/// once; on the main thread the readers are invalidated before the write returns, so
/// `host.flush()` right after shows the new value. A stored value of the wrong type reads as the
/// key's default (`storageTypeMismatch`), and reading a default never writes it.
///
/// Used outside a view installed in a host, the cell reads and writes its store (its own, or the
/// default store) directly, as `@AppStorage` does.
@propertyWrapper
public struct StorageCell<Value: Codable & Sendable>: DynamicField {
  private let key: StorageKey<Value>
  private let explicitStore: (any KeyValueStore)?
  private var source: StorageSource?

  /// A cell for `key`, in `store` or (when `nil`) in the environment's store.
  ///
  /// ```swift
  /// @StorageCell(.volume) var volume
  /// @StorageCell(.volume, store: settings) var settingsVolume
  /// ```
  public init(_ key: StorageKey<Value>, store: (any KeyValueStore)? = nil) {
    self.key = key
    explicitStore = store
  }

  /// A cell for the key `name` whose default is the initial value, as with `@AppStorage`.
  ///
  /// ```swift
  /// @StorageCell("username") var username = "guest"
  /// ```
  public init(wrappedValue defaultValue: Value, _ name: String, store: (any KeyValueStore)? = nil) {
    self.init(StorageKey(name, default: defaultValue), store: store)
  }

  /// The stored value, or the key's default. Setting it stores the value and invalidates the
  /// readers of the key.
  public var wrappedValue: Value {
    get {
      if let source { return source.read(key) }
      return StorageAccess.read(key, from: explicitStore ?? DefaultStore.shared)
    }
    nonmutating set {
      if let source {
        source.write(newValue, for: key)
      } else {
        StorageAccess.write(newValue, for: key, to: explicitStore ?? DefaultStore.shared)
      }
    }
  }

  /// A binding to the stored value, to hand to a child view.
  ///
  /// ```swift
  /// Toggle("Notifications", isOn: $notificationsOn)
  /// ```
  public var projectedValue: BindingCell<Value> {
    if let source { return BindingCell(location: StorageLocation(source: source, key: key)) }
    let store = explicitStore ?? DefaultStore.shared
    let key = key
    return BindingCell(
      get: { StorageAccess.read(key, from: store) },
      set: { StorageAccess.write($0, for: key, to: store) })
  }
}

extension StorageCell where Value: ExpressibleByNilLiteral {
  /// A cell for the optional value stored under `name`, `nil` while nothing is stored.
  ///
  /// ```swift
  /// @StorageCell("lastOpened") var lastOpened: URL?
  /// ```
  public init(_ name: String, store: (any KeyValueStore)? = nil) {
    self.init(StorageKey(name, default: nil), store: store)
  }
}

extension StorageCell: BuiltinField {
  package static var ownsStorage: Bool { false }

  package mutating func install(in node: Node, slot: Int, description: FieldDescription) {
    // Reading the environment's store records a dependency on the `.storage(_:)` provider, so a
    // view re-runs when it is given another store.
    let store = explicitStore ?? node.environment.storage
    let resolved = StorageRegistry.source(for: store, key: key.name)
    resolved.declare(key)
    source = resolved
  }
}

extension StorageCell: FieldComparable {
  /// Cells are the same input when they name the same key (with an equal default) and the same
  /// store; the value is tracked by the reads of the view that uses it.
  package static func isSameInput(_ lhs: StorageCell, _ rhs: StorageCell) -> Bool {
    lhs.key.name == rhs.key.name && lhs.explicitStore === rhs.explicitStore
      && ValueComparator.areEqual(lhs.key.defaultValue, rhs.key.defaultValue)
  }
}

/// Where a `$value` of a `StorageCell` reads and writes: a key of a store, through its source.
@MainActor
final class StorageLocation<Value: Codable & Sendable>: BindingLocation {
  let source: StorageSource
  let key: StorageKey<Value>

  init(source: StorageSource, key: StorageKey<Value>) {
    self.source = source
    self.key = key
  }

  package func get() -> Value { source.read(key) }
  package func set(_ newValue: Value) { source.write(newValue, for: key) }
  package func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
    (other as? StorageLocation<Value>)?.source === source
  }
  package var locationName: String { source.sourceName }
}
