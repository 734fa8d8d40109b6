import CellGraphCore

/// How forms look: the argument of `formStyle(_:)`.
///
/// Styles are names here: the text form of the control does not depend on them (see
/// Docs/Limitations.md), but the chosen style reaches the control through the environment as
/// in SwiftUI. The built-in styles are static members, as SwiftUI spells them:
///
/// ```swift
/// Form { … }
///   .formStyle(.grouped)
/// ```
public protocol FormStyle: Sendable {}

/// The platform's default. Use `.automatic`.
public struct AutomaticFormStyle: FormStyle, Hashable {
  public init() {}
}

/// Sections set apart. Use `.grouped`.
public struct GroupedFormStyle: FormStyle, Hashable {
  public init() {}
}

/// Labels and values in columns. Use `.columns`.
public struct ColumnsFormStyle: FormStyle, Hashable {
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The platform's default.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// Sections set apart.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Labels and values in columns.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

nonisolated extension View {
  /// Sets the style of the forms in this view.
  ///
  /// ```swift
  /// Form { … }
  ///   .formStyle(.grouped)
  /// ```
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    environment(\.formStyle, ControlStyle(S.self))
  }
}

/// Where `formStyle(_:)` keeps the chosen style, for the controls below it to read.
struct FormStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(AutomaticFormStyle.self)
}

extension EnvironmentValues {
  /// The style `formStyle(_:)` set here, `AutomaticFormStyle` by default.
  package var formStyle: ControlStyle {
    get { self[FormStyleKey.self] }
    set { self[FormStyleKey.self] = newValue }
  }
}
