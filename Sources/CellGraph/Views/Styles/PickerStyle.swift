import CellGraphCore

/// How pickers look: the argument of `pickerStyle(_:)`.
///
/// Styles are names here: the text form of the control does not depend on them (see
/// Docs/Limitations.md), but the chosen style reaches the control through the environment as
/// in SwiftUI. The built-in styles are static members, as SwiftUI spells them:
///
/// ```swift
/// Picker("Size", selection: $size) { … }
///   .pickerStyle(.segmented)
/// ```
public protocol PickerStyle: Sendable {}

/// The platform's default. Use `.automatic`.
public struct DefaultPickerStyle: PickerStyle, Hashable {
  public init() {}
}

/// Segments side by side. Use `.segmented`.
public struct SegmentedPickerStyle: PickerStyle, Hashable {
  public init() {}
}

/// A menu. Use `.menu`.
public struct MenuPickerStyle: PickerStyle, Hashable {
  public init() {}
}

/// A scrolling wheel. Use `.wheel`.
public struct WheelPickerStyle: PickerStyle, Hashable {
  public init() {}
}

/// The options inline, in the containing list. Use `.inline`.
public struct InlinePickerStyle: PickerStyle, Hashable {
  public init() {}
}

/// A link to a list of the options. Use `.navigationLink`.
public struct NavigationLinkPickerStyle: PickerStyle, Hashable {
  public init() {}
}

/// A palette of the options. Use `.palette`.
public struct PalettePickerStyle: PickerStyle, Hashable {
  public init() {}
}

/// Radio buttons. Use `.radioGroup`.
public struct RadioGroupPickerStyle: PickerStyle, Hashable {
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's default.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// Segments side by side.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A scrolling wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The options inline, in the containing list.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A link to a list of the options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// A palette of the options.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  /// Radio buttons.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

nonisolated extension View {
  /// Sets the style of the pickers in this view.
  ///
  /// ```swift
  /// Picker("Size", selection: $size) { … }
  ///   .pickerStyle(.segmented)
  /// ```
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerStyle, ControlStyle(S.self))
  }
}

/// Where `pickerStyle(_:)` keeps the chosen style, for the controls below it to read.
struct PickerStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultPickerStyle.self)
}

extension EnvironmentValues {
  /// The style `pickerStyle(_:)` set here, `DefaultPickerStyle` by default.
  package var pickerStyle: ControlStyle {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}
