import CellGraphCore
import Foundation

/// What every document window tracks about its file: where it is, the type it is saved as, the
/// file as last read or saved, whether the document is edited, and the writes in flight (see
/// `DocumentFileState+Saving.swift`).
///
/// Edited follows the window's undo stack, as `NSDocument`'s change count does, but names each
/// state of the document instead of counting: an edit (an undo group done) is a new state, an
/// undo goes back to the state before it, a redo forward again.
///
///     open: s0 ── edit ──▶ s1 ── edit ──▶ s2        saved = s0, edited ⇔ current ≠ saved
///                          ◀── undo ──                undo back to s0 clears the mark,
///                 ── edit ──▶ s3                       a different edit from s1 is s3 ≠ s2
///
/// so undoing back to the saved state clears the mark, redoing sets it again, and a save that
/// finishes after later edits marks as saved only the state it wrote.
@MainActor
final class DocumentFileState {
  /// Where the document is saved; `nil` for an untitled document never saved.
  var fileURL: URL?
  /// The type the document is saved as.
  let contentType: ContentType
  /// The file as last read or saved, given to the document as `existingFile`.
  var savedFile: FileItem?
  /// Whether the window is a viewer (`DocumentGroup(viewing:)`): it never saves, anywhere.
  let isViewer: Bool

  /// The state the document is in, as named by the undo history.
  private(set) var currentState = 0
  /// The states an undo goes back to (newest last) and a redo goes forward to.
  private var pastStates: [Int] = []
  private var futureStates: [Int] = []
  private var nextState = 1
  /// The state the file on disk holds: the one read, or the last one a finished save wrote.
  var savedState = 0

  /// Writes the window's files off the main actor and notices other programs' changes.
  let writer: DocumentWriter
  /// The writes started and not yet awaited by `savesFinished()`, oldest first.
  var pendingWrites: [Write] = []
  /// The state and location of the newest write started, until it fails.
  var lastWriteStarted: (state: Int, url: URL)?
  /// How many writes were started, and the number of the newest one whose success was applied.
  var writesStarted = 0
  var newestWriteApplied = 0
  /// Whether an autosave is already scheduled for the end of the current event.
  var isAutosaveScheduled = false

  init(fileURL: URL?, contentType: ContentType, savedFile: FileItem?, isViewer: Bool = false) {
    self.fileURL = fileURL
    self.contentType = contentType
    self.savedFile = savedFile
    self.isViewer = isViewer
    writer = DocumentWriter(location: fileURL)
    isReadOnly = isViewer || (fileURL.map(Self.isReadOnly(_:)) ?? false)
  }

  /// Whether the file cannot be written: the document opens for viewing, and saving over it
  /// throws `.readOnly` (a viewer saves nowhere).
  var isReadOnly: Bool
  /// Whether the first edit of a read-only document was reported.
  var readOnlyEditReported = false

  /// Whether `change` is the first edit of a read-only document, to be reported once.
  func isFirstReadOnlyEdit(_ change: UndoStackChange) -> Bool {
    guard isReadOnly, isEdited, !readOnlyEditReported, change != .cleared else { return false }
    readOnlyEditReported = true
    return true
  }

