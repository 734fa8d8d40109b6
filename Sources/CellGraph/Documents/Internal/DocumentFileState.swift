import Foundation

/// What every document window tracks about its file: where it is, the type it is saved as, the
/// file as last read or saved, and whether the document is edited.
///
/// Edited follows `NSDocument`'s change count, driven by the window's undo stack:
///
///     edit (undo registered) +1    undo −1    redo +1
///     edited  ⇔  changeCount ≠ the count at the last read or save
///
/// so undoing back to the saved state clears the mark and redoing sets it again.
@MainActor
final class DocumentFileState {
  /// Where the document is saved; `nil` for an untitled document never saved.
  var fileURL: URL?
  /// The type the document is saved as.
  let contentType: ContentType
  /// The file as last read or saved, given to the document as `existingFile`.
  var savedFile: FileItem?
  /// Edits done minus edits undone since the document was opened.
  private var changeCount = 0
  /// `changeCount` when the document was last read or saved; `nil` when no undo can reach it.
  private var savedChangeCount: Int? = 0

  /// The file's identity on disk when it was last read or saved, to notice another program's
  /// write before ours replaces it.
  private var diskVersion: DiskVersion?

  init(fileURL: URL?, contentType: ContentType, savedFile: FileItem?) {
    self.fileURL = fileURL
    self.contentType = contentType
    self.savedFile = savedFile
    diskVersion = fileURL.flatMap(DiskVersion.init(of:))
    isReadOnly = fileURL.map(Self.isReadOnly(_:)) ?? false
  }

  /// Whether the file cannot be written: the document opens for viewing, and saving over it
  /// throws `.readOnly`.
  private(set) var isReadOnly: Bool
  /// Whether the first edit of a read-only document was reported.
  private var readOnlyEditReported = false

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

  var isEdited: Bool { savedChangeCount != changeCount }

  /// Counts `change` of the window's undo stack.
  func count(_ change: UndoStackChange) {
    switch change {
    case .done, .redone: changeCount += 1
    case .undone: changeCount -= 1
    case .cleared:
      // The saved state can no longer be reached by undo or redo.
      if isEdited { savedChangeCount = nil }
    }
  }

  /// Writes `makeFile()` to `url` atomically; on success `url` is the location and the document
  /// is saved as of the count when the write began.
  ///
  /// Saving over the document's own file first checks that no other program changed it since it
  /// was read or saved: if one did, nothing is written and `.conflict` is thrown (both versions
  /// are kept: the other program's on disk, the edits in memory) unless `overwriting` is set.
  func save(to url: URL, overwriting: Bool = false, _ makeFile: () throws -> FileItem)
    throws(DocumentError)
  {
    if url == fileURL && isReadOnly {
      throw DocumentError(
        .readOnly, url: url, detail: "save it to another file with save(to:); the edits are kept")
    }
    if !overwriting, url == fileURL, let known = diskVersion,
      let current = DiskVersion(of: url), current != known
    {
      throw DocumentError(
        .conflict, url: url,
        detail: """
          another program changed it since it was opened or saved; nothing was written. Save \
          with overwritingExternalChanges: true to replace it, or open it again to see the \
          other version
          """)
    }
    let written = changeCount
    let file: FileItem
    do {
      file = try makeFile()
      try file.write(to: url, options: .atomic, originalContentsURL: fileURL)
    } catch {
      throw DocumentError(.writeFailed, url: url, detail: "\(error)")
    }
    fileURL = url
    savedFile = file
    savedChangeCount = written
    diskVersion = DiskVersion(of: url)
    isReadOnly = false
    readOnlyEditReported = false
  }

  var displayName: String {
    fileURL.map { "\"\($0.lastPathComponent)\"" } ?? "the untitled document"
  }

  // MARK: Autosaving

  /// Whether an autosave is already scheduled for the end of the current event.
  private var isAutosaveScheduled = false

  /// After a change of the undo stack: schedules `autosave` for the end of the event when the
  /// document is edited, once per event; a failure goes to `report` and is retried at the end of
  /// the next event that changes the document.
  func scheduleAutosave(
    _ autosave: @escaping @MainActor () throws(DocumentError) -> Void,
    report: @escaping @MainActor (Diagnostic) -> Void
  ) {
    guard isEdited, fileURL != nil, !isAutosaveScheduled else { return }
    isAutosaveScheduled = true
    UndoEvent.afterEnd { [weak self] in
      self?.isAutosaveScheduled = false
      do throws(DocumentError) {
        try autosave()
      } catch {
        report(
          Diagnostic(
            kind: .documentSaveFailed,
            message: """
              Autosaving failed: \(error) The edits are kept in memory and the document stays \
              edited; the next edit or save tries again.
              """))
      }
    }
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
