/// A key for a value in the environment, with the value read where no ancestor provides one.
///
/// Declare a key, then a computed property on ``EnvironmentValues`` that reads and writes it, as
/// in SwiftUI:
///
/// ```swift
/// private struct ThemeKey: EnvironmentKey {
///   static let defaultValue = "light"
/// }
///
/// extension EnvironmentValues {
///   var theme: String {
///     get { self[ThemeKey.self] }
///     set { self[ThemeKey.self] = newValue }
///   }
/// }
///
/// // Provide it:  content.environment(\.theme, "dark")
/// // Read it:     @EnvironmentCell(\.theme) var theme
/// ```
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value read where no ancestor provides one.
  static var defaultValue: Value { get }
}
