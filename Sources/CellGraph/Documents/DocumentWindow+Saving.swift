import Foundation

/// Saving and closing.
extension DocumentWindow {
  /// Saves the document to its file: a snapshot taken now, written atomically (temporary file,
  /// fsync, rename) with the file's mode kept. Saving an unedited document writes it anyway.
  ///
  /// - Throws: `DocumentError` `.noLocation` for an untitled document, `.writeFailed` when the
  ///   snapshot or the write fails; the edits stay in memory and the next save tries again.
  ///
  /// With `overwritingExternalChanges` off (the default), a file another program changed since
  /// it was opened or saved is not written: `.conflict` is thrown and the edits are kept.
  public func save(overwritingExternalChanges: Bool = false) throws(DocumentError) {
    guard let fileURL else {
      throw DocumentError(.noLocation, url: nil, detail: "")
    }
    try write(to: fileURL, overwriting: overwritingExternalChanges)
  }

  /// Saves the document to `url`, which becomes its location.
  ///
  /// ```swift
  /// try window.save(to: directory.appendingPathComponent("Untitled.emojiart"))
  /// ```
  public func save(to url: URL) throws(DocumentError) {
    try write(to: url, overwriting: false)
  }

  private func write(to url: URL, overwriting: Bool) throws(DocumentError) {
    let configuration = FileDocumentWriteConfiguration(
      contentType: state.contentType, existingFile: state.savedFile)
    try state.save(to: url, overwriting: overwriting) {
      let snapshot = try document.snapshot(contentType: configuration.contentType)
      return try document.fileWrapper(snapshot: snapshot, configuration: configuration)
    }
  }

  /// Saves the document if it is edited and has a location, as SwiftUI's autosave does; returns
  /// whether it wrote.
  @discardableResult
  public func autosave() throws(DocumentError) -> Bool {
    guard isEdited, fileURL != nil else { return false }
    try save()
    return true
  }

  /// Closes the window: an edited document with a location is saved first, never silently
  /// dropped. If that save fails the window stays open and the error is thrown.
  ///
  /// - Throws: `DocumentError` `.noLocation` for an edited untitled document (save it with
  ///   `save(to:)` first), or the error of the failed save.
  public func close() throws(DocumentError) {
    if isEdited && fileURL == nil { throw DocumentError(.noLocation, url: nil, detail: "") }
    try autosave()
    undoManager.removeAllActions(withTarget: document)
  }
}
