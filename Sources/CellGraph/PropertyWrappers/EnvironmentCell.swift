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
@propertyWrapper
public struct EnvironmentCell<Value>: DynamicField {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private var environment: EnvironmentValues?

  /// Reads the value at `keyPath` of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
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
  static var ownsStorage: Bool { false }

  mutating func install(in node: Node, slot: Int, description: FieldDescription) {
    environment = node.environment
  }
}

extension EnvironmentCell: FieldComparable {
  static func isSameInput(_ lhs: EnvironmentCell, _ rhs: EnvironmentCell) -> Bool {
    lhs.keyPath == rhs.keyPath
  }
}
