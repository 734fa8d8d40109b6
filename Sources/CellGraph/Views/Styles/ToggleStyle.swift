import CellGraphCore

/// How toggles look: the argument of `toggleStyle(_:)`.
///
/// A custom style's body replaces the toggle's text form and decides how it is flipped: a body
/// that draws a `Button` toggling `configuration.isOn` is tapped as that button. The toggle stays
/// a control too, so `host.toggle("Wi-Fi")` flips it whatever the style. The built-in styles are
/// static members, as SwiftUI spells them; their text form is the toggle's own (see
/// Docs/Limitations.md):
///
/// ```swift
/// struct SwitchLabelStyle: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button {
///       configuration.isOn.toggle()
///     } label: {
///       configuration.label
///       Text(configuration.isOn ? "on" : "off")
///     }
///   }
/// }
///
/// Toggle("Wi-Fi", isOn: $wifi)
///   .toggleStyle(SwitchLabelStyle())      // [Wi-Fi on]
/// ```
public protocol ToggleStyle: Sendable {
  /// The view a toggle shows in this style.
  associatedtype Body: View
  /// The view of a toggle with `configuration`, evaluated where the toggle stands.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// The properties of the toggle.
  typealias Configuration = ToggleStyleConfiguration
}

/// A toggle's properties, handed to a `ToggleStyle`.
///
/// ```swift
/// configuration.label              // the toggle's label
/// configuration.isOn.toggle()      // writes through the toggle's binding
/// Toggle("Copy", isOn: configuration.$isOn)
/// configuration.isMixed            // a toggle over sources that differ
/// ```
public struct ToggleStyleConfiguration {
  /// A type-erased label of a toggle.
  public typealias Label = StyleConfigurationPart

  /// A view that describes the effect of switching the toggle between states.
  public let label: ToggleStyleConfiguration.Label
  /// A binding to the state of the toggle: on when every source of a toggle over several is.
  @BindingCell public var isOn: Bool
  /// Whether the toggle is over several sources that differ.
  public var isMixed: Bool

  init(label: Label, isOn: BindingCell<Bool>, isMixed: Bool) {
    self.label = label
    self._isOn = isOn
    self.isMixed = isMixed
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// A toggle made from a style's configuration: the toggle's label and binding, styled by the
  /// next `toggleStyle(_:)` out (the platform's default when there is none). It is the styled
  /// toggle's look: the host flips the styled toggle, not this one.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   Toggle(configuration).bold()
  /// }
  /// ```
  @MainActor public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

/// The platform's default. Use `.automatic`.
public struct DefaultToggleStyle: ToggleStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: `[x] label`.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(configuration).toggleStyle(self)
  }
}

/// A switch. Use `.switch`.
public struct SwitchToggleStyle: ToggleStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: `[x] label`.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(configuration).toggleStyle(self)
  }
}

/// A button that stays pressed while on. Use `.button`.
public struct ButtonToggleStyle: ToggleStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: `[x] label`.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(configuration).toggleStyle(self)
  }
}

/// A checkbox. Use `.checkbox`.
public struct CheckboxToggleStyle: ToggleStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: `[x] label`.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(configuration).toggleStyle(self)
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that stays pressed while on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A checkbox.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

nonisolated extension View {
  /// Sets the style of the toggles in this view: a built-in style, or one of your own whose
  /// `makeBody(configuration:)` replaces each toggle's text form.
  ///
  /// The innermost style wins; a style's body is evaluated under the styles further out.
  ///
  /// ```swift
  /// Toggle("Wi-Fi", isOn: $wifi)
  ///   .toggleStyle(.switch)
  /// ```
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    let link = StyleLink<ToggleStyleConfiguration>(
      style, makeBody: style is any BuiltInStyle ? nil : customBody(style))
    return transformEnvironment(\.toggleStyle) { $0 = $0.appending(link) }
  }
}

/// The body maker of a custom toggle style.
private func customBody<S: ToggleStyle>(
  _ style: S
) -> @MainActor @Sendable (ToggleStyleConfiguration) -> AnyView {
  { configuration in AnyView(style.makeBody(configuration: configuration)) }
}

/// Where `toggleStyle(_:)` keeps the chosen styles, for the toggles below it to read.
struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: StyleChain<ToggleStyleConfiguration> {
    StyleChain(default: DefaultToggleStyle.self)
  }
}

extension EnvironmentValues {
  /// The styles `toggleStyle(_:)` set here, innermost last; `DefaultToggleStyle` when none.
  package var toggleStyle: StyleChain<ToggleStyleConfiguration> {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}
