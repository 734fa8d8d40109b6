import CellGraphCore

/// How buttons look: the argument of `buttonStyle(_:)`.
///
/// Styles are names here: the text form of the control does not depend on them (see
/// Docs/Limitations.md), but the chosen style reaches the control through the environment as
/// in SwiftUI. The built-in styles are static members, as SwiftUI spells them:
///
/// ```swift
/// Button("Save") { save() }
///   .buttonStyle(.borderedProminent)
/// ```
public protocol PrimitiveButtonStyle: Sendable {}

/// The platform's default. Use `.automatic`.
public struct DefaultButtonStyle: PrimitiveButtonStyle, Hashable {
  public init() {}
}

/// A bordered button. Use `.bordered`.
public struct BorderedButtonStyle: PrimitiveButtonStyle, Hashable {
  public init() {}
}

/// A bordered button in the tint colour. Use `.borderedProminent`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, Hashable {
  public init() {}
}

/// A button without a border. Use `.borderless`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, Hashable {
  public init() {}
}

/// The label only, no decoration. Use `.plain`.
public struct PlainButtonStyle: PrimitiveButtonStyle, Hashable {
  public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A bordered button.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A bordered button in the tint colour.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button without a border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The label only, no decoration.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

nonisolated extension View {
  /// Sets the style of the buttons in this view.
  ///
  /// ```swift
  /// Button("Save") { save() }
  ///   .buttonStyle(.borderedProminent)
  /// ```
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, ControlStyle(S.self))
  }
}

/// Where `buttonStyle(_:)` keeps the chosen style, for the controls below it to read.
struct PrimitiveButtonStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultButtonStyle.self)
}

extension EnvironmentValues {
  /// The style `buttonStyle(_:)` set here, `DefaultButtonStyle` by default.
  package var buttonStyle: ControlStyle {
    get { self[PrimitiveButtonStyleKey.self] }
    set { self[PrimitiveButtonStyleKey.self] = newValue }
  }
}
