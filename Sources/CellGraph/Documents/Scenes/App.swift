import CellGraphCore
import Foundation

/// An app: its scenes, run headlessly by `AppHost`. SwiftUI's `App`.
///
/// ```swift
/// struct EmojiArtApp: App {
///   var body: some Scene {
///     DocumentGroup(newDocument: EmojiArtDocument()) { config in
///       EmojiArtDocumentView(document: config.document)
///     }
///   }
/// }
///
/// let app = AppHost(EmojiArtApp())
/// let window = try app.openDocument(at: url)
/// print(window.text)
/// ```
@MainActor
public protocol App {
  /// The type of scene the app's body produces.
  associatedtype Body: Scene

  /// Creates the app, as the system does at launch.
  init()

  /// The app's scenes.
  @SceneBuilder var body: Body { get }
}

/// Runs an app's scenes headlessly: one window per `WindowGroup` at launch, and document windows
/// on request for each `DocumentGroup`.
///
/// The app's own fields — `@StateCell`/`@State`, `@OwnedObjectCell`/`@StateObject`, `@StorageCell`/
/// `@AppStorage`, `@EnvironmentCell`/`@Environment` — are installed once, when the host launches
/// the app, and live as long as the host: every window and document shares them, as SwiftUI's
/// scenes share their `App`'s state. A window's content is built inside its root view's body, so
/// a write to app state re-runs exactly the windows whose content read it.
///
/// ```swift
/// struct ScrumdingerApp: App {
///   @State private var scrums = DailyScrum.sampleData
///   var body: some Scene {
///     WindowGroup { ScrumsView(scrums: $scrums) }
///   }
/// }
///
/// let app = AppHost(ScrumdingerApp.self)
/// try app.windows[0].tap("Add")   // the app's `scrums` changes; the list shows the new scrum
/// ```
///
/// Misuse at the app level (a write to app state while the app is created, for example) is
/// reported on every window's host, where a test looks, as well as on ``diagnostics``.
@MainActor
public final class AppHost {
  /// The windows of the app's window groups, in the order the groups are declared.
  public let windows: [ViewHost]
  /// The titles of those windows (`nil` where the group has none).
  public let windowTitles: [String?]
  /// The identifiers of those windows' groups (`WindowGroup(id:)`; `nil` where the group has none).
  ///
  /// ```swift
  /// let app = AppHost(MailApp.self)
  /// let viewer = app.windows[app.windowIDs.firstIndex(of: "viewer")!]
  /// ```
  public let windowIDs: [String?]
  /// The app's menus from its scenes' `.commands`: tap a command here (`tap("Undo")`); its views
  /// find the key document window's undo stack in `\.undoManager`, and read the focused values
  /// of the active window (the key document window, or the first window group's window) with
  /// `@FocusedValueCell`, `@FocusedBindingCell` and `@FocusedObjectCell`.
  public let menuBar: ViewHost
  /// The document windows opened so far, in order.
  public private(set) var documentWindows: [any DocumentScene] = []
  /// The document window the menu bar's commands act on: the last one opened, unless set.
  public var keyDocumentWindow: (any DocumentScene)? {
    didSet { showMenus() }
  }

  private let documentGroups: [SceneEntry]
  private let menus: [AnyView]
  /// Holds the app's installed fields for the host's lifetime; its diagnostics are the app's.
  private let appState: ViewHost

  /// Launches `app`: installs its fields, reads its scenes and opens its window groups.
  ///
  /// `AppHost(MyApp.self)` creates the app itself, so that what its initializer reports is
  /// reported on the windows too.
  public convenience init<A: App>(_ app: A) {
    self.init(launching: { app })
  }

  /// Creates an `A`, as the system does at launch, and launches it.
  ///
  /// ```swift
  /// let app = AppHost(ScrumdingerApp.self)
  /// ```
  public convenience init<A: App>(_ type: A.Type) {
    self.init(launching: { A() })
  }

  private init<A: App>(launching makeApp: () -> A) {
    let appState = ViewHost(EmptyView())
    var entries: [SceneEntry] = []
    appState.graph.asActive {
      var app = makeApp()
      appState.rootNode.installFields(of: &app)
      collectScenes(app.body, into: &entries)
    }
    self.appState = appState
    var windows: [ViewHost] = []
    var titles: [String?] = []
    var ids: [String?] = []
    var documentGroups: [SceneEntry] = []
    var menus: [AnyView] = []
    for entry in entries {
      switch entry {
      case .window(let title, let id, let makeHost):
        windows.append(makeHost())
        titles.append(title)
        ids.append(id)
      case .documents:
        documentGroups.append(entry)
      case .commands(let menu):
        menus.append(menu)
      }
    }
    self.windows = windows
    windowTitles = titles
    windowIDs = ids
    self.documentGroups = documentGroups
    self.menus = menus
    menuBar = ViewHost(
      MenuBar(menus: menus, undoManager: nil, focusedScene: Self.focusedValues(of: windows.first)))
    for window in windows { forwardAppDiagnostics(to: window) }
  }

