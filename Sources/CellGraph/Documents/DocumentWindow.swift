import Foundation

/// A headless window showing one `ReferenceFileDocument`: it opens the file (or starts untitled),
/// shows the editor as text, tracks whether the document is edited, and saves it.
///
/// The editor's views find the document's `UndoStack` in `\.undoManager` and the document as an
/// environment object. The document is *edited* exactly when SwiftUI would mark it so: when an
/// undo is registered (an undo takes it back towards the saved state, a redo away again). A
/// change the document announces without an undo is not an edit and is never saved; the window
/// reports it as `documentChangedWithoutUndo` at the end of the event.
///
/// ```swift
/// let window = try DocumentWindow(opening: url) { CanvasView(document: $0) }
/// try window.host.tap("Add 🚚")
/// window.isEdited    // true
/// try window.save()  // atomic: temporary file, fsync, rename, mode kept
/// try window.close() // saves first if edited
/// ```
@MainActor
public final class DocumentWindow<Document: ReferenceFileDocument> {
  /// The document shown.
  public let document: Document
  /// The undo stack of the document's views (`\.undoManager`).
  public let undoManager = UndoStack()
  /// The host of the editor: interact with it as with any view tree.
  public private(set) var host: ViewHost!
  /// Where the document is saved; `nil` for an untitled document never saved.
  public internal(set) var fileURL: URL?
  /// The type the document is saved as.
  public let contentType: ContentType

  /// Edits done minus edits undone since the document was opened.
  var changeCount = 0
  /// `changeCount` when the document was last read or saved; `nil` when no undo can reach it.
  var savedChangeCount: Int? = 0
  /// The file as last read or saved, given to the document as `existingFile`.
  var savedFile: FileItem?
  /// Whether the document announced a change that no undo registration has answered yet.
  private var changeAwaitingUndo = false
  private var subscription: AnyCancellable?

  /// Opens the document at `url` and shows it with `editor`.
  ///
  /// - Throws: `DocumentError` when the file is missing, unreadable, of a type the document does
  ///   not read, empty or rejected by the document. The file is not touched.
  public init<Editor: View>(
    opening url: URL, editor: @escaping @MainActor (Document) -> Editor
  ) throws(DocumentError) {
    let type = try Self.contentType(of: url)
    let file: FileItem
    do {
      file = try FileItem(url: url)
    } catch {
      let missing = (error as? CocoaError)?.code == .fileReadNoSuchFile
      throw DocumentError(missing ? .missing : .unreadable, url: url, detail: "\(error)")
    }
    do {
      document = try Document(
        configuration: FileDocumentReadConfiguration(contentType: type, file: file))
    } catch {
      let isEmpty = file.regularFileContents?.isEmpty == true
      throw DocumentError(isEmpty ? .empty : .corrupt, url: url, detail: "\(error)")
    }
    contentType = type
    fileURL = url
    savedFile = file
    show(editor)
  }

  /// Shows a new untitled `document` with `editor`; `save(to:)` gives it a location.
  ///
  /// ```swift
  /// let window = DocumentWindow(newDocument: Canvas()) { CanvasView(document: $0) }
  /// ```
  public init<Editor: View>(
    newDocument document: Document, editor: @escaping @MainActor (Document) -> Editor
  ) {
    self.document = document
    contentType = Document.writableContentTypes.first ?? .data
    show(editor)
  }

  private func show<Editor: View>(_ editor: @escaping @MainActor (Document) -> Editor) {
    host = ViewHost(
      editor(document).environment(\.undoManager, undoManager).environmentObject(document))
    undoManager.onChange.append { [weak self] change in self?.undoStackDidChange(change) }
    subscription = document.objectWillChange.sink { [weak self] in
      // Runs at once when the change happens on the main actor, as edits from views do.
      MainActorDelivery.deliver { self?.documentWillChange() }
    }
  }

  /// The editor as text, after bringing it up to date.
  public var text: String { host.text }

  /// Whether the document has changes not yet saved, as SwiftUI's title bar shows.
  public var isEdited: Bool { savedChangeCount != changeCount }

  /// Records that the file now holds the document as it was at `count` changes.
  func markSaved(at count: Int) {
    savedChangeCount = count
  }

  private func undoStackDidChange(_ change: UndoStackChange) {
    switch change {
    case .done, .redone:
      changeCount += 1
      changeAwaitingUndo = false
    case .undone:
      changeCount -= 1
      changeAwaitingUndo = false
    case .cleared:
      // The saved state can no longer be reached by undo or redo.
      if isEdited { savedChangeCount = nil }
    }
  }

  private func documentWillChange() {
    guard !undoManager.isUndoing, !undoManager.isRedoing, !changeAwaitingUndo else { return }
    changeAwaitingUndo = true
    UndoEvent.afterEnd { [weak self] in self?.checkChangeWasRegistered() }
  }

  /// At the end of the event of a change: reports it if no undo was registered for it.
  private func checkChangeWasRegistered() {
    guard changeAwaitingUndo else { return }
    changeAwaitingUndo = false
    let name = fileURL.map { "\"\($0.lastPathComponent)\"" } ?? "the untitled document"
    host.graph.report(
      Diagnostic(
        kind: .documentChangedWithoutUndo,
        message: """
          \(String(describing: Document.self)) (\(name)) changed without registering undo; \
          this change will not be saved. A ReferenceFileDocument is marked edited, and so \
          saved, only when an undo is registered: register one with the undoManager of the \
          view that made the change.
          """))
  }

  private static func contentType(of url: URL) throws(DocumentError) -> ContentType {
    let ext = url.pathExtension.lowercased()
    guard
      let type = Document.readableContentTypes.first(where: { $0.filenameExtensions.contains(ext) })
    else {
      let known = Document.readableContentTypes.compactMap(\.preferredFilenameExtension)
      throw DocumentError(
        .wrongType, url: url,
        detail: "\".\(ext)\" is not one of \(known.map { "\".\($0)\"" }.joined(separator: ", "))")
    }
    return type
  }
}
