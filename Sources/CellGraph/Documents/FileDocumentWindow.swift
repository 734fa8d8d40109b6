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
/// try window.close()       // saves if edited
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
  public init<Editor: View>(
    opening url: URL, editor: @escaping @MainActor (BindingCell<Document>) -> Editor
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
    state = DocumentFileState(fileURL: url, contentType: type, savedFile: file)
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
    host = ViewHost(editor(binding).environment(\.undoManager, undoManager))
    undoManager.onChange.append { [weak self] change in
      guard let self else { return }
      state.count(change)
      if state.isFirstReadOnlyEdit(change) { reportReadOnlyEdit() }
      if autosavesAtEndOfEvent {
        state.scheduleAutosave(
          { [weak self] () throws(DocumentError) in try self?.autosave() },
          report: { [weak self] in self?.host.graph.report($0) })
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

  /// Saves the document to its file, atomically, keeping the file's mode.
  ///
  /// - Throws: `DocumentError` `.noLocation` for an untitled document, `.writeFailed` when the
  ///   write fails; the edits stay in memory and the next save tries again.
  ///
  /// With `overwritingExternalChanges` off (the default), a file another program changed since
  /// it was opened or saved is not written: `.conflict` is thrown and the edits are kept.
  public func save(overwritingExternalChanges: Bool = false) throws(DocumentError) {
    guard let url = state.fileURL else { throw DocumentError(.noLocation, url: nil, detail: "") }
    try write(to: url, overwriting: overwritingExternalChanges)
  }

  /// Saves the document to `url`, which becomes its location.
  public func save(to url: URL) throws(DocumentError) {
    try write(to: url, overwriting: false)
  }

  private func write(to url: URL, overwriting: Bool) throws(DocumentError) {
    let configuration = FileDocumentWriteConfiguration(
      contentType: state.contentType, existingFile: state.savedFile)
    let document = box.value
    try state.save(to: url, overwriting: overwriting) {
      try document.fileWrapper(configuration: configuration)
    }
  }

  /// Saves the document if it is edited and has a location; returns whether it wrote.
  @discardableResult
  public func autosave() throws(DocumentError) -> Bool {
    guard isEdited, state.fileURL != nil else { return false }
    try save()
    return true
  }

  /// Closes the window: an edited document is saved first, never silently dropped.
  ///
  /// - Throws: `DocumentError` `.noLocation` for an edited untitled document, or the error of
  ///   the failed save.
  public func close() throws(DocumentError) {
    if isEdited && state.fileURL == nil { throw DocumentError(.noLocation, url: nil, detail: "") }
    try autosave()
    undoManager.removeAllActions(withTarget: box)
  }

  /// Reports, once, that an edit of a read-only document cannot be saved over its file.
  func reportReadOnlyEdit() {
    host.graph.report(
      Diagnostic(
        kind: .documentReadOnly,
        message: """
          \(state.displayName) is read-only: it was opened for viewing, and this edit cannot be \
          saved over it. The edits are kept in memory; save them to another file with save(to:).
          """))
  }
}
