/// SwiftUI's `@AppStorage`: a value persisted under a string key, with the property's initial
/// value as the default, in the store of the environment (`.defaultAppStorage(_:)`, CellGraph's
/// `.storage(_:)`) — the counterpart of `UserDefaults`.
///
/// A thin wrapper over CellGraph's ``StorageCell``, so it behaves as one: a body that reads it
/// depends on that key of that store, and a change of the key from anywhere (another view, a
/// binding, the store itself) re-runs exactly the readers.
///
/// ```swift
/// enum Theme: String { case system, light, dark }
///
/// struct SettingsView: View {
///   @AppStorage("username") private var username = "guest"
///   @AppStorage("theme") private var theme: Theme = .system
///   @AppStorage("lastOpened") private var lastOpened: URL?
///
///   var body: some View {
///     TextField("Name", text: $username)
///   }
/// }
/// ```
///
/// Value types: those SwiftUI stores (`Bool`, `Int`, `Double`, `String`, `URL`, `Data`, `Date`,
/// `RawRepresentable` types with `String` or `Int` raw values, and optionals of each), and any
/// other `Codable` value (an addition). `RawRepresentable` values are stored as their raw value.
@propertyWrapper
public struct AppStorage<Value: Sendable>: DynamicProperty {
  private var cell: StorageCell<AppStorageValue<Value>>

  private init(key: String, defaultValue: Value, store: (any KeyValueStore)?) {
    cell = StorageCell(StorageKey(key, default: AppStorageValue(value: defaultValue)), store: store)
  }

  /// The stored value, or the default. Setting it stores it and re-runs the key's readers.
  public var wrappedValue: Value {
    get { cell.wrappedValue.value }
    nonmutating set { cell.wrappedValue = AppStorageValue(value: newValue) }
  }

  /// A binding to the stored value: `Toggle("Sounds", isOn: $soundsOn)`.
  public var projectedValue: Binding<Value> {
    cell.projectedValue.value
  }
}

// MARK: Plain values

extension AppStorage where Value: Codable {
  /// A property stored under `key`, `wrappedValue` while nothing is stored.
  ///
  /// ```swift
  /// @AppStorage("volume") var volume = 0.5
  /// ```
  public init(wrappedValue: Value, _ key: String, store: (any KeyValueStore)? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store)
  }
}

// MARK: Raw-value enums

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
  /// A property whose value is stored as its `String` raw value.
  ///
  /// ```swift
  /// @AppStorage("theme") var theme: Theme = .system
  /// ```
  public init(wrappedValue: Value, _ key: String, store: (any KeyValueStore)? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store)
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
  /// A property whose value is stored as its `Int` raw value.
  ///
  /// ```swift
  /// @AppStorage("level") var level: Level = .beginner
  /// ```
  public init(wrappedValue: Value, _ key: String, store: (any KeyValueStore)? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store)
  }
}

// A raw-value enum that is also `Codable` matches both initializers above; these more
// constrained ones settle the choice (the stored form is the raw value either way).
extension AppStorage where Value: RawRepresentable & Codable, Value.RawValue == String {
  /// A property whose value is stored as its `String` raw value.
  public init(wrappedValue: Value, _ key: String, store: (any KeyValueStore)? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store)
  }
}

extension AppStorage where Value: RawRepresentable & Codable, Value.RawValue == Int {
  /// A property whose value is stored as its `Int` raw value.
  public init(wrappedValue: Value, _ key: String, store: (any KeyValueStore)? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store)
  }
}

// MARK: Optionals

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional property stored under `key`, `nil` while nothing is stored.
  ///
  /// ```swift
  /// @AppStorage("lastOpened") var lastOpened: URL?
  /// ```
  public init<Wrapped: Codable>(_ key: String, store: (any KeyValueStore)? = nil)
  where Value == Wrapped? {
    self.init(key: key, defaultValue: nil, store: store)
  }

  /// An optional raw-value property, stored as its `String` raw value.
  ///
  /// ```swift
  /// @AppStorage("favorite") var favorite: Theme?
  /// ```
  public init<Wrapped: RawRepresentable>(_ key: String, store: (any KeyValueStore)? = nil)
  where Value == Wrapped?, Wrapped.RawValue == String {
    self.init(key: key, defaultValue: nil, store: store)
  }

  /// An optional raw-value property, stored as its `Int` raw value.
  public init<Wrapped: RawRepresentable>(_ key: String, store: (any KeyValueStore)? = nil)
  where Value == Wrapped?, Wrapped.RawValue == Int {
    self.init(key: key, defaultValue: nil, store: store)
  }

  /// An optional raw-value property that is also `Codable`, stored as its `String` raw value.
  public init<Wrapped: RawRepresentable & Codable>(
    _ key: String, store: (any KeyValueStore)? = nil
  ) where Value == Wrapped?, Wrapped.RawValue == String {
    self.init(key: key, defaultValue: nil, store: store)
  }

  /// An optional raw-value property that is also `Codable`, stored as its `Int` raw value.
  public init<Wrapped: RawRepresentable & Codable>(
    _ key: String, store: (any KeyValueStore)? = nil
  ) where Value == Wrapped?, Wrapped.RawValue == Int {
    self.init(key: key, defaultValue: nil, store: store)
  }
}

nonisolated extension View {
  /// SwiftUI's `.defaultAppStorage(_:)`: the store of every `@AppStorage` below that names none
  /// (CellGraph's `.storage(_:)`).
  ///
  /// ```swift
  /// SettingsView()
  ///   .defaultAppStorage(InMemoryStore())
  /// ```
  public func defaultAppStorage(_ store: any KeyValueStore) -> some View {
    storage(store)
  }
}
