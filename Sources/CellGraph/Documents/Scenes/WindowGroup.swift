import CellGraphCore

/// A scene showing a view tree in a window: SwiftUI's `WindowGroup`. `AppHost` opens one window
/// of each group when the app starts.
///
/// A title names the window (``AppHost/windowTitles``, the heading `App.main()` prints); an
/// identifier names the group (``AppHost/windowIDs``), as `openWindow(id:)` would in SwiftUI.
///
/// ```swift
/// WindowGroup { ContentView() }
/// WindowGroup("Viewer", id: "viewer") { ViewerView() }
/// ```
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  let title: String?
  let id: String?
  let content: @MainActor () -> Content

  /// A window group showing `content`.
  public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
    self.init(title: nil, id: nil, content: content)
  }

  /// A window group identified by `id`, showing `content`.
  ///
  /// ```swift
  /// WindowGroup(id: "mail-viewer") { MailViewer() }
  /// ```
  public init(id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.init(title: nil, id: id, content: content)
  }

  /// A window group titled `title` showing `content`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.init(title: String(title), id: nil, content: content)
  }

  /// A window group titled `title`, identified by `id`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, id: String, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.init(title: String(title), id: id, content: content)
  }

  /// A window group titled by a localized key: `WindowGroup("Inbox") { … }`.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.init(title: Text(titleKey).content, id: nil, content: content)
  }

  /// A window group titled by a localized key, identified by `id`.
  public init(
    _ titleKey: LocalizedStringKey, id: String,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.init(title: Text(titleKey).content, id: id, content: content)
  }

  /// A window group titled by a `Text`.
  public init(_ title: Text, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.init(title: title.content, id: nil, content: content)
  }

  /// A window group titled by a `Text`, identified by `id`.
  public init(
    _ title: Text, id: String, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.init(title: title.content, id: id, content: content)
  }

  private init(title: String?, id: String?, content: @escaping @MainActor () -> Content) {
    self.title = title
    self.id = id
    self.content = content
  }

  /// Built-in scenes have no body: the runtime reads them directly.
  public var body: Never { primitiveSceneBody(Self.self) }

  func collect(into entries: inout [SceneEntry]) {
    let content = content
    entries.append(
      .window(
        title: title, id: id, makeHost: { ViewHost(SceneContent(content: content)) }))
  }
}

/// The root of a scene's window: its content, built in this view's body, so that what the
/// content closure reads (its app's state) is a dependency of the window, and a change re-runs it.
struct SceneContent<Content: View>: View {
  let content: @MainActor () -> Content

  var body: some View { content() }
}
