import CellGraphCore

/// How control groups look: the argument of `controlGroupStyle(_:)`.
///
/// Styles are names here: the text form of the control does not depend on them (see
/// Docs/Limitations.md), but the chosen style reaches the control through the environment as
/// in SwiftUI. The built-in styles are static members, as SwiftUI spells them:
///
/// ```swift
/// ControlGroup { … }
///   .controlGroupStyle(.navigation)
/// ```
public protocol ControlGroupStyle: Sendable {}

/// The platform's default. Use `.automatic`.
public struct AutomaticControlGroupStyle: ControlGroupStyle, Hashable {
  public init() {}
}

/// Navigation controls. Use `.navigation`.
public struct NavigationControlGroupStyle: ControlGroupStyle, Hashable {
  public init() {}
}

/// A menu. Use `.menu`.
public struct MenuControlGroupStyle: ControlGroupStyle, Hashable {
  public init() {}
}

/// A compact menu. Use `.compactMenu`.
public struct CompactMenuControlGroupStyle: ControlGroupStyle, Hashable {
  public init() {}
}

/// A palette. Use `.palette`.
public struct PaletteControlGroupStyle: ControlGroupStyle, Hashable {
  public init() {}
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The platform's default.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// Navigation controls.
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// A menu.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// A compact menu.
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// A palette.
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

nonisolated extension View {
  /// Sets the style of the control groups in this view.
  ///
  /// ```swift
  /// ControlGroup { … }
  ///   .controlGroupStyle(.navigation)
  /// ```
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    environment(\.controlGroupStyle, ControlStyle(S.self))
  }
}

/// Where `controlGroupStyle(_:)` keeps the chosen style, for the controls below it to read.
struct ControlGroupStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(AutomaticControlGroupStyle.self)
}

extension EnvironmentValues {
  /// The style `controlGroupStyle(_:)` set here, `AutomaticControlGroupStyle` by default.
  package var controlGroupStyle: ControlStyle {
    get { self[ControlGroupStyleKey.self] }
    set { self[ControlGroupStyleKey.self] = newValue }
  }
}
