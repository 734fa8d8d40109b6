import CellGraphCore

/// How toggles look: the argument of `toggleStyle(_:)`.
///
/// Styles are names here: the text form of the control does not depend on them (see
/// Docs/Limitations.md), but the chosen style reaches the control through the environment as
/// in SwiftUI. The built-in styles are static members, as SwiftUI spells them:
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $wifi)
///   .toggleStyle(.switch)
/// ```
public protocol ToggleStyle: Sendable {}

/// The platform's default. Use `.automatic`.
public struct DefaultToggleStyle: ToggleStyle, Hashable {
  public init() {}
}

/// A switch. Use `.switch`.
public struct SwitchToggleStyle: ToggleStyle, Hashable {
  public init() {}
}

/// A button that stays pressed while on. Use `.button`.
public struct ButtonToggleStyle: ToggleStyle, Hashable {
  public init() {}
}

/// A checkbox. Use `.checkbox`.
public struct CheckboxToggleStyle: ToggleStyle, Hashable {
  public init() {}
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that stays pressed while on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A checkbox.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

nonisolated extension View {
  /// Sets the style of the toggles in this view.
  ///
  /// ```swift
  /// Toggle("Wi-Fi", isOn: $wifi)
  ///   .toggleStyle(.switch)
  /// ```
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environment(\.toggleStyle, ControlStyle(S.self))
  }
}

/// Where `toggleStyle(_:)` keeps the chosen style, for the controls below it to read.
struct ToggleStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultToggleStyle.self)
}

extension EnvironmentValues {
  /// The style `toggleStyle(_:)` set here, `DefaultToggleStyle` by default.
  package var toggleStyle: ControlStyle {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}
