import CellGraphCore

/// How lists look: the argument of `listStyle(_:)`.
///
/// Styles are names here: the text form of the control does not depend on them (see
/// Docs/Limitations.md), but the chosen style reaches the control through the environment as
/// in SwiftUI. The built-in styles are static members, as SwiftUI spells them:
///
/// ```swift
/// List { … }
///   .listStyle(.insetGrouped)
/// ```
public protocol ListStyle: Sendable {}

/// The platform's default. Use `.automatic`.
public struct DefaultListStyle: ListStyle, Hashable {
  public init() {}
}

/// Rows without decoration. Use `.plain`.
public struct PlainListStyle: ListStyle, Hashable {
  public init() {}
}

/// Sections set apart. Use `.grouped`.
public struct GroupedListStyle: ListStyle, Hashable {
  public init() {}
}

/// Sections set apart and inset. Use `.insetGrouped`.
public struct InsetGroupedListStyle: ListStyle, Hashable {
  public init() {}
}

/// Rows inset. Use `.inset`.
public struct InsetListStyle: ListStyle, Hashable {
  public init() {}
}

/// A sidebar. Use `.sidebar`.
public struct SidebarListStyle: ListStyle, Hashable {
  public init() {}
}

/// Rows in a border. Use `.bordered`.
public struct BorderedListStyle: ListStyle, Hashable {
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's default.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// Rows without decoration.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// Sections set apart.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Sections set apart and inset.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// Rows inset.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == BorderedListStyle {
  /// Rows in a border.
  public static var bordered: BorderedListStyle { BorderedListStyle() }
}

nonisolated extension View {
  /// Sets the style of the lists in this view.
  ///
  /// ```swift
  /// List { … }
  ///   .listStyle(.insetGrouped)
  /// ```
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    environment(\.listStyle, ControlStyle(S.self))
  }
}

/// Where `listStyle(_:)` keeps the chosen style, for the controls below it to read.
struct ListStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultListStyle.self)
}

extension EnvironmentValues {
  /// The style `listStyle(_:)` set here, `DefaultListStyle` by default.
  package var listStyle: ControlStyle {
    get { self[ListStyleKey.self] }
    set { self[ListStyleKey.self] = newValue }
  }
}
