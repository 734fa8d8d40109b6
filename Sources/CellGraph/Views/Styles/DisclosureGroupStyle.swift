import CellGraphCore

/// How disclosure groups look: the argument of `disclosureGroupStyle(_:)`.
///
/// A custom style's body replaces the group's text form and decides when the content shows and
/// how the group is expanded: a body that draws a `Button` toggling `configuration.isExpanded` is
/// tapped as that button. The group stays a control too, so `host.toggleExpansion("Advanced")`
/// expands it whatever the style. The built-in style is a static member, as SwiftUI spells it:
///
/// ```swift
/// struct ButtonHeadedStyle: DisclosureGroupStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) {
///       Button {
///         configuration.isExpanded.toggle()
///       } label: {
///         configuration.label
///       }
///       if configuration.isExpanded {
///         configuration.content
///       }
///     }
///   }
/// }
///
/// DisclosureGroup("Advanced") { Text("Details") }
///   .disclosureGroupStyle(ButtonHeadedStyle())   // [Advanced]
/// ```
public protocol DisclosureGroupStyle: Sendable {
  /// The view a disclosure group shows in this style.
  associatedtype Body: View
  /// The view of a disclosure group with `configuration`, evaluated where it stands.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// The properties of the disclosure group.
  typealias Configuration = DisclosureGroupStyleConfiguration
}

/// A disclosure group's properties, handed to a `DisclosureGroupStyle`.
///
/// ```swift
/// configuration.label                // the group's label
/// configuration.content              // its content, which the style shows when it likes
/// configuration.isExpanded.toggle()  // expands or collapses the group
/// DisclosureGroup(configuration)     // the group, styled by the next style out
/// ```
public struct DisclosureGroupStyleConfiguration {
  /// A type-erased label of a disclosure group.
  public typealias Label = StyleConfigurationPart
  /// A type-erased content of a disclosure group.
  public typealias Content = StyleConfigurationPart

  /// The label for the disclosure group.
  public let label: DisclosureGroupStyleConfiguration.Label
  /// The content of the disclosure group.
  public let content: DisclosureGroupStyleConfiguration.Content
  /// A binding to whether the disclosure group is expanded: the group's `isExpanded` binding, or
  /// its own expansion state when it has none.
  @BindingCell public var isExpanded: Bool
  /// The same binding, for the nonisolated `DisclosureGroup(configuration)`.
  let expansion: BindingCell<Bool>

  init(label: Label, content: Content, isExpanded: BindingCell<Bool>) {
    self.label = label
    self.content = content
    self._isExpanded = isExpanded
    self.expansion = isExpanded
  }
}

extension DisclosureGroup
where
  Label == DisclosureGroupStyleConfiguration.Label,
  Content == DisclosureGroupStyleConfiguration.Content
{
  /// A disclosure group made from a style's configuration: its label, content and expansion,
  /// styled by the next `disclosureGroupStyle(_:)` out (the platform's default when there is
  /// none). It is the styled group's look: the host expands the styled group, not this one.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   DisclosureGroup(configuration).bold()
  /// }
  /// ```
  public init(_ configuration: DisclosureGroupStyleConfiguration) {
    self.init(
      isExpanded: configuration.expansion, content: { configuration.content },
      label: { configuration.label })
  }
}

/// The platform's default. Use `.automatic`.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: `▸ label`, or `▾ label` and the content indented.
  public func makeBody(configuration: Configuration) -> some View {
    DisclosureGroup(configuration).disclosureGroupStyle(self)
  }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// The platform's default.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

nonisolated extension View {
  /// Sets the style of the disclosure groups in this view: the built-in style, or one of your
  /// own whose `makeBody(configuration:)` replaces each group's text form.
  ///
  /// ```swift
  /// DisclosureGroup("Advanced") { … }
  ///   .disclosureGroupStyle(.automatic)
  /// ```
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    let link = StyleLink<DisclosureGroupStyleConfiguration>(
      style, makeBody: style is any BuiltInStyle ? nil : customBody(style))
    return transformEnvironment(\.disclosureGroupStyle) { $0 = $0.appending(link) }
  }
}

/// The body maker of a custom disclosure group style.
private func customBody<S: DisclosureGroupStyle>(
  _ style: S
) -> @MainActor @Sendable (DisclosureGroupStyleConfiguration) -> AnyView {
  { configuration in AnyView(style.makeBody(configuration: configuration)) }
}

/// Where `disclosureGroupStyle(_:)` keeps the chosen styles, for the groups below it to read.
struct DisclosureGroupStyleKey: EnvironmentKey {
  static var defaultValue: StyleChain<DisclosureGroupStyleConfiguration> {
    StyleChain(default: AutomaticDisclosureGroupStyle.self)
  }
}

extension EnvironmentValues {
  /// The styles `disclosureGroupStyle(_:)` set here, innermost last;
  /// `AutomaticDisclosureGroupStyle` when none.
  package var disclosureGroupStyle: StyleChain<DisclosureGroupStyleConfiguration> {
    get { self[DisclosureGroupStyleKey.self] }
    set { self[DisclosureGroupStyleKey.self] = newValue }
  }
}