  /// What was reported about the app itself (its fields, its scenes), also reported on each
  /// window.
  public var diagnostics: [Diagnostic] { appState.diagnostics }

  /// Reports the app's diagnostics so far on `host`, and the later ones as they come.
  private func forwardAppDiagnostics(to host: ViewHost) {
    for diagnostic in appState.diagnostics { host.graph.report(diagnostic) }
    let previous = appState.onDiagnostic
    appState.onDiagnostic = { [weak host] diagnostic in
      previous?(diagnostic)
      host?.graph.report(diagnostic)
    }
  }

  /// Takes a document window the app opened: shares the app's diagnostics with it and makes it
  /// the key window.
  private func adopt(_ window: any DocumentScene) -> any DocumentScene {
    forwardAppDiagnostics(to: window.host)
    documentWindows.append(window)
    keyDocumentWindow = window
    return window
  }

  /// Taps the menu command labelled `label` in ``menuBar``, as choosing it in a menu does, then
  /// ends the key document window's event (what the command registered for undo is one group).
  ///
  /// ```swift
  /// try app.performCommand("Undo")
  /// ```
  ///
  /// - Throws: the error of `ViewHost.tap(_:)` when no command has that label.
  public func performCommand(_ label: String) throws {
    try menuBar.tap(label)
    keyDocumentWindow?.host.flush()
  }

  private func showMenus() {
    menuBar.setRoot(
      MenuBar(
        menus: menus, undoManager: keyDocumentWindow?.undoManager,
        focusedScene: Self.focusedValues(of: keyDocumentWindow?.host ?? windows.first)))
  }

  /// The focused values the menu bar's commands read: the active window's. The active window is
  /// the key document window, or the first window group's window while no document is open.
  private static func focusedValues(of window: ViewHost?) -> FocusedValueTable? {
    window?.graph.feature(FocusCoordinator.self).values
  }

  /// A window for a new untitled document of the first document group that makes new
  /// documents (viewers do not), or `nil` when the app has none.
  public func newDocument() -> (any DocumentScene)? {
    for case .documents(_, let makeNew?, _) in documentGroups { return adopt(makeNew()) }
    return nil
  }

  /// The window for `url`: the document there, opened as ``openDocument(at:)`` does, or, when
  /// no file exists there yet, a new document of the first group that reads `url`'s type and
  /// makes new documents, which `save(to: url)` will write where it opens again. Creates no file.
  ///
  /// ```swift
  /// let url = URL(fileURLWithPath: "art.emojiart")
  /// let window = try app.openOrCreateDocument(at: url)
  /// try window.host.tap("Add 🚚")
  /// try await window.save(to: url)
  /// ```
  ///
  /// - Throws: `DocumentError` `.unreadableLocation` for a new file whose extension no group
  ///   both reads and makes (`art.doc` for an app of `.emojiart` documents): the app could not
  ///   open what it would save there. Otherwise the error opening the existing file.
  public func openOrCreateDocument(at url: URL) throws(DocumentError) -> any DocumentScene {
    if FileManager.default.fileExists(atPath: url.path) { return try openDocument(at: url) }
    return try newDocument(readableAt: url)
  }

  /// A window for a new document of the first group that reads `url`'s type and makes new
  /// documents, for a file that does not exist yet.
  func newDocument(readableAt url: URL) throws(DocumentError) -> any DocumentScene {
    let ext = url.pathExtension.lowercased()
    var made: [String] = []
    for case .documents(let readable, let makeNew?, _) in documentGroups {
      if readable.contains(where: { $0.filenameExtensions.contains(ext) }) {
        return adopt(makeNew())
      }
      made += readable.compactMap(\.preferredFilenameExtension).map { "\".\($0)\"" }
    }
    let what = ext.isEmpty ? "a file without an extension" : "\".\(ext)\" files"
    throw DocumentError(
      .unreadableLocation, url: url,
      detail: made.isEmpty
        ? "no document group makes new documents"
        : "no document group reads \(what); new documents are \(made.joined(separator: ", "))")
  }

  /// A window for the document at `url`, by the first document group that reads its type.
  ///
  /// - Throws: `DocumentError` `.wrongType` when no group reads it, or the error opening it; the
  ///   file is not touched.
  public func openDocument(at url: URL) throws(DocumentError) -> any DocumentScene {
    let ext = url.pathExtension.lowercased()
    var known: [String] = []
    for case .documents(let readable, _, let open) in documentGroups {
      if readable.contains(where: { $0.filenameExtensions.contains(ext) }) {
        return adopt(try open(url))
      }
      known += readable.compactMap(\.preferredFilenameExtension).map { "\".\($0)\"" }
    }
    throw DocumentError(
      .wrongType, url: url,
      detail: "no document group reads \".\(ext)\"; they read \(known.joined(separator: ", "))")
  }
}
