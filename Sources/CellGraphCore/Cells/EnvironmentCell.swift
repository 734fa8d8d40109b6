/// A property wrapper that reads a value from the environment of the view it is installed in.
///
/// The counterpart of SwiftUI's `@Environment(\.key)`. The view re-runs when the nearest provider
/// of that key changes its value — and only if its body read the value (CellGraph tracks reads,
/// see Docs/Limitations.md).
///
/// ```swift
/// struct Badge: View {
///   @EnvironmentCell(\.theme) var theme
///   var body: some View { Text("theme: \(theme)") }
/// }
///
/// // Badge().environment(\.theme, "dark") renders "theme: dark"
/// ```
///
/// Read outside an installed view, it returns the key's default value and reports an
/// `uninstalledEnvironment` diagnostic.
///
/// Keyed by an `@Observable` type, it reads the object an ancestor provided with
/// `.environment(_:)`: `@EnvironmentCell(Library.self) var library`.
@propertyWrapper
public struct EnvironmentCell<Value>: DynamicField {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private var environment: EnvironmentValues?
  /// For `@EnvironmentCell(T.self) var model: T`: the key of the object the view cannot do
  /// without (see `EnvironmentRequirement`).
  private var requiredKey: (any RequiredObjectKey.Type)?

  /// Reads the value at `keyPath` of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  init(_ keyPath: KeyPath<EnvironmentValues, Value>, requiredKey: any RequiredObjectKey.Type) {
    self.keyPath = keyPath
    self.requiredKey = requiredKey
  }

  /// The current value for the key in the view's environment.
  public var wrappedValue: Value {
    if let environment { return environment[keyPath: keyPath] }
    Graph.reportUnattributed(
      Diagnostic(
        kind: .uninstalledEnvironment,
        message: """
          EnvironmentCell(\(keyPath)) was read outside a view installed in a ViewHost; \
          it returned the key's default value and will not update.
          """))
    return EnvironmentValues()[keyPath: keyPath]
  }
}

extension EnvironmentCell: BuiltinField {
  package static var ownsStorage: Bool { false }

  package mutating func install(in node: Node, slot: Int, description: FieldDescription) {
    environment = node.environment
  }
}

extension EnvironmentCell: EnvironmentRequirement {
  func missingObject(in environment: EnvironmentValues) -> MissingObject? {
    guard let requiredKey, !requiredKey.isProvided(in: environment) else { return nil }
    return MissingObject(typeName: requiredKey.objectTypeName, modifier: ".environment(_:)")
  }
}

extension EnvironmentCell: FieldComparable {
  package static func isSameInput(_ lhs: EnvironmentCell, _ rhs: EnvironmentCell) -> Bool {
    lhs.keyPath == rhs.keyPath
  }
}
