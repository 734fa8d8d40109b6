import CellGraphCore
import Foundation

/// A headless window showing one `FileDocument`: the window owns the value, and the editor edits
/// it through a binding. Every write through the binding that changes the value is an edit: it
/// registers an undo that writes the old value back (and that undo registers the redo), so the
/// document is marked edited, as SwiftUI does for a `FileDocument`.
///
/// ```swift
/// let window = try FileDocumentWindow(opening: url) { TextEditorView(text: $0.text) }
/// try window.host.type("Hello", into: "Text")
/// window.isEdited          // true
/// window.undoManager.undo() // the text is back
/// try await window.close() // saves if edited
/// ```
@MainActor
public final class FileDocumentWindow<Document: FileDocument> {
  /// The undo stack of the document's views (`\.undoManager`).
  public let undoManager = UndoStack()
  /// The host of the editor: interact with it as with any view tree.
  public private(set) var host: ViewHost!
  /// Where the document is saved; `nil` for an untitled document never saved.
  public var fileURL: URL? { state.fileURL }
  /// The type the document is saved as.
  public var contentType: ContentType { state.contentType }

  let state: DocumentFileState
  /// The document value: a graph source, so the views that read it re-run when it changes.
  private let box: StateBox<Document>
  private let isSame = ValueComparator.forType(Document.self)

  /// Opens the document at `url` and shows it with `editor`, which gets a binding to it.
  ///
  /// - Throws: `DocumentError` when the file is missing, unreadable, of a type the document does
  ///   not read, empty or rejected by the document. The file is not touched.
  public convenience init<Editor: View>(
    opening url: URL, editor: @escaping @MainActor (BindingCell<Document>) -> Editor
  ) throws(DocumentError) {
    try self.init(opening: url, viewer: false, editor: editor)
  }

  /// Opens the document at `url`; a viewer (`DocumentGroup(viewing:)`) never saves it.
  init<Editor: View>(
    opening url: URL, viewer: Bool,
    editor: @escaping @MainActor (BindingCell<Document>) -> Editor
  ) throws(DocumentError) {
    let type = try DocumentFileState.contentType(of: url, readable: Document.readableContentTypes)
    let file = try DocumentFileState.read(url)
    let document: Document
    do {
      document = try Document(
        configuration: FileDocumentReadConfiguration(contentType: type, file: file))
    } catch {
      throw DocumentFileState.rejection(of: file, at: url, error)
    }
    state = DocumentFileState(fileURL: url, contentType: type, savedFile: file, isViewer: viewer)
    box = StateBox(value: document, description: FieldDescription(path: "document"))
    show(editor)
  }

  /// Shows a new untitled `document` with `editor`; `save(to:)` gives it a location.
  public init<Editor: View>(
    newDocument document: Document,
    editor: @escaping @MainActor (BindingCell<Document>) -> Editor
  ) {
    state = DocumentFileState(
      fileURL: nil, contentType: Document.writableContentTypes.first ?? .data, savedFile: nil)
    box = StateBox(value: document, description: FieldDescription(path: "document"))
    show(editor)
  }

  private func show<Editor: View>(
    _ editor: @escaping @MainActor (BindingCell<Document>) -> Editor
  ) {
    let binding = BindingCell<Document>(
      get: { [box] in box.get() }, set: { [weak self] in self?.edit(to: $0) })
    host = ViewHost(FileDocumentRoot(binding: binding, undoManager: undoManager, editor: editor))
    undoManager.eventHost = host.graph
    undoManager.onChange.append { [weak self] change in
      guard let self else { return }
      state.count(change)
      if state.isFirstReadOnlyEdit(change) { host.graph.report(state.readOnlyEditDiagnostic) }
      if autosavesAtEndOfEvent {
        state.scheduleAutosave(in: host.graph) { [weak self] in self?.autosave() }
      }
    }
  }

  /// The document as it is now.
  public var document: Document { box.value }

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

