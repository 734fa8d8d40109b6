import CellGraphCore

/// How menus look: the argument of `menuStyle(_:)`.
///
/// A custom style's body replaces the menu's text form. As in SwiftUI, the configuration shows
/// nothing of the menu but itself: the body places `Menu(configuration)`, the menu as the next
/// style out draws it, which is the control the host opens and whose items it taps. The built-in
/// styles are static members, as SwiftUI spells them; their text form is the menu's own (see
/// Docs/Limitations.md):
///
/// ```swift
/// struct StarredMenuStyle: MenuStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       Text("*")
///       Menu(configuration)
///     }
///   }
/// }
///
/// Menu("Sort") { Button("By Name") { sortByName() } }
///   .menuStyle(StarredMenuStyle())        // * [Sort ▾]
/// ```
public protocol MenuStyle: Sendable {
  /// The view a menu shows in this style.
  associatedtype Body: View
  /// The view of a menu with `configuration`, evaluated where it stands.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// The properties of the menu.
  typealias Configuration = MenuStyleConfiguration
}

/// A menu, handed to a `MenuStyle`: its label, items and primary action, which only
/// `Menu(configuration)` reads, as in SwiftUI.
///
/// ```swift
/// Menu(configuration)       // the menu, styled by the next style out
/// ```
public struct MenuStyleConfiguration {
  /// A type-erased label of a menu.
  public typealias Label = StyleConfigurationPart
  /// A type-erased content of a menu.
  public typealias Content = StyleConfigurationPart

  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?
}

extension Menu
where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// A menu made from a style's configuration: the styled menu's label, items and primary
  /// action, styled by the next `menuStyle(_:)` out (the platform's default when there is none).
  /// It is the control the host opens (`host.openMenu("Sort")`), with an open state of its own.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   Menu(configuration).bold()
  /// }
  /// ```
  public init(_ configuration: MenuStyleConfiguration) {
    self.label = configuration.label
    self.content = configuration.content
    self.primaryAction = configuration.primaryAction
  }
}

/// The platform's default. Use `.automatic`.
public struct DefaultMenuStyle: MenuStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: `[label ▾]`.
  public func makeBody(configuration: Configuration) -> some View {
    Menu(configuration).menuStyle(self)
  }
}

/// A button. Use `.button`.
public struct ButtonMenuStyle: MenuStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: `[label ▾]`.
  public func makeBody(configuration: Configuration) -> some View {
    Menu(configuration).menuStyle(self)
  }
}

/// A button without a border. Use `.borderlessButton`.
public struct BorderlessButtonMenuStyle: MenuStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: `[label ▾]`.
  public func makeBody(configuration: Configuration) -> some View {
    Menu(configuration).menuStyle(self)
  }
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
  /// Sets the style of the menus in this view: a built-in style, or one of your own whose
  /// `makeBody(configuration:)` replaces each menu's text form.
  ///
  /// ```swift
  /// Menu("Sort") { … }
  ///   .menuStyle(.button)
  /// ```
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    let link = StyleLink<MenuStyleConfiguration>(
      style, makeBody: style is any BuiltInStyle ? nil : customBody(style))
    return transformEnvironment(\.menuStyle) { $0 = $0.appending(link) }
  }
}

/// The body maker of a custom menu style.
private func customBody<S: MenuStyle>(
  _ style: S
) -> @MainActor @Sendable (MenuStyleConfiguration) -> AnyView {
  { configuration in AnyView(style.makeBody(configuration: configuration)) }
}

/// Where `menuStyle(_:)` keeps the chosen styles, for the menus below it to read.
struct MenuStyleKey: EnvironmentKey {
  static var defaultValue: StyleChain<MenuStyleConfiguration> {
    StyleChain(default: DefaultMenuStyle.self)
  }
}

extension EnvironmentValues {
  /// The styles `menuStyle(_:)` set here, innermost last; `DefaultMenuStyle` when none.
  package var menuStyle: StyleChain<MenuStyleConfiguration> {
    get { self[MenuStyleKey.self] }
    set { self[MenuStyleKey.self] = newValue }
  }
}
