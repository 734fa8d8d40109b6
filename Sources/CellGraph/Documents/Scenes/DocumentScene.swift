import CellGraphCore
import Foundation

/// A window of a document, whatever its type: what `AppHost` returns for a `DocumentGroup`.
///
/// `DocumentWindow` (reference documents) and `FileDocumentWindow` (value documents) are both.
///
/// ```swift
/// let window = app.newDocument()!
/// try window.host.tap("Add 🚚")
/// try await window.save(to: url)
/// ```
@MainActor
public protocol DocumentScene: AnyObject {
  /// The host of the editor.
  var host: ViewHost! { get }
  /// The editor as text.
  var text: String { get }
  /// The undo stack of the editor's views.
  var undoManager: UndoStack { get }
  /// Where the document is saved; `nil` for an untitled document never saved.
  var fileURL: URL? { get }
  /// Whether the document has changes not yet saved.
  var isEdited: Bool { get }
  /// Whether the file cannot be saved over: a read-only file, or a viewer's window.
  var isReadOnly: Bool { get }
  /// Saves the document to its file and waits until it is written.
  func save(overwritingExternalChanges: Bool) async throws(DocumentError)
  /// Saves the document to `url`, which becomes its location; refused (`.unreadableLocation`,
  /// nothing written) where the document would not open again.
  func save(to url: URL) async throws(DocumentError)
  /// Starts saving an edited document to its file without waiting; returns whether it did.
  @discardableResult func autosave() -> Bool
  /// Waits until every write started so far has finished.
  func savesFinished() async
  /// Throws away the edits and shows the document as saved in its file.
  func revertToSaved() async throws(DocumentError)
  /// Closes the window, saving an edited document first.
  func close() async throws(DocumentError)
}

extension DocumentWindow: DocumentScene {}
extension FileDocumentWindow: DocumentScene {}

/// What a `ReferenceFileDocument`'s editor receives from a `DocumentGroup`: SwiftUI's
/// `ReferenceFileDocumentConfiguration`.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  /// The document.
  public let document: Document
  /// The file the document was opened from, or `nil` for a new one.
  public let fileURL: URL?
  /// Whether edits can be saved over the file (`false` for a read-only file).
  public let isEditable: Bool
}

/// What a `FileDocument`'s editor receives from a `DocumentGroup`: SwiftUI's
/// `FileDocumentConfiguration`, with `$document` the binding that edits it.
///
/// ```swift
/// DocumentGroup(newDocument: TextFile()) { file in
///   TextField("Text", text: file.$document.text)
/// }
/// ```
@MainActor
public struct FileDocumentConfiguration<Document: FileDocument> {
  /// The document; `$document` is the binding to it.
  @BindingCell public var document: Document
  /// The file the document was opened from, or `nil` for a new one.
  public let fileURL: URL?
  /// Whether edits can be saved over the file (`false` for a read-only file).
  public let isEditable: Bool

  init(document: BindingCell<Document>, fileURL: URL?, isEditable: Bool) {
    _document = document
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}
