import CellGraphCore

/// The appearance a view is shown in: light or dark.
///
/// Read it with `@EnvironmentCell(\.colorScheme)`; the host sets the root value
/// (`host.colorScheme`), and `.environment(\.colorScheme, .dark)` overrides it for a subtree.
///
/// ```swift
/// struct Badge: View {
///   @EnvironmentCell(\.colorScheme) var colorScheme
///   var body: some View { Text(colorScheme == .dark ? "moon" : "sun") }
/// }
/// ```
public enum ColorScheme: Sendable, Hashable, CaseIterable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}

/// The key behind `EnvironmentValues.colorScheme`.
struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
  /// The color scheme of this part of the tree: the host's (``ViewHost/colorScheme``, `.light`
  /// unless set) or the nearest `.environment(\.colorScheme, …)`.
  ///
  /// Only the views whose bodies read it re-run when it changes.
  ///
  /// ```swift
  /// @EnvironmentCell(\.colorScheme) var colorScheme
  /// ```
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the colour scheme of this view and its descendants, as
  /// `.environment(\.colorScheme, colorScheme)` does (deprecated in SwiftUI in favour of
  /// `preferredColorScheme(_:)`, which sets its whole presentation's).
  ///
  /// ```swift
  /// Text("Night").colorScheme(.dark)
  /// ```
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }
}
