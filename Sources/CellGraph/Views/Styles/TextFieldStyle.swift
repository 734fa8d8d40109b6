import CellGraphCore

/// How text fields look: the argument of `textFieldStyle(_:)`.
///
/// Styles are names here: the text form of the control does not depend on them (see
/// Docs/Limitations.md), but the chosen style reaches the control through the environment as
/// in SwiftUI. There are no custom text field styles: SwiftUI's only requirement,
/// `_body(configuration:)`, is not public API, so this protocol has no requirement, and a type of
/// your own adopting it styles a field as `.automatic`. The built-in styles are static members,
/// as SwiftUI spells them:
///
/// ```swift
/// TextField("Name", text: $name)
///   .textFieldStyle(.roundedBorder)
/// ```
public protocol TextFieldStyle: Sendable {}

/// The platform's default. Use `.automatic`.
public struct DefaultTextFieldStyle: TextFieldStyle, Hashable {
  public init() {}
}

/// No decoration. Use `.plain`.
public struct PlainTextFieldStyle: TextFieldStyle, Hashable {
  public init() {}
}

/// A rounded border. Use `.roundedBorder`.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Hashable {
  public init() {}
}

/// A square border. Use `.squareBorder`.
public struct SquareBorderTextFieldStyle: TextFieldStyle, Hashable {
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's default.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// No decoration.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
  /// A square border.
  public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

nonisolated extension View {
  /// Sets the style of the text fields in this view.
  ///
  /// ```swift
  /// TextField("Name", text: $name)
  ///   .textFieldStyle(.roundedBorder)
  /// ```
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environment(\.textFieldStyle, ControlStyle(S.self))
  }
}

/// Where `textFieldStyle(_:)` keeps the chosen style, for the controls below it to read.
struct TextFieldStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultTextFieldStyle.self)
}

extension EnvironmentValues {
  /// The style `textFieldStyle(_:)` set here, `DefaultTextFieldStyle` by default.
  package var textFieldStyle: ControlStyle {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}
