import CellGraphCore
import Foundation
import Synchronization

/// A store that keeps its values in a JSON file, safe between processes, that notices changes
/// made by other processes.
///
/// - **Atomic.** Every write replaces the whole file: a temporary file in the same directory is
///   written and fsync'd, then renamed over the file, and the directory is fsync'd. A reader, or a
///   process killed in the middle of a write, sees the old file or the new one, never a mix.
/// - **Safe between processes.** A write takes an advisory lock (`flock` on a sidecar
///   `.<file>.lock`), re-reads the file, applies only the keys this store changed, and writes the
///   result. Two processes writing different keys never lose each other's values.
/// - **Watching.** A background thread watches the directory with inotify (or, with
///   `.polling(every:)` and where inotify is absent, checks the file on a timer). When another
///   process replaces the file, the store re-reads it, compares it key by key with what it knew,
///   and reports only the keys whose values changed. Its own writes are not reported again. The
///   directory may be removed and created again: the watch follows it.
/// - **Keeps the file's mode; writes through links.** A `0600` file stays `0600` (a new one gets
///   `0666` less the umask); when the path is a symbolic link, its target is replaced and the
///   link stays. A temporary file left by a writer killed mid-write is removed by the next store
///   opened on the file, never one a live writer is using.
/// - **Never overwrites a bad file.** A file that does not parse is moved aside to
///   `<file>.corrupt-<time>`, every line that still holds a whole key and value is kept, and a
///   `storeFileCorrupt` diagnostic names both files. A file that cannot be read
///   (`storeReadFailed`) is not written over. When the directory is not writable, the values stay
///   in memory, `storeWriteFailed` is reported, and the next write (or ``retryPendingWrites()``)
///   tries again.
///
/// ```swift
/// let store = FileStore(directory: URL(fileURLWithPath: "/home/ada/.config/notes"),
///                       name: "settings")  // settings.json
/// store[.volume] = 0.8
/// ContentView().storage(store)
/// ```
///
/// Use one `FileStore` per file in a process and share it; a second object on the same file
/// behaves like another process (its changes arrive through the watcher).
public final class FileStore: KeyValueStore {
  /// The store's file.
  public let url: URL
  public let name: String
  public let changeFeed = StoreChangeFeed()

  let disk: FileStoreDisk
  let state: Mutex<FileStoreState>
  /// Serialises this process's disk operations on the file (the flock serialises processes).
  let diskAccess = Mutex(0)
  /// The identity of the file as this store last wrote or read it; the watcher ignores events
  /// that leave it unchanged (this store's own writes).
  let lastSeen = Mutex<FileIdentity?>(nil)
  /// Diagnostics waiting until `diskAccess` is released.
  let queuedDiagnostics = Mutex<[Diagnostic]>([])
  private let watcher: Mutex<FileStoreWatcher?> = Mutex(nil)

  /// A store in the file at `url`, created (with its directory) on the first write. Other
  /// processes' changes are noticed as `changeDetection` says: by default through inotify on
  /// Linux, and by checking the file every second elsewhere.
  ///
  /// ```swift
  /// let store = FileStore(url: URL(fileURLWithPath: "/home/ada/.config/notes/settings.json"))
  /// ```
  public init(url: URL, changeDetection: ChangeDetection = .automatic) {
    self.url = url
    name = "FileStore(\(url.lastPathComponent))"
    disk = FileStoreDisk(url: url)
    state = Mutex(FileStoreState())
    load()
    startWatching(changeDetection)
  }

  /// A store in `<directory>/<name>.json`.
  ///
  /// ```swift
  /// let store = FileStore(directory: configDirectory, name: "settings")  // settings.json
  /// ```
  public convenience init(
    directory: URL, name: String, changeDetection: ChangeDetection = .automatic
  ) {
    self.init(
      url: directory.appendingPathComponent("\(name).json"), changeDetection: changeDetection)
  }

  deinit {
    watcher.withLock { $0?.stop() }
  }

  public func data(forKey key: String) -> Data? {
    state.withLock { $0.entries[key] }
  }

  public var keys: [String] {
    state.withLock { Array($0.entries.keys) }
  }

  /// Stores `data` in memory at once and writes the file before returning. Reports the key
  /// changed; then any keys that the file showed another process had changed.
  public func setData(_ data: Data?, forKey key: String) {
    var data = data
    if let bytes = data, !FileStoreFormat.isStorable(bytes) {
      guard let normalized = FileStoreFormat.normalized(bytes) else {
        changeFeed.report(
          Diagnostic(
            kind: .storageEncodingFailed,
            message: """
              The bytes written for "\(key)" in \(name) are not JSON; the write was ignored and \
              the store keeps its previous value. Pass JSON text, such as JSONEncoder's output.
              """))
        return
      }
      data = normalized
    }
    let changed = state.withLock { state in
      guard state.entries[key] != data else { return false }
      state.entries[key] = data
      state.pending[key] = data.map(PendingWrite.set) ?? .remove
      return true
    }
    guard changed else { return }
    let outside = persist()
    changeFeed.post(StoreChange(key: key, origin: .thisStore))
    for other in outside where other != key {
      changeFeed.post(StoreChange(key: other, origin: .outside))
    }
  }

  /// Writes the values a failed write kept in memory. Returns whether everything is on disk.
  ///
  /// ```swift
  /// if !store.retryPendingWrites() { print(store.diagnostics.last!) }
  /// ```
  @discardableResult
  public func retryPendingWrites() -> Bool {
    for key in persist() { changeFeed.post(StoreChange(key: key, origin: .outside)) }
    return state.withLock { $0.pending.isEmpty }
  }

  /// Whether some values are only in memory because writing the file failed.
  public var hasPendingWrites: Bool {
    state.withLock { !$0.pending.isEmpty }
  }

  // MARK: Watching

  /// Starts the watcher. The directory need not exist: the watcher follows it being created,
  /// removed and created again.
  private func startWatching(_ detection: ChangeDetection) {
    let created = FileStoreWatcher(disk: disk, detection: detection) {
      [weak self] in
      guard let self else { return }
      for key in self.reload() { self.changeFeed.post(StoreChange(key: key, origin: .outside)) }
    }
    watcher.withLock { $0 = created }
  }
}

/// What a `FileStore` knows: the values (the file's as last read, with this process's writes on
/// top) and the writes not yet on disk.
struct FileStoreState: Sendable {
  var entries: [String: Data] = [:]
  var pending: [String: PendingWrite] = [:]
  /// A counter for unique temporary file names.
  var serial = 0
}

/// A change of this process waiting to be merged into the file.
enum PendingWrite: Equatable, Sendable {
  case set(Data)
  case remove
}
