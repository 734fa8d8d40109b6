import CellGraphCore
import Foundation

/// Saving: the file is made on the main actor, written off it, and the outcome applied back on
/// the main actor.
///
///     save()  ─▶ checks (location, read-only) ─▶ makeFile() ─▶ freeze ─▶ writer queue
///                state S written = currentState                            │
///     edits go on: currentState moves on, the document stays edited        │
///     finish ◀─────────────────────────────────────────────────────────────┘
///       success: savedState = S, location = url (edited again only if S ≠ currentState)
///       failure: nothing changes; the edits stay, the next save tries again
///
/// Each write is a task of the host's graph, so `ViewHost.settle()` waits for it as it waits for
/// `.task` work, and so does `savesFinished()`.
extension DocumentFileState {
  /// The outcome of one write, once it finished.
  typealias Write = Task<Result<Void, DocumentError>, Never>

  /// Starts writing `makeFile()` to `url` and returns the write, to be awaited for its outcome.
  ///
  /// Throws at once, writing nothing, when there is no way to save: a viewer, or the document's
  /// own read-only file; and when `makeFile()` throws. A write that fails later is given to
  /// `failed` (an autosave reports it) before its task finishes.
  func startSave(
    to url: URL, overwriting: Bool, in graph: Graph,
    failed: (@MainActor (DocumentError) -> Void)? = nil, _ makeFile: () throws -> FileItem
  ) throws(DocumentError) -> Write {
    if isViewer {
      throw DocumentError(
        .readOnly, url: url,
        detail: "it is open in a viewer, which never saves; the edits are kept in memory")
    }
    if url == fileURL && isReadOnly {
      throw DocumentError(
        .readOnly, url: url, detail: "save it to another file with save(to:); the edits are kept")
    }
    let file: FileItem
    do {
      file = try makeFile()
    } catch {
      throw DocumentError(.writeFailed, url: url, detail: "\(error)")
    }
    let frozen = file.frozen
    let state = currentState
    lastWriteStarted = (state, url)
    writesStarted += 1
    let sequence = writesStarted
    let id = graph.feature(RunningTasks.self).reserveID()
    // Queued now, in the order the saves start (see `DocumentWriter.startWrite`).
    let queued = writer.startWrite(frozen, to: url, overwriting: overwriting)
    let graphHandle = graph.handle
    let write = Write { @MainActor in
      let outcome = await queued.outcome
      switch outcome {
      case .success:
        self.didWrite(file, state: state, to: url, sequence: sequence)
      case .failure(let error):
        // A failed write covers nothing: the next autosave writes again.
        if self.lastWriteStarted?.state == state, self.lastWriteStarted?.url == url {
          self.lastWriteStarted = nil
        }
        failed?(error)
      }
      // Read after the write: the save must not keep the host's graph alive.
      graphHandle.graph?.feature(RunningTasks.self).finished(id)
      return outcome
    }
    // Kept with the host's `.task` work, so that `ViewHost.settle()` waits for it too.
    graph.feature(RunningTasks.self).keep(Task { _ = await write.value }, as: id)
    pendingWrites.append(write)
    return write
  }

  /// Applies a finished write of `state` to `url`. The queue writes in the order the saves
  /// started; should the main actor see two outcomes out of that order, the older one is
  /// ignored, since the newer one is the file on disk.
  private func didWrite(_ file: FileItem, state: Int, to url: URL, sequence: Int) {
    guard sequence > newestWriteApplied else { return }
    newestWriteApplied = sequence
    fileURL = url
    savedFile = file
    savedState = state
    isReadOnly = false
    readOnlyEditReported = false
  }

  /// Waits until every write started so far has finished and been applied.
  func savesFinished() async {
    while let write = pendingWrites.first {
      _ = await write.value
      pendingWrites.removeFirst()
    }
  }

  /// Whether a started write already covers the current state at the current location, so an
  /// autosave has nothing to add.
  var isCurrentStateBeingWritten: Bool {
    lastWriteStarted?.state == currentState && lastWriteStarted?.url == fileURL
  }

  // MARK: Autosaving

  /// After a change of the undo stack: schedules `autosave` for the end of `graph`'s event when
  /// the document is edited, once per event; a failure goes to `report` and is retried at the
  /// end of the next event that changes the document.
  func scheduleAutosave(in graph: Graph, _ autosave: @escaping @MainActor () -> Void) {
    guard isEdited, fileURL != nil, !isViewer, !isAutosaveScheduled else { return }
    isAutosaveScheduled = true
    UndoEvent.afterEnd(of: graph) { [weak self] in
      self?.isAutosaveScheduled = false
      autosave()
    }
  }

  static func autosaveFailure(_ error: DocumentError) -> Diagnostic {
    Diagnostic(
      kind: .documentSaveFailed,
      message: """
        Autosaving failed: \(error) The edits are kept in memory and the document stays \
        edited; the next edit or save tries again.
        """)
  }
}

/// The saving operations both windows offer, written once: each window gives its host's graph and
/// how to make the file from its document.
extension DocumentFileState {
  /// Saves to `url` (the document's own file when `nil`) and waits for the write.
  func save(
    to url: URL?, overwriting: Bool, in graph: Graph, _ makeFile: () throws -> FileItem
  ) async throws(DocumentError) {
    guard let url = url ?? fileURL else {
      throw DocumentError(.noLocation, url: nil, detail: "")
    }
    let write = try startSave(to: url, overwriting: overwriting, in: graph, makeFile)
    try await write.value.get()
  }

  /// Starts writing an edited document with a location, unless a write of this very state is
  /// already under way or the file is read-only; a failure is reported on `graph`.
  func autosave(in graph: Graph, _ makeFile: () throws -> FileItem) -> Bool {
    guard isEdited, let fileURL, !isReadOnly, !isCurrentStateBeingWritten else { return false }
    let graphHandle = graph.handle
    let report: @MainActor (DocumentError) -> Void = { error in
      graphHandle.graph?.report(Self.autosaveFailure(error))
    }
    do {
      _ = try startSave(to: fileURL, overwriting: false, in: graph, failed: report, makeFile)
    } catch {
      report(error)
    }
    return true
  }

  /// Saves an edited document before its window closes, then waits for every write.
  ///
  /// A viewer's edits are dropped: they were reported as unsaveable at the first edit, and a
  /// viewer never saves.
  func saveBeforeClosing(in graph: Graph, _ makeFile: () throws -> FileItem)
    async throws(DocumentError)
  {
    if isEdited && !isViewer {
      try await save(to: nil, overwriting: false, in: graph, makeFile)
    }
    await savesFinished()
  }
}

extension DocumentFileState {
  /// The document read again from its file as it is on disk now, once every pending write has
  /// finished, and the file it was read from: for revert to saved, whose caller then empties its
  /// undo stack, calls `didRevert(to:)` with the file and shows the document. `read` is the
  /// document type's initializer.
  func documentToRevertTo<Document>(
    _ read: (FileDocumentReadConfiguration) throws -> Document
  ) async throws(DocumentError) -> (document: Document, file: FileItem) {
    guard let url = fileURL else {
      throw DocumentError(
        .noLocation, url: nil, detail: "an untitled document has no saved version to revert to")
    }
    await savesFinished()
    let file = try Self.read(url)
    do {
      return (try read(FileDocumentReadConfiguration(contentType: contentType, file: file)), file)
    } catch {
      throw Self.rejection(of: file, at: url, error)
    }
  }
}
