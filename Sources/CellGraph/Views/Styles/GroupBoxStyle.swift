import CellGraphCore

/// How group boxes look: the argument of `groupBoxStyle(_:)`.
///
/// A custom style's body replaces the group box's text form; it places the configuration's
/// `label` and `content` where it likes. The built-in style is a static member, as SwiftUI spells
/// it:
///
/// ```swift
/// struct HeadedStyle: GroupBoxStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) {
///       configuration.label
///       configuration.content
///     }
///   }
/// }
///
/// GroupBox("Usage") { Text("12 GB") }
///   .groupBoxStyle(HeadedStyle())         // Usage
///                                          // 12 GB
/// ```
public protocol GroupBoxStyle: Sendable {
  /// The view a group box shows in this style.
  associatedtype Body: View
  /// The view of a group box with `configuration`, evaluated where it stands.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// The properties of the group box.
  typealias Configuration = GroupBoxStyleConfiguration
}

/// A group box's parts, handed to a `GroupBoxStyle`.
///
/// ```swift
/// configuration.label       // the box's label (empty when it has none)
/// configuration.content     // the box's content
/// GroupBox(configuration)   // the box, styled by the next style out
/// ```
public struct GroupBoxStyleConfiguration {
  /// A type-erased label of a group box.
  public typealias Label = StyleConfigurationPart
  /// A type-erased content of a group box.
  public typealias Content = StyleConfigurationPart

  /// A view that provides the title of the group box.
  public let label: GroupBoxStyleConfiguration.Label
  /// A view that represents the content of the group box.
  public let content: GroupBoxStyleConfiguration.Content
}

extension GroupBox
where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// A group box made from a style's configuration, styled by the next `groupBoxStyle(_:)` out
  /// (the platform's default when there is none).
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   GroupBox(configuration).bold()
  /// }
  /// ```
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

/// The platform's default. Use `.automatic`.
public struct DefaultGroupBoxStyle: GroupBoxStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: the content in a frame with the label in its top edge.
  public func makeBody(configuration: Configuration) -> some View {
    GroupBox(configuration).groupBoxStyle(self)
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The platform's default.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

nonisolated extension View {
  /// Sets the style of the group boxes in this view: the built-in style, or one of your own
  /// whose `makeBody(configuration:)` replaces each group box's text form.
  ///
  /// ```swift
  /// GroupBox("Usage") { … }
  ///   .groupBoxStyle(.automatic)
  /// ```
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    let link = StyleLink<GroupBoxStyleConfiguration>(
      style, makeBody: style is any BuiltInStyle ? nil : customBody(style))
    return transformEnvironment(\.groupBoxStyle) { $0 = $0.appending(link) }
  }
}

/// The body maker of a custom group box style.
private func customBody<S: GroupBoxStyle>(
  _ style: S
) -> @MainActor @Sendable (GroupBoxStyleConfiguration) -> AnyView {
  { configuration in AnyView(style.makeBody(configuration: configuration)) }
}

/// Where `groupBoxStyle(_:)` keeps the chosen styles, for the group boxes below it to read.
struct GroupBoxStyleKey: EnvironmentKey {
  static var defaultValue: StyleChain<GroupBoxStyleConfiguration> {
    StyleChain(default: DefaultGroupBoxStyle.self)
  }
}

extension EnvironmentValues {
  /// The styles `groupBoxStyle(_:)` set here, innermost last; `DefaultGroupBoxStyle` when none.
  package var groupBoxStyle: StyleChain<GroupBoxStyleConfiguration> {
    get { self[GroupBoxStyleKey.self] }
    set { self[GroupBoxStyleKey.self] = newValue }
  }
}
