import CellGraphCore

/// How labeled contents look: the argument of `labeledContentStyle(_:)`.
///
/// A custom style's body replaces the labeled content's text form; it places the configuration's
/// `label` and `content` where it likes. The built-in style is a static member, as SwiftUI spells
/// it:
///
/// ```swift
/// struct ArrowStyle: LabeledContentStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       configuration.label
///       Text("->")
///       configuration.content
///     }
///   }
/// }
///
/// LabeledContent("Version", value: "1.2")
///   .labeledContentStyle(ArrowStyle())    // Version -> 1.2
/// ```
public protocol LabeledContentStyle: Sendable {
  /// The view a labeled content shows in this style.
  associatedtype Body: View
  /// The view of a labeled content with `configuration`, evaluated where it stands.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// The properties of the labeled content.
  typealias Configuration = LabeledContentStyleConfiguration
}

/// A labeled content's parts, handed to a `LabeledContentStyle`.
///
/// ```swift
/// configuration.label             // the label
/// configuration.content           // the value or control it labels
/// LabeledContent(configuration)   // labelled content, styled by the next style out
/// ```
public struct LabeledContentStyleConfiguration {
  /// A type-erased label of a labeled content.
  public typealias Label = StyleConfigurationPart
  /// A type-erased content of a labeled content.
  public typealias Content = StyleConfigurationPart

  /// The label of the labeled content instance.
  public let label: LabeledContentStyleConfiguration.Label
  /// The content of the labeled content instance.
  public let content: LabeledContentStyleConfiguration.Content
}

extension LabeledContent
where
  Label == LabeledContentStyleConfiguration.Label,
  Content == LabeledContentStyleConfiguration.Content
{
  /// Labelled content made from a style's configuration, styled by the next
  /// `labeledContentStyle(_:)` out (the platform's default when there is none).
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   LabeledContent(configuration).bold()
  /// }
  /// ```
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

/// The platform's default. Use `.automatic`.
public struct AutomaticLabeledContentStyle: LabeledContentStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: the label, a colon, then the content.
  public func makeBody(configuration: Configuration) -> some View {
    LabeledContent(configuration).labeledContentStyle(self)
  }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The platform's default.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

nonisolated extension View {
  /// Sets the style of the labeled contents in this view: the built-in style, or one of your own
  /// whose `makeBody(configuration:)` replaces each labeled content's text form.
  ///
  /// ```swift
  /// LabeledContent("Version", value: "1.2")
  ///   .labeledContentStyle(.automatic)
  /// ```
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    let link = StyleLink<LabeledContentStyleConfiguration>(
      style, makeBody: style is any BuiltInStyle ? nil : customBody(style))
    return transformEnvironment(\.labeledContentStyle) { $0 = $0.appending(link) }
  }
}

/// The body maker of a custom labeled content style.
private func customBody<S: LabeledContentStyle>(
  _ style: S
) -> @MainActor @Sendable (LabeledContentStyleConfiguration) -> AnyView {
  { configuration in AnyView(style.makeBody(configuration: configuration)) }
}

/// Where `labeledContentStyle(_:)` keeps the chosen styles, for the labeled contents below it to read.
struct LabeledContentStyleKey: EnvironmentKey {
  static var defaultValue: StyleChain<LabeledContentStyleConfiguration> {
    StyleChain(default: AutomaticLabeledContentStyle.self)
  }
}

extension EnvironmentValues {
  /// The styles `labeledContentStyle(_:)` set here, innermost last; `AutomaticLabeledContentStyle` when none.
  package var labeledContentStyle: StyleChain<LabeledContentStyleConfiguration> {
    get { self[LabeledContentStyleKey.self] }
    set { self[LabeledContentStyleKey.self] = newValue }
  }
}
