import CellGraphCore

/// How disclosure groups look: the argument of `disclosureGroupStyle(_:)`.
///
/// Styles are names here: the text form of the control does not depend on them (see
/// Docs/Limitations.md), but the chosen style reaches the control through the environment as
/// in SwiftUI. The built-in styles are static members, as SwiftUI spells them:
///
/// ```swift
/// DisclosureGroup("Advanced") { … }
///   .disclosureGroupStyle(.automatic)
/// ```
public protocol DisclosureGroupStyle: Sendable {}

/// The platform's default. Use `.automatic`.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, Hashable {
  public init() {}
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// The platform's default.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

nonisolated extension View {
  /// Sets the style of the disclosure groups in this view.
  ///
  /// ```swift
  /// DisclosureGroup("Advanced") { … }
  ///   .disclosureGroupStyle(.automatic)
  /// ```
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    environment(\.disclosureGroupStyle, ControlStyle(S.self))
  }
}

/// Where `disclosureGroupStyle(_:)` keeps the chosen style, for the controls below it to read.
struct DisclosureGroupStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(AutomaticDisclosureGroupStyle.self)
}

extension EnvironmentValues {
  /// The style `disclosureGroupStyle(_:)` set here, `AutomaticDisclosureGroupStyle` by default.
  package var disclosureGroupStyle: ControlStyle {
    get { self[DisclosureGroupStyleKey.self] }
    set { self[DisclosureGroupStyleKey.self] = newValue }
  }
}
