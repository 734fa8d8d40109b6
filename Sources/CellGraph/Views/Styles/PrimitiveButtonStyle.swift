import CellGraphCore

/// How buttons look and are triggered: the argument of `buttonStyle(_:)`.
///
/// A primitive style makes the button's whole body, interaction included: the button's action
/// runs when the body calls the configuration's `trigger()`. The body replaces the button's text
/// form; the button itself is no longer a control the host taps, so what the body draws is
/// (`Button(configuration)` is the styled button's action behind the next style out). The built-in
/// styles are static members, as SwiftUI spells them:
///
/// ```swift
/// struct TwiceStyle: PrimitiveButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button {
///       configuration.trigger()
///       configuration.trigger()
///     } label: {
///       configuration.label
///     }
///   }
/// }
///
/// Button("Save") { save() }
///   .buttonStyle(.borderedProminent)     // [Save]
/// Button("Add") { count += 1 }
///   .buttonStyle(TwiceStyle())           // [Add]; a tap adds 2
/// ```
public protocol PrimitiveButtonStyle: Sendable {
  /// The view a button shows in this style.
  associatedtype Body: View
  /// The view of a button with `configuration`, evaluated where the button stands.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// The properties of the button.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// A button's properties, handed to a `PrimitiveButtonStyle`.
///
/// ```swift
/// configuration.label                      // the button's label
/// configuration.role == .destructive
/// configuration.trigger()                  // runs the button's action
/// ```
public struct PrimitiveButtonStyleConfiguration {
  /// A type-erased label of a button.
  public typealias Label = StyleConfigurationPart

  /// An optional semantic role describing the button's purpose.
  public let role: ButtonRole?
  /// A view that describes the effect of calling the button's action.
  public let label: PrimitiveButtonStyleConfiguration.Label
  let action: @MainActor () -> Void
  /// Whether the host holds the button down, for a `ButtonStyle`'s configuration.
  let isPressed: Bool

  init(
    role: ButtonRole?, label: Label, action: @escaping @MainActor () -> Void,
    isPressed: Bool = false
  ) {
    self.role = role
    self.label = label
    self.action = action
    self.isPressed = isPressed
  }

  /// Performs the button's action.
  @MainActor public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// A button made from a style's configuration: the button's label and action, styled by the
  /// next `buttonStyle(_:)` out (the platform's default when there is none).
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   Button(configuration).bold()
  /// }
  /// ```
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.label = configuration.label
    self.action = configuration.action
    self.role = configuration.role
  }
}

/// The platform's default. Use `.automatic`.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: `[label]`.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

/// A bordered button. Use `.bordered`.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: `[label]`.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

/// A bordered button in the tint colour. Use `.borderedProminent`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: `[label]`.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

/// A button without a border. Use `.borderless`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: `[label]`.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

/// The label only, no decoration. Use `.plain`.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: `[label]`.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
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
  /// Sets the style of the buttons in this view: a built-in style, or one of your own whose
  /// `makeBody(configuration:)` replaces each button's text form.
  ///
  /// The innermost style wins; a style's body is evaluated under the styles further out.
  ///
  /// ```swift
  /// Button("Save") { save() }
  ///   .buttonStyle(.borderedProminent)
  /// ```
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    let link = ButtonStyleLink(
      style, ownsInteraction: true, makeBody: style is any BuiltInStyle ? nil : customBody(style))
    return transformEnvironment(\.buttonStyle) { $0 = $0.appending(link) }
  }
}

/// The body maker of a custom primitive button style.
private func customBody<S: PrimitiveButtonStyle>(
  _ style: S
) -> @MainActor @Sendable (PrimitiveButtonStyleConfiguration) -> AnyView {
  { configuration in AnyView(style.makeBody(configuration: configuration)) }
}

/// A style in the chain of button styles.
package typealias ButtonStyleLink = StyleLink<PrimitiveButtonStyleConfiguration>

/// Where `buttonStyle(_:)` keeps the chosen styles, for the buttons below it to read.
struct PrimitiveButtonStyleKey: EnvironmentKey {
  static var defaultValue: StyleChain<PrimitiveButtonStyleConfiguration> {
    StyleChain(default: DefaultButtonStyle.self)
  }
}

extension EnvironmentValues {
  /// The styles `buttonStyle(_:)` set here, innermost last; `DefaultButtonStyle` when none.
  package var buttonStyle: StyleChain<PrimitiveButtonStyleConfiguration> {
    get { self[PrimitiveButtonStyleKey.self] }
    set { self[PrimitiveButtonStyleKey.self] = newValue }
  }
}
