import CellGraphCore

/// How progress views look: the argument of `progressViewStyle(_:)`.
///
/// Styles are names here: the text form of the control does not depend on them (see
/// Docs/Limitations.md), but the chosen style reaches the control through the environment as
/// in SwiftUI. The built-in styles are static members, as SwiftUI spells them:
///
/// ```swift
/// ProgressView(value: 0.5)
///   .progressViewStyle(.circular)
/// ```
public protocol ProgressViewStyle: Sendable {}

/// The platform's default. Use `.automatic`.
public struct DefaultProgressViewStyle: ProgressViewStyle, Hashable {
  public init() {}
}

/// A bar. Use `.linear`.
public struct LinearProgressViewStyle: ProgressViewStyle, Hashable {
  public init() {}
}

/// A ring or a spinner. Use `.circular`.
public struct CircularProgressViewStyle: ProgressViewStyle, Hashable {
  public init() {}
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
  /// Sets the style of the progress views in this view.
  ///
  /// ```swift
  /// ProgressView(value: 0.5)
  ///   .progressViewStyle(.circular)
  /// ```
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environment(\.progressViewStyle, ControlStyle(S.self))
  }
}

/// Where `progressViewStyle(_:)` keeps the chosen style, for the controls below it to read.
struct ProgressViewStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultProgressViewStyle.self)
}

extension EnvironmentValues {
  /// The style `progressViewStyle(_:)` set here, `DefaultProgressViewStyle` by default.
  package var progressViewStyle: ControlStyle {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}
