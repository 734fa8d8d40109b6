import CellGraphCore

/// How menus look: the argument of `menuStyle(_:)`.
///
/// Styles are names here: the text form of the control does not depend on them (see
/// Docs/Limitations.md), but the chosen style reaches the control through the environment as
/// in SwiftUI. The built-in styles are static members, as SwiftUI spells them:
///
/// ```swift
/// Menu("Sort") { … }
///   .menuStyle(.button)
/// ```
public protocol MenuStyle: Sendable {}

/// The platform's default. Use `.automatic`.
public struct DefaultMenuStyle: MenuStyle, Hashable {
  public init() {}
}

/// A button. Use `.button`.
public struct ButtonMenuStyle: MenuStyle, Hashable {
  public init() {}
}

/// A button without a border. Use `.borderlessButton`.
public struct BorderlessButtonMenuStyle: MenuStyle, Hashable {
  public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The platform's default.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A button without a border.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

nonisolated extension View {
  /// Sets the style of the menus in this view.
  ///
  /// ```swift
  /// Menu("Sort") { … }
  ///   .menuStyle(.button)
  /// ```
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    environment(\.menuStyle, ControlStyle(S.self))
  }
}

/// Where `menuStyle(_:)` keeps the chosen style, for the controls below it to read.
struct MenuStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultMenuStyle.self)
}

extension EnvironmentValues {
  /// The style `menuStyle(_:)` set here, `DefaultMenuStyle` by default.
  package var menuStyle: ControlStyle {
    get { self[MenuStyleKey.self] }
    set { self[MenuStyleKey.self] = newValue }
  }
}
