import CellGraphCore

/// SwiftUI's `NavigationView` (deprecated there for `NavigationStack`, and in every 2020–2022
/// tutorial): a navigation stack around `content`, as SwiftUI's stack style shows it on a phone.
/// `NavigationLink(destination:label:)` inside pushes; `.navigationTitle` titles the screen.
///
/// Text form: `NavigationStack`'s.
///
/// ```swift
/// NavigationView {
///   List(recipes) { recipe in
///     NavigationLink(destination: RecipeDetail(recipe: recipe)) { Text(recipe.name) }
///   }
///   .navigationTitle("Recipes")
/// }
/// ```
public nonisolated struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation view with `content` as its root screen.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    NavigationStack { content }
  }
}

/// A style of `NavigationView`: SwiftUI's `NavigationViewStyle`. Every style shows a stack here
/// (a phone's presentation); the style is recorded (`ViewHost.platformSettings`).
public protocol NavigationViewStyle: Sendable {}

/// A navigation view as the platform chooses: a stack here.
public nonisolated struct DefaultNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// A navigation view as a stack of screens.
public nonisolated struct StackNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// A navigation view in columns (iPad, macOS): shown as a stack here.
public nonisolated struct ColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// The deprecated name of the column style.
public typealias DoubleColumnNavigationViewStyle = ColumnNavigationViewStyle

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's style: a stack here.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// A stack of screens.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Columns: shown as a stack here.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

nonisolated extension View {
  /// The style of the navigation views in this view: SwiftUI's `navigationViewStyle(_:)`.
  /// Recorded; every style shows a stack.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    platformSetting("navigationViewStyle", String(describing: S.self))
  }
}
