import CellGraphCore

/// How control groups look: the argument of `controlGroupStyle(_:)`.
///
/// A custom style's body replaces the group's text form; it places the configuration's `label`
/// and `content` (the controls, still tapped by their labels) where it likes. The built-in styles
/// are static members, as SwiftUI spells them; their text form is the group's own (see
/// Docs/Limitations.md):
///
/// ```swift
/// struct BarStyle: ControlGroupStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       Text("|")
///       configuration.content
///       Text("|")
///     }
///   }
/// }
///
/// ControlGroup {
///   Button("Cut") { cut() }
///   Button("Copy") { copy() }
/// }
/// .controlGroupStyle(BarStyle())          // | [Cut] [Copy] |
/// ```
public protocol ControlGroupStyle: Sendable {
  /// The view a control group shows in this style.
  associatedtype Body: View
  /// The view of a control group with `configuration`, evaluated where it stands.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// The properties of the control group.
  typealias Configuration = ControlGroupStyleConfiguration
}

/// A control group's parts, handed to a `ControlGroupStyle`.
///
/// ```swift
/// configuration.label           // the group's label (empty when it has none)
/// configuration.content         // the group's controls
/// ControlGroup(configuration)   // the group, styled by the next style out
/// ```
public struct ControlGroupStyleConfiguration {
  /// A type-erased label of a control group.
  public typealias Label = StyleConfigurationPart
  /// A type-erased content of a control group.
  public typealias Content = StyleConfigurationPart

  /// A view that describes the purpose of the group.
  public let label: ControlGroupStyleConfiguration.Label
  /// A view that represents the content of the control group.
  public let content: ControlGroupStyleConfiguration.Content
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
  /// A control group made from a style's configuration, styled by the next
  /// `controlGroupStyle(_:)` out (the platform's default when there is none).
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   ControlGroup(configuration).bold()
  /// }
  /// ```
  public init(_ configuration: ControlGroupStyleConfiguration) {
    self.init(content: configuration.content, configurationLabel: configuration.label)
  }
}

/// The platform's default. Use `.automatic`.
public struct AutomaticControlGroupStyle: ControlGroupStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: the label, then the controls side by side.
  public func makeBody(configuration: Configuration) -> some View {
    ControlGroup(configuration).controlGroupStyle(self)
  }
}

/// Navigation controls. Use `.navigation`.
public struct NavigationControlGroupStyle: ControlGroupStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: the label, then the controls side by side.
  public func makeBody(configuration: Configuration) -> some View {
    ControlGroup(configuration).controlGroupStyle(self)
  }
}

/// A menu. Use `.menu`.
public struct MenuControlGroupStyle: ControlGroupStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: the label, then the controls side by side.
  public func makeBody(configuration: Configuration) -> some View {
    ControlGroup(configuration).controlGroupStyle(self)
  }
}

/// A compact menu. Use `.compactMenu`.
public struct CompactMenuControlGroupStyle: ControlGroupStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: the label, then the controls side by side.
  public func makeBody(configuration: Configuration) -> some View {
    ControlGroup(configuration).controlGroupStyle(self)
  }
}

/// A palette. Use `.palette`.
public struct PaletteControlGroupStyle: ControlGroupStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: the label, then the controls side by side.
  public func makeBody(configuration: Configuration) -> some View {
    ControlGroup(configuration).controlGroupStyle(self)
  }
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
  /// Sets the style of the control groups in this view: a built-in style, or one of your own
  /// whose `makeBody(configuration:)` replaces each group's text form.
  ///
  /// ```swift
  /// ControlGroup { … }
  ///   .controlGroupStyle(.navigation)
  /// ```
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    let link = StyleLink<ControlGroupStyleConfiguration>(
      style, makeBody: style is any BuiltInStyle ? nil : customBody(style))
    return transformEnvironment(\.controlGroupStyle) { $0 = $0.appending(link) }
  }
}

/// The body maker of a custom control group style.
private func customBody<S: ControlGroupStyle>(
  _ style: S
) -> @MainActor @Sendable (ControlGroupStyleConfiguration) -> AnyView {
  { configuration in AnyView(style.makeBody(configuration: configuration)) }
}

/// Where `controlGroupStyle(_:)` keeps the chosen styles, for the groups below it to read.
struct ControlGroupStyleKey: EnvironmentKey {
  static var defaultValue: StyleChain<ControlGroupStyleConfiguration> {
    StyleChain(default: AutomaticControlGroupStyle.self)
  }
}

extension EnvironmentValues {
  /// The styles `controlGroupStyle(_:)` set here, innermost last; `AutomaticControlGroupStyle`
  /// when none.
  package var controlGroupStyle: StyleChain<ControlGroupStyleConfiguration> {
    get { self[ControlGroupStyleKey.self] }
    set { self[ControlGroupStyleKey.self] = newValue }
  }
}
