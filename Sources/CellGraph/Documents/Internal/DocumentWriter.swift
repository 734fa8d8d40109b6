import CellGraphCore
import Dispatch
import Foundation
import Synchronization

/// Writes one window's document files off the main actor and detects other programs' changes.
///
///     main actor                         DocumentWriter.queue (one for the process)
///     snapshot, fileWrapper, freeze  ─▶  check the file is the version we know (else conflict)
///     (edits go on meanwhile)            temporary file, fsync, rename, fsync the directory
///     apply the outcome  ◀────────────   remember the new version
///
/// Every document write of the process runs on one serial queue, in the order the saves were
/// started: two saves never write at the same time, to one file or to two. The conflict check
/// runs on the queue right before the write, so it compares the file with the version this
/// window's previous write left, even when that write was still pending when this save began.
final class DocumentWriter: Sendable {
  /// The queue of every document write in the process.
  private static let queue = DispatchQueue(label: "CellGraph.DocumentWriter", qos: .utility)

  /// The file the window last read, wrote or reverted to, and its version on disk then.
  private struct Known {
    var location: URL?
    var version: DiskVersion?
  }

  /// Changed on the queue by a write, or on the main actor by `reset` once no write is pending;
  /// the lock makes each read and change whole.
  private let known: Mutex<Known>

  /// A writer for a document read from `location` (`nil` for an untitled one).
  init(location: URL?) {
    known = Mutex(Known(location: location, version: location.flatMap(DiskVersion.init(of:))))
  }

  /// Takes the file at `location`, as it is now, as the version this window knows: after a
  /// revert read it again. Call only when no write of this writer is pending.
  func reset(location: URL?) {
    let version = location.flatMap(DiskVersion.init(of:))
    known.withLock { $0 = Known(location: location, version: version) }
  }

  /// Queues the write of `file` to `url` on the writer queue now, and returns its outcome to
  /// await.
  ///
  /// The write is queued by this call, not by the task that awaits it: writes run in the order
  /// of the calls, which the main actor makes in the order the saves started. (Queued from inside
  /// an async function, two saves could reach the queue in either order, and the older snapshot
  /// would end on disk while the newer one was taken as saved.)
  ///
  /// Writing over the file this window knows first checks that no other program changed it:
  /// if one did, nothing is written and the outcome is `.conflict`, unless `overwriting`.
  func startWrite(_ file: FrozenFileItem, to url: URL, overwriting: Bool) -> QueuedWrite {
    let queued = QueuedWrite()
    Self.queue.async { queued.finish(self.writeNow(file, to: url, overwriting: overwriting)) }
    return queued
  }

  /// Waits until every write started before the call has finished.
  static func drain() async {
    await withCheckedContinuation { continuation in
      queue.async { continuation.resume() }
    }
  }

  /// Holds the queue until the returned function is first called: writes started meanwhile
  /// wait, so a test can act while a save is in flight, deterministically. Calling the function
  /// again does nothing, so a test can also call it from a `defer`.
  static func holdForTesting() -> @Sendable () -> Void {
    let gate = DispatchSemaphore(value: 0)
    let released = Mutex(false)
    queue.async { gate.wait() }
    return {
      let first = released.withLock { released in
        defer { released = true }
        return !released
      }
      if first { gate.signal() }
    }
  }

  private func writeNow(_ file: FrozenFileItem, to url: URL, overwriting: Bool) -> Result<
    Void, DocumentError
  > {
    let before = known.withLock { $0 }
    if !overwriting, url == before.location, let version = before.version,
      let current = DiskVersion(of: url), current != version
    {
      return .failure(
        DocumentError(
          .conflict, url: url,
          detail: """
            another program changed it since it was opened or saved; nothing was written. Save \
            with overwritingExternalChanges: true to replace it, or revert to saved to see the \
            other version
            """))
    }
    do {
      try file.write(to: url, atomically: true)
    } catch {
      return .failure(DocumentError(.writeFailed, url: url, detail: "\(error)"))
    }
    let version = DiskVersion(of: url)
    known.withLock { $0 = Known(location: url, version: version) }
    return .success(())
  }
}

/// The outcome of a write queued by `DocumentWriter.startWrite`, set on the writer queue and
/// awaited on the main actor.
///
/// Sendable: its one stored property is a `Mutex`, and the outcome and the waiting continuation
/// are only read and changed under it; the continuation is resumed outside the lock, once.
final class QueuedWrite: Sendable {
  typealias Outcome = Result<Void, DocumentError>

  private struct State {
    var outcome: Outcome?
    var waiter: CheckedContinuation<Outcome, Never>?
  }

  private let state = Mutex(State())

  /// Sets the outcome and resumes the task waiting for it, if one is.
  fileprivate func finish(_ outcome: Outcome) {
    let waiter = state.withLock { state in
      state.outcome = outcome
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(returning: outcome)
  }

  /// The outcome, once the write has run. Await it from one task only.
  var outcome: Outcome {
    get async {
      await withCheckedContinuation { continuation in
        let ready = state.withLock { state -> Outcome? in
          if let outcome = state.outcome { return outcome }
          state.waiter = continuation
          return nil
        }
        if let ready { continuation.resume(returning: ready) }
      }
    }
  }
}
