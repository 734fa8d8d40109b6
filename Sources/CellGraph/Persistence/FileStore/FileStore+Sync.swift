import CellGraphCore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Loading, writing and re-reading the file: every path that touches the disk runs inside
/// `diskAccess` (one at a time in this process); the paths that write also hold the flock (one at a
/// time across processes).
///
///     setData ─▶ entries, pending ─▶ persist: lock ─ read file ─ apply pending ─ write ─ unlock
///                                             └─▶ keys the file had changed: reported as outside
///     watcher ─▶ reload: read file ─ diff with entries (pending kept on top) ─▶ changed keys
extension FileStore {
  /// How many writes a store makes between two scans for stale temporary files.
  static let writesBetweenTemporaryCleanups = 100

  /// Reads the file when the store is created, and removes the temporary files of writers that
  /// were killed mid-write.
  func load() {
    defer { reportQueuedDiagnostics() }
    diskAccess.withLock { _ in
      // Under the store's lock, when free: no writer is between creating and renaming a
      // temporary then. A lock held now (a writer at work) postpones the cleanup.
      if !disk.temporaries().isEmpty {
        _ = try? disk.ifUnlocked { disk.removeStaleTemporaries() }
      }
      do {
        let entries = try readFile(recoveringWith: [:], holdingLock: false)
        state.withLock { $0.entries = entries }
      } catch {
        reportFailure(error)
      }
    }
  }

  /// Merges this process's pending writes into the file. Returns the keys whose values the file
  /// showed had been changed by someone else since this store last read it.
  func persist() -> [String] {
    defer { reportQueuedDiagnostics() }
    return diskAccess.withLock { _ in
      let (pending, known, serial) = state.withLock { state in
        state.serial += 1
        return (state.pending, state.entries, state.serial)
      }
      guard !pending.isEmpty else { return [] }
      if let rejection = disk.pathRejection() {
        reportRejectedPath(rejection)
        return []
      }
      do {
        try disk.createDirectory()
        let merged = try disk.withExclusiveLock {
          var entries: [String: Data]
          if let identity = disk.identity(), identity == lastSeen.withLock({ $0 }) {
            // The file is the one this store last wrote or read: `known` already holds it.
            entries = known
          } else {
            entries = try readFile(recoveringWith: known, holdingLock: true)
          }
          entries.apply(pending)
          try disk.writeAtomically(FileStoreFormat.encode(entries), serial: serial)
          lastSeen.withLock { $0 = disk.identity() }
          // A long-running process also clears other writers' leftovers now and then.
          if serial % Self.writesBetweenTemporaryCleanups == 0 { disk.removeStaleTemporaries() }
          return entries
        }
        return state.withLock { state in
          for (key, write) in pending where state.pending[key] == write {
            state.pending[key] = nil
          }
          return state.adopt(merged)
        }
      } catch {
        reportFailure(error)
        return []
      }
    }
  }

  /// Re-reads the file after the watcher saw it change. Returns the keys whose values changed.
  func reload() -> [String] {
    defer { reportQueuedDiagnostics() }
    return diskAccess.withLock { _ in
      guard let identity = disk.identity() else {
        // The file was deleted: every value is gone (this process's pending writes stay).
        lastSeen.withLock { $0 = nil }
        return state.withLock { $0.adopt([:]) }
      }
      if identity == lastSeen.withLock({ $0 }) { return [] }  // our own write
      do {
        let known = state.withLock { $0.entries }
        let entries = try readFile(recoveringWith: known, holdingLock: false)
        return state.withLock { $0.adopt(entries) }
      } catch {
        reportFailure(error)
        return []
      }
    }
  }

