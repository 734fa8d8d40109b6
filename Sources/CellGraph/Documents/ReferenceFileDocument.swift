import CellGraphCore

/// A document whose content is an observable object: SwiftUI's `ReferenceFileDocument`.
///
/// The object is the view model: views observe it and call its methods. Saving takes a
/// `snapshot(contentType:)` of it, then writes `fileWrapper(snapshot:configuration:)`.
///
/// The document is marked edited — and so saved — only when an undo is registered with the
/// `undoManager` of its views, as in SwiftUI: an edit that registers no undo is never saved. The
/// host reports such an edit as a `documentChangedWithoutUndo` diagnostic (see Docs/Documents.md).
///
/// ```swift
/// final class Canvas: ReferenceFileDocument {
///   static var readableContentTypes: [ContentType] { [.emojiart] }
///   @Published var emojis: [String] = []
///
///   init() {}
///
///   init(configuration: ReadConfiguration) throws {
///     guard let data = configuration.file.regularFileContents else {
///       throw CocoaError(.fileReadCorruptFile)
///     }
///     emojis = try JSONDecoder().decode([String].self, from: data)
///   }
///
///   func snapshot(contentType: ContentType) throws -> Data {
///     try JSONEncoder().encode(emojis)
///   }
///
///   func fileWrapper(snapshot: Data, configuration: WriteConfiguration) throws -> FileItem {
///     FileItem(regularFileWithContents: snapshot)
///   }
/// }
/// ```
///
/// The protocol is main-actor isolated, like the graph: a conforming class is, too, so its
/// methods can register undo with the views' `UndoStack`.
@MainActor
public protocol ReferenceFileDocument: ObservableObject {
  /// The configuration `init(configuration:)` reads from.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// The configuration `fileWrapper(snapshot:configuration:)` writes for.
  typealias WriteConfiguration = FileDocumentWriteConfiguration

  /// A copy of the document's content that saving writes, taken on the main actor.
  associatedtype Snapshot

  /// The types the document opens.
  static var readableContentTypes: [ContentType] { get }
  /// The types the document saves as; by default its readable types.
  static var writableContentTypes: [ContentType] { get }

  /// Reads the document from a file. Throw (typically `CocoaError(.fileReadCorruptFile)`) when
  /// the content is not a document: the host reports it and leaves the file untouched.
  init(configuration: ReadConfiguration) throws

  /// The content to save, as `contentType`.
  func snapshot(contentType: ContentType) throws -> Snapshot

  /// The file to save `snapshot` as.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileItem
}

extension ReferenceFileDocument {
  /// The readable types: a document saves as what it opens unless it says otherwise.
  public static var writableContentTypes: [ContentType] { readableContentTypes }
}
