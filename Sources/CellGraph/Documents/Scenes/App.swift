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
@MainActor
public final class AppHost {
  /// The windows of the app's window groups, in the order the groups are declared.
  public let windows: [ViewHost]
  /// The titles of those windows (`nil` where the group has none).
  public let windowTitles: [String?]
  private let documentGroups: [SceneEntry]

  /// Launches `app`: reads its scenes and opens its window groups.
  public init<A: App>(_ app: A) {
    var entries: [SceneEntry] = []
    collectScenes(app.body, into: &entries)
    var windows: [ViewHost] = []
    var titles: [String?] = []
    var documentGroups: [SceneEntry] = []
    for entry in entries {
      switch entry {
      case .window(let title, let makeHost):
        windows.append(makeHost())
        titles.append(title)
      case .documents:
        documentGroups.append(entry)
      }
    }
    self.windows = windows
    windowTitles = titles
    self.documentGroups = documentGroups
  }

  /// A window for a new untitled document of the first document group that makes new
  /// documents (viewers do not), or `nil` when the app has none.
  public func newDocument() -> (any DocumentScene)? {
    for case .documents(_, let makeNew?, _) in documentGroups { return makeNew() }
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
      if readable.contains(where: { $0.filenameExtensions.contains(ext) }) { return makeNew() }
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
        return try open(url)
      }
      known += readable.compactMap(\.preferredFilenameExtension).map { "\".\($0)\"" }
    }
    throw DocumentError(
      .wrongType, url: url,
      detail: "no document group reads \".\(ext)\"; they read \(known.joined(separator: ", "))")
  }
}
