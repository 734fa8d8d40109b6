import CellGraphCore

/// How progress views look: the argument of `progressViewStyle(_:)`.
///
/// A custom style's body replaces the progress view's text form, from the configuration's
/// `fractionCompleted`, `label` and `currentValueLabel`. The built-in styles are static members,
/// as SwiftUI spells them; their text form is the progress view's own bar (see
/// Docs/Limitations.md):
///
/// ```swift
/// struct PercentStyle: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       configuration.label
///       Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) percent")
///     }
///   }
/// }
///
/// ProgressView("Upload", value: 0.3)
///   .progressViewStyle(PercentStyle())    // Upload 30 percent
/// ProgressView(value: 0.5)
///   .progressViewStyle(.circular)         // [#####-----] 50%
/// ```
public protocol ProgressViewStyle: Sendable {
  /// The view a progress view shows in this style.
  associatedtype Body: View
  /// The view of a progress view with `configuration`, evaluated where it stands.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// The properties of the progress view.
  typealias Configuration = ProgressViewStyleConfiguration
}

/// A progress view's properties, handed to a `ProgressViewStyle`.
///
/// ```swift
/// configuration.fractionCompleted   // 0.3, or nil when indeterminate
/// configuration.label               // the task's description, if the view has one
/// ProgressView(configuration)       // the progress view, styled by the next style out
/// ```
public struct ProgressViewStyleConfiguration {
  /// A type-erased label describing the task represented by the progress view.
  public typealias Label = StyleConfigurationPart
  /// A type-erased label that describes the current value of a progress view.
  public typealias CurrentValueLabel = StyleConfigurationPart

  /// The completed fraction of the task, from `0.0` to `1.0`, or `nil` when the progress is
  /// indeterminate. A value outside `0...total` is clamped, as the bar shows it.
  public let fractionCompleted: Double?
  /// A view that describes the task represented by the progress view; `nil` when it has none.
  public var label: ProgressViewStyleConfiguration.Label?
  /// A view that describes the current value of the progress view; `nil` when it has none.
  public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// A progress view made from a style's configuration: its fraction and labels, styled by the
  /// next `progressViewStyle(_:)` out (the platform's default when there is none).
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   ProgressView(configuration).bold()
  /// }
  /// ```
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.init(
      value: configuration.fractionCompleted, total: 1.0,
      label: { configuration.label ?? StyleConfigurationPart(.label, EmptyView()) },
      currentValueLabel: {
        configuration.currentValueLabel ?? StyleConfigurationPart(.currentValueLabel, EmptyView())
      })
  }
}

/// The platform's default. Use `.automatic`.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: the label, the bar and the percentage.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).progressViewStyle(self)
  }
}

/// A bar. Use `.linear`.
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: the label, the bar and the percentage.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).progressViewStyle(self)
  }
}

/// A ring or a spinner. Use `.circular`.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: the label, the bar and the percentage.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).progressViewStyle(self)
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's default.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A ring or a spinner.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

nonisolated extension View {
  /// Sets the style of the progress views in this view: a built-in style, or one of your own
  /// whose `makeBody(configuration:)` replaces each progress view's text form.
  ///
  /// The innermost style wins; a style's body is evaluated under the styles further out.
  ///
  /// ```swift
  /// ProgressView(value: 0.5)
  ///   .progressViewStyle(.circular)
  /// ```
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    let link = StyleLink<ProgressViewStyleConfiguration>(
      style, makeBody: style is any BuiltInStyle ? nil : customBody(style))
    return transformEnvironment(\.progressViewStyle) { $0 = $0.appending(link) }
  }
}

/// The body maker of a custom progress view style.
private func customBody<S: ProgressViewStyle>(
  _ style: S
) -> @MainActor @Sendable (ProgressViewStyleConfiguration) -> AnyView {
  { configuration in AnyView(style.makeBody(configuration: configuration)) }
}

/// Where `progressViewStyle(_:)` keeps the chosen styles, for the progress views below to read.
struct ProgressViewStyleKey: EnvironmentKey {
  static var defaultValue: StyleChain<ProgressViewStyleConfiguration> {
    StyleChain(default: DefaultProgressViewStyle.self)
  }
}

extension EnvironmentValues {
  /// The styles `progressViewStyle(_:)` set here, innermost last; `DefaultProgressViewStyle`
  /// when none.
  package var progressViewStyle: StyleChain<ProgressViewStyleConfiguration> {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}
