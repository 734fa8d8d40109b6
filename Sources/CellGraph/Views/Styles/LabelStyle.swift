import CellGraphCore

/// How labels look: the argument of `labelStyle(_:)`.
///
/// A custom style's body replaces the label's text form; it places the configuration's `title`
/// and `icon` where it likes. The built-in styles are static members, as SwiftUI spells them:
/// `.titleOnly` shows the title, `.iconOnly` the icon, `.automatic` and `.titleAndIcon` both.
///
/// ```swift
/// struct TrailingIconStyle: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       configuration.title
///       configuration.icon
///     }
///   }
/// }
///
/// Label("Favorites", systemImage: "star")
///   .labelStyle(TrailingIconStyle())      // Favorites (star)
/// Label("Favorites", systemImage: "star")
///   .labelStyle(.iconOnly)                // (star)
/// ```
public protocol LabelStyle: Sendable {
  /// The view a label shows in this style.
  associatedtype Body: View
  /// The view of a label with `configuration`, evaluated where the label stands.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// The properties of the label.
  typealias Configuration = LabelStyleConfiguration
}

/// A label's parts, handed to a `LabelStyle`.
///
/// ```swift
/// configuration.title      // the label's title
/// configuration.icon       // the label's icon
/// Label(configuration)     // the label, styled by the next style out
/// ```
public struct LabelStyleConfiguration {
  /// A type-erased title view of a label.
  public typealias Title = StyleConfigurationPart
  /// A type-erased icon view of a label.
  public typealias Icon = StyleConfigurationPart

  /// A description of the labeled item.
  public var title: LabelStyleConfiguration.Title
  /// A symbolic representation of the labeled item.
  public var icon: LabelStyleConfiguration.Icon
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// A label made from a style's configuration: its title and icon, styled by the next
  /// `labelStyle(_:)` out (the platform's default when there is none).
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   Label(configuration).bold()
  /// }
  /// ```
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

/// The platform's default: title and icon. Use `.automatic`.
public struct DefaultLabelStyle: LabelStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: the icon, then the title.
  public func makeBody(configuration: Configuration) -> some View {
    Label(configuration).labelStyle(self)
  }
}

/// The title only. Use `.titleOnly`.
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The title.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.title
  }
}

/// The icon only. Use `.iconOnly`.
public struct IconOnlyLabelStyle: LabelStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The icon.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.icon
  }
}

/// The icon and the title. Use `.titleAndIcon`.
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: the icon, then the title.
  public func makeBody(configuration: Configuration) -> some View {
    Label(configuration).labelStyle(self)
  }
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
  /// Sets the style of the labels in this view: a built-in style, or one of your own whose
  /// `makeBody(configuration:)` replaces each label's text form.
  ///
  /// The innermost style wins; a style's body is evaluated under the styles further out.
  ///
  /// ```swift
  /// Label("Favorites", systemImage: "star")
  ///   .labelStyle(.iconOnly)
  /// ```
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    let link = StyleLink<LabelStyleConfiguration>(
      style, makeBody: style is any BuiltInStyle ? nil : customBody(style))
    return transformEnvironment(\.labelStyle) { $0 = $0.appending(link) }
  }
}

/// The body maker of a custom label style.
private func customBody<S: LabelStyle>(
  _ style: S
) -> @MainActor @Sendable (LabelStyleConfiguration) -> AnyView {
  { configuration in AnyView(style.makeBody(configuration: configuration)) }
}

/// Where `labelStyle(_:)` keeps the chosen styles, for the labels below it to read.
struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: StyleChain<LabelStyleConfiguration> {
    StyleChain(default: DefaultLabelStyle.self)
  }
}

extension EnvironmentValues {
  /// The styles `labelStyle(_:)` set here, innermost last; `DefaultLabelStyle` when none.
  package var labelStyle: StyleChain<LabelStyleConfiguration> {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}