  /// Writes `newValue` and registers the undo that writes the old value back; an equal value is
  /// no edit.
  private func edit(to newValue: Document) {
    let old = box.value
    guard !isSame(old, newValue) else { return }
    box.write(newValue)
    undoManager.registerUndo(withTarget: box) { [weak self] _ in self?.edit(to: old) }
  }

  /// Saves the document to its file and waits until it is written: the file is made now, on
  /// the main actor, and written off it atomically, with the file's mode kept.
  ///
  /// ```swift
  /// try await window.save()
  /// ```
  ///
  /// - Throws: `DocumentError` `.noLocation` for an untitled document, `.readOnly` for a
  ///   read-only file or a viewer, `.writeFailed` when the write fails (the edits stay in memory
  ///   and the next save tries again), and `.conflict` when another program changed the file
  ///   since it was opened or saved, unless `overwritingExternalChanges` is set.
  public func save(overwritingExternalChanges: Bool = false) async throws(DocumentError) {
    try await state.save(
      to: nil, overwriting: overwritingExternalChanges, in: host.graph, makeFile)
  }

  /// Saves the document to `url`, which becomes its location once the write succeeds.
  ///
  /// Only where the document would open again: `url`'s extension must name the type the
  /// document is written as (``contentType``, one the document reads), as SwiftUI's save panel
  /// ensures. Otherwise it throws `DocumentError` `.unreadableLocation` and writes nothing.
  public func save(to url: URL) async throws(DocumentError) {
    try state.checkOpensAgain(url, readable: Document.readableContentTypes)
    try await state.save(to: url, overwriting: false, in: host.graph, makeFile)
  }

  /// Starts saving the document if it is edited, has a location and is not read-only, and
  /// returns whether it started a write; a failure is reported as `documentSaveFailed`.
  @discardableResult
  public func autosave() -> Bool {
    state.autosave(in: host.graph, makeFile)
  }

  /// Waits until every write started so far has finished and its outcome is applied.
  public func savesFinished() async {
    await state.savesFinished()
  }

  /// Throws away the edits: reads the file again, gives the views the value read (as a write
  /// that is no edit), and empties the undo stack. `NSDocument`'s name; SwiftUI has none.
  ///
  /// - Throws: `DocumentError` `.noLocation` for an untitled document, or the error reading the
  ///   file; the document, its edits and its undo stack are kept then.
  public func revertToSaved() async throws(DocumentError) {
    let (reverted, file) = try await state.documentToRevertTo { try Document(configuration: $0) }
    undoManager.removeAllActions()
    state.didRevert(to: file)
    box.write(reverted)
  }

  /// Closes the window: an edited document is saved first, never silently dropped, and every
  /// pending write is waited for. A viewer's edits are dropped: it never saves.
  ///
  /// - Throws: `DocumentError` `.noLocation` for an edited untitled document, or the error of
  ///   the failed save.
  public func close() async throws(DocumentError) {
    try await state.saveBeforeClosing(in: host.graph, makeFile)
    undoManager.removeAllActions(withTarget: box)
  }

  /// The file to save, made on the main actor.
  private func makeFile() throws -> FileItem {
    try box.value.fileWrapper(
      configuration: FileDocumentWriteConfiguration(
        contentType: state.contentType, existingFile: state.savedFile))
  }
}

/// The root of a value document's window: the editor, built in this body (so that what its
/// closure reads, such as app state, is a dependency), in a navigation stack (SwiftUI gives a
/// document editor a navigation bar, where its `.toolbar` items show), given the window's undo
/// stack.
struct FileDocumentRoot<Document: FileDocument, Editor: View>: View {
  let binding: BindingCell<Document>
  let undoManager: UndoStack
  let editor: @MainActor (BindingCell<Document>) -> Editor

  var body: some View {
    NavigationStack { editor(binding) }
      .environment(\.undoManager, undoManager)
  }
}
