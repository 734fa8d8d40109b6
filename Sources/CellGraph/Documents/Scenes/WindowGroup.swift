import CellGraphCore

/// A scene showing a view tree in a window: SwiftUI's `WindowGroup`. `AppHost` opens one window
/// of each group when the app starts.
///
/// ```swift
/// WindowGroup { ContentView() }
/// ```
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  let title: String?
  let content: @MainActor () -> Content

  /// A window group showing `content`.
  public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
    title = nil
    self.content = content
  }

  /// A window group titled `title` showing `content`.
  public init(_ title: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.title = title
    self.content = content
  }

  /// Built-in scenes have no body: the runtime reads them directly.
  public var body: Never { primitiveSceneBody(Self.self) }

  func collect(into entries: inout [SceneEntry]) {
    let content = content
    entries.append(.window(title: title, makeHost: { ViewHost(SceneContent(content: content)) }))
  }
}

/// The root of a scene's window: its content, built in this view's body, so that what the
/// content closure reads (its app's state) is a dependency of the window, and a change re-runs it.
struct SceneContent<Content: View>: View {
  let content: @MainActor () -> Content

  var body: some View { content() }
}
