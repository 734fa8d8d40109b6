import CellGraphCore

/// How labels look: the argument of `labelStyle(_:)`.
///
/// Styles are names here: the text form of the control does not depend on them (see
/// Docs/Limitations.md), but the chosen style reaches the control through the environment as
/// in SwiftUI. The built-in styles are static members, as SwiftUI spells them:
///
/// ```swift
/// Label("Favorites", systemImage: "star")
///   .labelStyle(.iconOnly)
/// ```
public protocol LabelStyle: Sendable {}

/// The platform's default: title and icon. Use `.automatic`.
public struct DefaultLabelStyle: LabelStyle, Hashable {
  public init() {}
}

/// The title only. Use `.titleOnly`.
public struct TitleOnlyLabelStyle: LabelStyle, Hashable {
  public init() {}
}

/// The icon only. Use `.iconOnly`.
public struct IconOnlyLabelStyle: LabelStyle, Hashable {
  public init() {}
}

/// The icon and the title. Use `.titleAndIcon`.
public struct TitleAndIconLabelStyle: LabelStyle, Hashable {
  public init() {}
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's default: title and icon.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title only.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon only.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon and the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated extension View {
  /// Sets the style of the labels in this view.
  ///
  /// ```swift
  /// Label("Favorites", systemImage: "star")
  ///   .labelStyle(.iconOnly)
  /// ```
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyle, ControlStyle(S.self))
  }
}

/// Where `labelStyle(_:)` keeps the chosen style, for the controls below it to read.
struct LabelStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultLabelStyle.self)
}

extension EnvironmentValues {
  /// The style `labelStyle(_:)` set here, `DefaultLabelStyle` by default.
  package var labelStyle: ControlStyle {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}
