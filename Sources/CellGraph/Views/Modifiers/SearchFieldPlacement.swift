/// Where a device shows a `searchable(text:placement:prompt:)` field. The text form shows the
/// field above the searched view wherever it is placed.
///
/// ```swift
/// List { … }.searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
/// ```
public struct SearchFieldPlacement: Sendable, Hashable {
  let name: String

  /// Where the container chooses.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In the sidebar of a split view.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// In a drawer below the navigation bar's title.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

  /// In a drawer below the navigation bar's title, shown as `displayMode` says.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement(name: "navigationBarDrawer(\(displayMode))")
  }

  /// When a navigation bar drawer shows its search field.
  public enum NavigationBarDrawerDisplayMode: Sendable, Hashable {
    /// As the system decides: hidden until the list is scrolled down.
    case automatic
    /// Always.
    case always
  }
}