  /// The file's entries. A file that does not parse is recovered under the lock: moved aside, its
  /// readable lines kept on top of `known`, and the result written as the new file.
  /// `holdingLock` says whether the caller holds the flock already (a second `flock` on another
  /// descriptor of the same file would wait for the first forever).
  private func readFile(recoveringWith known: [String: Data], holdingLock: Bool) throws
    -> [String: Data]
  {
    let identity = disk.identity()
    guard let bytes = try disk.read() else {
      lastSeen.withLock { $0 = nil }
      return [:]
    }
    switch FileStoreFormat.parse(bytes) {
    case .valid(let entries):
      lastSeen.withLock { $0 = identity }
      return entries
    case .corrupt:
      guard holdingLock else {
        return try disk.withExclusiveLock { try readFile(recoveringWith: known, holdingLock: true) }
      }
      // Another process may have replaced the file meanwhile: decide on what is there now.
      guard let current = try disk.read() else { return [:] }
      guard case .corrupt(let salvaged, let problem) = FileStoreFormat.parse(current) else {
        return try readFile(recoveringWith: known, holdingLock: true)
      }
      let aside = try disk.moveAside()
      let recovered = known.merging(salvaged) { $1 }
      let serial = state.withLock { state in
        state.serial += 1
        return state.serial
      }
      try disk.writeAtomically(FileStoreFormat.encode(recovered), serial: serial)
      lastSeen.withLock { $0 = disk.identity() }
      let readable = StorageDiagnostics.count(salvaged.count, "value")
      var kept = "\(readable) that could still be read \(salvaged.count == 1 ? "was" : "were") kept"
      if !known.isEmpty {
        kept +=
          ", on top of the \(StorageDiagnostics.count(known.count, "value")) this process knew"
      }
      queue(
        Diagnostic(
          kind: .storeFileCorrupt,
          message: """
            \(name): \(disk.path) is not a valid store file (\(problem)). It was moved to \
            \(aside) and left there; \(kept), and written to a new \(disk.fileName). Compare the \
            two files and copy back any value the new one lacks; then delete \(aside).
            """))
      return recovered
    }
  }

  /// The store's path is one it must not write (`FileStoreDisk.pathRejection()`).
  private func reportRejectedPath(_ rejection: String) {
    let unsaved = state.withLock { $0.pending.count }
    queue(
      Diagnostic(
        kind: .storePathRejected,
        message: """
          \(name) does not write \(disk.path): \(rejection). Nothing was written; \
          \(StorageDiagnostics.count(unsaved, "value")) not yet written \(unsaved == 1 ? "is" : "are") \
          kept in memory, readable as usual, and lost when the process ends. Give the store a \
          file of its own.
          """))
  }

  private func reportFailure(_ error: any Error) {
    let unsaved = state.withLock { $0.pending.count }
    let verb = unsaved == 1 ? "is" : "are"
    let waiting =
      unsaved == 0
      ? "No value is waiting to be written; new writes are kept in memory"
      : "\(StorageDiagnostics.count(unsaved, "value")) not yet written \(verb) kept in memory"
    let failure = error as? FileStoreError
    if let failure, failure.operation == "open" || failure.operation == "read" {
      queue(
        Diagnostic(
          kind: .storeReadFailed,
          message: """
            \(name) could not read \(disk.path) (\(failure)). It did not write over the file. \
            \(waiting), readable as usual, and written once the file can be read (on the next \
            write, or retryPendingWrites()). Make the file readable by this process.
            """))
    } else {
      queue(
        Diagnostic(
          kind: .storeWriteFailed,
          message: """
            \(name) could not write \(disk.path) (\(error)). \(waiting), readable as usual, and \
            written on the next write or retryPendingWrites(); what is still unwritten when the \
            process ends is lost. Make the directory \(disk.directory) writable (and creatable) \
            by this process.
            """))
    }
  }
}

extension FileStore {
  /// Diagnostics raised while `diskAccess` is held are reported after it is released, so that
  /// whoever receives them may use the store again.
  fileprivate func queue(_ diagnostic: Diagnostic) {
    queuedDiagnostics.withLock { $0.append(diagnostic) }
  }

  fileprivate func reportQueuedDiagnostics() {
    let diagnostics = queuedDiagnostics.withLock { queued in
      defer { queued.removeAll() }
      return queued
    }
    for diagnostic in diagnostics { changeFeed.report(diagnostic) }
  }
}

extension FileStoreState {
  /// Takes `file` as the new contents (with this process's pending writes on top) and returns
  /// the keys whose values differ from before.
  mutating func adopt(_ file: [String: Data]) -> [String] {
    var next = file
    next.apply(pending)
    var changed: [String] = []
    for key in Set(entries.keys).union(next.keys) where entries[key] != next[key] {
      changed.append(key)
    }
    entries = next
    return changed.sorted()
  }
}

extension Dictionary where Key == String, Value == Data {
  mutating func apply(_ writes: [String: PendingWrite]) {
    for (key, write) in writes {
      switch write {
      case .set(let data): self[key] = data
      case .remove: self[key] = nil
      }
    }
  }
}
