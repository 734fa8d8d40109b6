import CellGraphCore

/// How group boxes look: the argument of `groupBoxStyle(_:)`.
///
/// Styles are names here: the text form of the control does not depend on them (see
/// Docs/Limitations.md), but the chosen style reaches the control through the environment as
/// in SwiftUI. The built-in styles are static members, as SwiftUI spells them:
///
/// ```swift
/// GroupBox("Usage") { … }
///   .groupBoxStyle(.automatic)
/// ```
public protocol GroupBoxStyle: Sendable {}

/// The platform's default. Use `.automatic`.
public struct DefaultGroupBoxStyle: GroupBoxStyle, Hashable {
  public init() {}
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The platform's default.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

nonisolated extension View {
  /// Sets the style of the group boxes in this view.
  ///
  /// ```swift
  /// GroupBox("Usage") { … }
  ///   .groupBoxStyle(.automatic)
  /// ```
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    environment(\.groupBoxStyle, ControlStyle(S.self))
  }
}

/// Where `groupBoxStyle(_:)` keeps the chosen style, for the controls below it to read.
struct GroupBoxStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultGroupBoxStyle.self)
}

extension EnvironmentValues {
  /// The style `groupBoxStyle(_:)` set here, `DefaultGroupBoxStyle` by default.
  package var groupBoxStyle: ControlStyle {
    get { self[GroupBoxStyleKey.self] }
    set { self[GroupBoxStyleKey.self] = newValue }
  }
}
