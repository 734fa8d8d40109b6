import CellGraphCore

/// A typed key of a ``KeyValueStore``: a name, the type of its value and the value read while
/// nothing is stored.
///
/// Declare each key once, as a static constant, and read and write it through a store or a
/// ``StorageCell``. The compiler then checks the value's type at every use, the name is written in
/// one place, and the default lives beside it:
///
/// ```swift
/// extension StorageKey where Value == Double {
///   static let volume = StorageKey("volume", default: 0.5)
/// }
///
/// let store = InMemoryStore()
/// store[.volume] = 0.8
/// print(store[.volume])  // 0.8
/// ```
///
/// Any `Codable` value works: numbers, strings, optionals (`nil` is stored, and is different from
/// *absent*), enums with raw values, dates, URLs, arrays, dictionaries and nested structs. Values
/// are stored encoded as JSON, so a value of the wrong type in the store is detected on reading:
/// the read returns ``defaultValue``, a `storageTypeMismatch` diagnostic is reported, and the
/// stored bytes stay as they are until the key is written. Reading a default never writes it.
///
/// Two keys with the same name and different value types used with the same store (and
/// namespace) are reported as a `duplicateStorageKey` diagnostic naming both types.
public struct StorageKey<Value: Codable & Sendable>: Sendable {
  /// The name the value is stored under (after the store's namespace, if any).
  public let name: String
  /// The value read while nothing is stored under the name.
  public let defaultValue: Value

  /// A key named `name` whose value is `defaultValue` while nothing is stored.
  ///
  /// ```swift
  /// static let username = StorageKey<String?>("username", default: nil)
  /// ```
  public init(_ name: String, default defaultValue: Value) {
    self.name = name
    self.defaultValue = defaultValue
  }
}

extension StorageKey {
  /// The name of the value's type, as diagnostics print it.
  var valueTypeName: String { typeName(Value.self) }
}
