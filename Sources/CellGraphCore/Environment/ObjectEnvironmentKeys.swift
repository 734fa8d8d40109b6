import Observation

/// The environment key of the object of type `Object` provided with `.environmentObject(_:)`.
///
/// Objects are keyed by their type, as in SwiftUI: a view asks for "the `Library`", and the
/// nearest ancestor that provided a `Library` answers. The key is a value (not only a type) so that
/// a key path can name it: `\EnvironmentValues[environmentObject: EnvironmentObjectKey<Library>()]`.
package struct EnvironmentObjectKey<Object: ObservableObject>: EnvironmentKey, Hashable {
  package static var defaultValue: Object? { nil }

  package init() {}
}

/// The environment key of the `@Observable` object of type `Object` provided with
/// `.environment(_:)`. Separate from `EnvironmentObjectKey`, as in SwiftUI: an object provided one
/// way is not found the other way.
package struct ObservableEnvironmentKey<Object: AnyObject & Observable>: EnvironmentKey, Hashable {
  package static var defaultValue: Object? { nil }

  package init() {}
}

/// Keys whose entries describe themselves in records and graphs by the object type they hold
/// (an object's own description is rarely readable, and its address changes from run to run).
protocol ObjectEnvironmentKey {
  static var objectDescription: String { get }
  /// `a Settings`, or `nil` when the provider provides none.
  static func describe(_ value: Any) -> String
}

extension EnvironmentObjectKey: ObjectEnvironmentKey {
  static var objectDescription: String { "\(typeName(Object.self)) (environment object)" }
  static func describe(_ value: Any) -> String {
    value is Object ? "a \(typeName(Object.self))" : "nil"
  }
}

extension ObservableEnvironmentKey: ObjectEnvironmentKey {
  static var objectDescription: String { "\(typeName(Object.self)) (observable)" }
  static func describe(_ value: Any) -> String {
    value is Object ? "a \(typeName(Object.self))" : "nil"
  }
}

extension EnvironmentValues {
  /// The `Object` provided with `.environmentObject(_:)`, if any.
  package subscript<Object: ObservableObject>(
    environmentObject key: EnvironmentObjectKey<Object>
  ) -> Object? {
    get { self[EnvironmentObjectKey<Object>.self] }
    set { self[EnvironmentObjectKey<Object>.self] = newValue }
  }

  /// The `@Observable` `Object` provided with `.environment(_:)`, if any.
  package subscript<Object: AnyObject & Observable>(
    observable key: ObservableEnvironmentKey<Object>
  ) -> Object? {
    get { self[ObservableEnvironmentKey<Object>.self] }
    set { self[ObservableEnvironmentKey<Object>.self] = newValue }
  }

  /// The `@Observable` `Object` provided with `.environment(_:)`, for `@EnvironmentCell(T.self)`.
  ///
  /// A view whose environment lacks the object is not evaluated (see `EnvironmentRequirement`),
  /// so this is read without one only outside a host, where there is no value to return.
  package subscript<Object: AnyObject & Observable>(
    requiredObservable key: ObservableEnvironmentKey<Object>
  ) -> Object {
    guard let object = self[ObservableEnvironmentKey<Object>.self] else {
      preconditionFailure(
        """
        No @Observable object of type \(typeName(Object.self)) in this environment: \
        @EnvironmentCell(\(typeName(Object.self)).self) was read outside a view installed in a \
        ViewHost. Provide one with .environment(_:) on an ancestor.
        """)
    }
    return object
  }

  /// Whether a provider in the chain has a non-nil value for the object key `key`. Reads no
  /// dependency.
  @MainActor func providesObject<Key: EnvironmentKey, Object>(_ key: Key.Type) -> Bool
  where Key.Value == Object? {
    let id = ObjectIdentifier(key)
    var entry = top
    while let current = entry {
      if current.keyID == id {
        return unsafeDowncast(current, to: TypedEnvironmentEntry<Key>.self).value != nil
      }
      entry = current.next
    }
    return false
  }

  /// The names of the keys provided in this environment, nearest first (for diagnostics).
  @MainActor var providedKeyNames: [String] {
    var names: [String] = []
    var entry = top
    while let current = entry {
      if !names.contains(current.keyName) { names.append(current.keyName) }
      entry = current.next
    }
    return names
  }
}
