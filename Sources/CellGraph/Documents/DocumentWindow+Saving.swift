import CellGraphCore
import Foundation

/// Saving, reverting and closing.
///
/// A save takes the document's snapshot and file on the main actor, at the call, and writes the
/// bytes off it (see Docs/Documents.md, "When a document is saved"): edits made while the write
/// is in flight stay edited, and the next save writes them.
extension DocumentWindow {
  /// Saves the document to its file and waits until it is written: a snapshot taken now,
  /// written off the main actor atomically (temporary file, fsync, rename) with the file's mode
  /// kept. Saving an unedited document writes it anyway.
  ///
  /// ```swift
  /// try await window.save()
  /// ```
  ///
  /// - Throws: `DocumentError` `.noLocation` for an untitled document, `.readOnly` for a
  ///   read-only file or a viewer, `.writeFailed` when the snapshot or the write fails (the edits
  ///   stay in memory and the next save tries again), and `.conflict` when another program
  ///   changed the file since it was opened or saved: nothing is written and the edits are kept,
  ///   unless `overwritingExternalChanges` is set.
  public func save(overwritingExternalChanges: Bool = false) async throws(DocumentError) {
    try await state.save(
      to: nil, overwriting: overwritingExternalChanges, in: host.graph, makeFile)
  }

  /// Saves the document to `url`, which becomes its location once the write succeeds.
  ///
  /// Only where the document would open again: `url`'s extension must name the type the
  /// document is written as (``contentType``, one the document reads), as SwiftUI's save panel
  /// ensures. Otherwise it throws `DocumentError` `.unreadableLocation` and writes nothing.
  ///
  /// ```swift
  /// try await window.save(to: directory.appendingPathComponent("Untitled.emojiart"))
  /// ```
  public func save(to url: URL) async throws(DocumentError) {
    try state.checkOpensAgain(url, readable: Document.readableContentTypes)
    try await state.save(to: url, overwriting: false, in: host.graph, makeFile)
  }

  /// Starts saving the document if it is edited, has a location and is not read-only, as
  /// SwiftUI's autosave does, and returns whether it started a write. It does not wait for the
  /// write: a failure is reported as `documentSaveFailed`; `savesFinished()` waits.
  ///
  /// ```swift
  /// window.autosave()
  /// await window.savesFinished()
  /// ```
  @discardableResult
  public func autosave() -> Bool {
    state.autosave(in: host.graph, makeFile)
  }

  /// Waits until every write started so far has finished and its outcome is applied
  /// (`isEdited`, `fileURL`). `host.settle()` waits for them too.
  public func savesFinished() async {
    await state.savesFinished()
  }

  /// Throws away the edits: reads the file again, shows the document read from it with fresh
  /// view state, and empties the undo stack. The name is `NSDocument`'s ("Revert To Saved" in
  /// the File menu), SwiftUI having none of its own.
  ///
  /// ```swift
  /// try await window.revertToSaved()
  /// window.isEdited  // false
  /// ```
  ///
  /// It waits for pending writes first, so it reads the newest save. It is also how to take
  /// another program's version after a `.conflict`.
  ///
  /// - Throws: `DocumentError` `.noLocation` for an untitled document, or the error reading the
  ///   file (missing, corrupt, …); the document, its edits and its undo stack are kept then.
  public func revertToSaved() async throws(DocumentError) {
    let (reverted, file) = try await state.documentToRevertTo { try Document(configuration: $0) }
    undoManager.removeAllActions()
    state.didRevert(to: file)
    replaceDocument(with: reverted)
  }

  /// Closes the window: an edited document with a location is saved first, never silently
  /// dropped, and every pending write is waited for. If that save fails the window stays open
  /// and the error is thrown. A viewer's edits are dropped: it never saves.
  ///
  /// - Throws: `DocumentError` `.noLocation` for an edited untitled document (save it with
  ///   `save(to:)` first), or the error of the failed save.
  public func close() async throws(DocumentError) {
    try await state.saveBeforeClosing(in: host.graph, makeFile)
    undoManager.removeAllActions(withTarget: document)
  }

  /// The file to save: the snapshot and its file wrapper, both made on the main actor.
  private func makeFile() throws -> FileItem {
    let configuration = FileDocumentWriteConfiguration(
      contentType: state.contentType, existingFile: state.savedFile)
    let snapshot = try document.snapshot(contentType: configuration.contentType)
    return try document.fileWrapper(snapshot: snapshot, configuration: configuration)
  }
}
