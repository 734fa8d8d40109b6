import CellGraphCore
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
/// try await window.save()   // snapshot now; written off the main actor, atomically
/// try await window.close()  // saves first if edited
/// ```
@MainActor
public final class DocumentWindow<Document: ReferenceFileDocument> {
  /// The document shown: a new object after `revertToSaved()`.
  public private(set) var document: Document
  /// The undo stack of the document's views (`\.undoManager`).
  public let undoManager = UndoStack()
  /// The host of the editor: interact with it as with any view tree.
  public private(set) var host: ViewHost!
  /// Where the document is saved; `nil` for an untitled document never saved.
  public var fileURL: URL? { state.fileURL }
  /// The type the document is saved as.
  public var contentType: ContentType { state.contentType }

  let state: DocumentFileState
  /// Shows the current document in the host again, after a revert replaced it.
  private var showAgain: (@MainActor () -> Void)?
  /// Bumped by each revert: the editor of the reverted document is a new identity, with fresh
  /// view state, as when the file is opened again.
  private var revision = 0
  /// Whether the document announced a change that no undo registration has answered yet.
  private var changeAwaitingUndo = false
  private var subscription: AnyCancellable?

  /// Opens the document at `url` and shows it with `editor`.
  ///
  /// - Throws: `DocumentError` when the file is missing, unreadable, of a type the document does
  ///   not read, empty or rejected by the document. The file is not touched.
  public convenience init<Editor: View>(
    opening url: URL, editor: @escaping @MainActor (Document) -> Editor
  ) throws(DocumentError) {
    try self.init(opening: url, viewer: false, editor: editor)
  }

  /// Opens the document at `url`; a viewer (`DocumentGroup(viewing:)`) never saves it.
  init<Editor: View>(
    opening url: URL, viewer: Bool, editor: @escaping @MainActor (Document) -> Editor
  ) throws(DocumentError) {
    let type = try DocumentFileState.contentType(of: url, readable: Document.readableContentTypes)
    let file = try DocumentFileState.read(url)
    do {
      document = try Document(
        configuration: FileDocumentReadConfiguration(contentType: type, file: file))
    } catch {
      throw DocumentFileState.rejection(of: file, at: url, error)
    }
    state = DocumentFileState(fileURL: url, contentType: type, savedFile: file, isViewer: viewer)
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
    state = DocumentFileState(
      fileURL: nil, contentType: Document.writableContentTypes.first ?? .data, savedFile: nil)
    show(editor)
  }

  private func show<Editor: View>(_ editor: @escaping @MainActor (Document) -> Editor) {
    func root(_ window: DocumentWindow) -> DocumentRoot<Document, Editor> {
      DocumentRoot(
        document: window.document, revision: window.revision,
        undoManager: window.undoManager, editor: editor)
    }
    host = ViewHost(root(self))
    showAgain = { [unowned self] in host.setRoot(root(self)) }
    undoManager.eventHost = host.graph
    undoManager.onChange.append { [weak self] change in self?.undoStackDidChange(change) }
    observe(document)
  }

  private func observe(_ document: Document) {
    subscription = document.objectWillChange.sink { [weak self] in
      // Runs at once when the change happens on the main actor, as edits from views do.
      MainActorDelivery.deliver { self?.documentWillChange() }
    }
  }

  /// The editor as text, after bringing it up to date.
  public var text: String { host.text }

  /// Whether the window saves the document at the end of every event (host interaction or
  /// flush) that leaves it edited, as SwiftUI autosaves edited documents. Off by default, so that
  /// a test decides when files are written; a failed autosave is reported as `documentSaveFailed`
  /// and retried after the next edit.
  ///
  /// ```swift
  /// window.autosavesAtEndOfEvent = true
  /// try window.host.tap("Add 🚚")  // written when the tap ends
  /// ```
  public var autosavesAtEndOfEvent = false

  /// Whether the file is read-only: the document is open for viewing, an edit is reported as
  /// `documentReadOnly`, and saving over the file throws `.readOnly` (`save(to:)` elsewhere works).
  public var isReadOnly: Bool { state.isReadOnly }

  /// Whether the document has changes not yet saved, as SwiftUI's title bar shows.
  public var isEdited: Bool { state.isEdited }

  private func undoStackDidChange(_ change: UndoStackChange) {
    state.count(change)
    if state.isFirstReadOnlyEdit(change) { reportReadOnlyEdit() }
    if autosavesAtEndOfEvent {
      state.scheduleAutosave(in: host.graph) { [weak self] in self?.autosave() }
    }
    if change != .cleared { changeAwaitingUndo = false }
  }

  private func documentWillChange() {
    guard !undoManager.isUndoing, !undoManager.isRedoing, !changeAwaitingUndo else { return }
    changeAwaitingUndo = true
    UndoEvent.afterEnd(of: host.graph) { [weak self] in self?.checkChangeWasRegistered() }
  }

  /// At the end of the event of a change: reports it if no undo was registered for it.
  private func checkChangeWasRegistered() {
    guard changeAwaitingUndo else { return }
    changeAwaitingUndo = false
    let name = state.displayName
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

  /// Shows `document`, read again from the file, in place of the current one.
  func replaceDocument(with document: Document) {
    self.document = document
    revision += 1
    observe(document)
    changeAwaitingUndo = false
    showAgain?()
  }

  /// Reports, once, that an edit of a read-only document cannot be saved over its file.
  func reportReadOnlyEdit() {
    host.graph.report(state.readOnlyEditDiagnostic)
  }
}

/// The root of a reference document's window: the editor of the document in a navigation stack
/// (SwiftUI gives a document editor a navigation bar, where its `.toolbar` items show), given the
/// window's undo stack and the document as an environment object; a revert gives it a new
/// identity.
struct DocumentRoot<Document: ReferenceFileDocument, Editor: View>: View {
  let document: Document
  let revision: Int
  let undoManager: UndoStack
  let editor: @MainActor (Document) -> Editor

  var body: some View {
    NavigationStack { editor(document) }
      .environment(\.undoManager, undoManager)
      .environmentObject(document)
      .id(revision)
  }
}