  /// A file is read-only when this process may not write it, or when no one may (no write bit
  /// in its mode): the owner's intent is respected even by a process that could override it.
  static func isReadOnly(_ url: URL) -> Bool {
    let path = url.path
    guard FileManager.default.fileExists(atPath: path) else { return false }
    let mode =
      (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?
      .intValue ?? 0o644
    return !FileManager.default.isWritableFile(atPath: path) || mode & 0o222 == 0
  }

  var isEdited: Bool { savedState != currentState }

  /// Follows `change` of the window's undo stack.
  func count(_ change: UndoStackChange) {
    switch change {
    case .done:
      pastStates.append(currentState)
      currentState = newState()
      futureStates.removeAll()
    case .undone:
      futureStates.append(currentState)
      currentState = pastStates.popLast() ?? newState()
    case .redone:
      pastStates.append(currentState)
      currentState = futureStates.popLast() ?? newState()
    case .cleared:
      // No undo or redo can reach another state now; the current one stays as it is.
      pastStates.removeAll()
      futureStates.removeAll()
    }
  }

  private func newState() -> Int {
    defer { nextState += 1 }
    return nextState
  }

  /// Starts over from the file as read again: the current state is the saved one, with no
  /// history (revert to saved).
  func didRevert(to file: FileItem) {
    savedFile = file
    pastStates.removeAll()
    futureStates.removeAll()
    currentState = newState()
    savedState = currentState
    isReadOnly = isViewer || (fileURL.map(Self.isReadOnly(_:)) ?? false)
    readOnlyEditReported = false
    writer.reset(location: fileURL)
  }

  /// The report of the first edit of a read-only document.
  var readOnlyEditDiagnostic: Diagnostic {
    let message =
      isViewer
      ? """
      \(displayName) is open in a viewer: this edit cannot be saved, there or anywhere. The \
      edits are kept in memory until the window closes; open the file with an editor to \
      change it.
      """
      : """
      \(displayName) is read-only: it was opened for viewing, and this edit cannot be saved \
      over it. The edits are kept in memory; save them to another file with save(to:).
      """
    return Diagnostic(kind: .documentReadOnly, message: message)
  }

  var displayName: String {
    fileURL.map { "\"\($0.lastPathComponent)\"" } ?? "the untitled document"
  }

  // MARK: Opening

  /// The readable type named by `url`'s extension.
  static func contentType(of url: URL, readable: [ContentType]) throws(DocumentError)
    -> ContentType
  {
    let ext = url.pathExtension.lowercased()
    guard let type = readable.first(where: { $0.filenameExtensions.contains(ext) }) else {
      let known = readable.compactMap(\.preferredFilenameExtension).map { "\".\($0)\"" }
      throw DocumentError(
        .wrongType, url: url,
        detail: "\".\(ext)\" is not one of \(known.joined(separator: ", "))")
    }
    return type
  }

  /// Throws `.unreadableLocation` unless a file written at `url` would open again as this
  /// document: the extension must name the type the document is written as (`contentType`), and
  /// the document must read that type. SwiftUI's save panel never lets a document be saved under
  /// another type's extension (it adds the type's extension, or asks); without a panel, the save
  /// is refused before anything is written.
  func checkOpensAgain(_ url: URL, readable: [ContentType]) throws(DocumentError) {
    let ext = url.pathExtension.lowercased()
    let readsIt = readable.contains { $0 == contentType && $0.filenameExtensions.contains(ext) }
    guard !readsIt else { return }
    let written =
      contentType.preferredFilenameExtension.map { "\".\($0)\"" } ?? contentType.identifier
    let readableNames = readable.compactMap(\.preferredFilenameExtension).map { "\".\($0)\"" }
    throw DocumentError(
      .unreadableLocation, url: url,
      detail: """
        the document is written as \(written) and reads \(readableNames.joined(separator: ", ")), \
        not \(ext.isEmpty ? "a file without an extension" : "\".\(ext)\"")
        """)
  }

  /// The file at `url`, read without changing it.
  static func read(_ url: URL) throws(DocumentError) -> FileItem {
    do {
      return try FileItem(url: url)
    } catch {
      let missing = (error as? CocoaError)?.code == .fileReadNoSuchFile
      throw DocumentError(missing ? .missing : .unreadable, url: url, detail: "\(error)")
    }
  }

  /// The error for a document that rejected `file`.
  static func rejection(of file: FileItem, at url: URL, _ error: any Error) -> DocumentError {
    let isEmpty = file.regularFileContents?.isEmpty == true
    return DocumentError(isEmpty ? .empty : .corrupt, url: url, detail: "\(error)")
  }
}

/// What identifies one version of a file: a replacement (a rename over it) has a new file
/// number; a rewrite in place a new size or modification date.
struct DiskVersion: Equatable {
  let fileNumber: Int
  let size: Int
  let modified: Date

  /// The version of the file at `url`, or `nil` when there is none.
  init?(of url: URL) {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      let number = (attributes[.systemFileNumber] as? NSNumber)?.intValue,
      let size = (attributes[.size] as? NSNumber)?.intValue,
      let modified = attributes[.modificationDate] as? Date
    else { return nil }
    fileNumber = number
    self.size = size
    self.modified = modified
  }
}
