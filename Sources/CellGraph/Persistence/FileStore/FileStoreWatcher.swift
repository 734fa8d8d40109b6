import CellGraphCore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileStore {
  /// How a `FileStore` notices changes that other processes (or other `FileStore` objects) make
  /// to its file.
  ///
  /// ```swift
  /// let store = FileStore(url: settingsURL, changeDetection: .polling(every: .milliseconds(250)))
  /// ```
  public enum ChangeDetection: Sendable, Equatable {
    /// inotify where the system has it (Linux); elsewhere, polling every second.
    case automatic
    /// Checks the file's identity (device, inode, size, modification and change times) every
    /// `interval`, on any system. Changes arrive up to `interval` late.
    case polling(every: Duration)
  }
}

/// Calls `onChange` on a background thread when the store's file may have changed: replaced,
/// rewritten, moved, deleted, or its directory removed and created again.
///
/// - **inotify** (Linux, `.automatic`): see `InotifyWatches`. The thread blocks in `poll` on the
///   inotify descriptor and a wake pipe.
/// - **polling** (`.polling(every:)`, and `.automatic` where inotify is absent): the thread waits
///   `interval` in `poll` on the wake pipe, then compares the file's identity with the last one.
///
/// Both call `onChange` once when they start (the file may have changed since the store read
/// it). `stop()` writes to the pipe; the thread closes its descriptors and ends.
final class FileStoreWatcher: Sendable {
  private let wakeWriteFD: Int32

  /// Starts watching `disk`'s file, or returns `nil` when no thread could be set up.
  init?(
    disk: FileStoreDisk, detection: FileStore.ChangeDetection,
    onChange: @escaping @Sendable () -> Void
  ) {
    var pipeFDs: [Int32] = [0, 0]
    guard pipe(&pipeFDs) == 0 else { return nil }
    wakeWriteFD = pipeFDs[1]
    let wakeReadFD = pipeFDs[0]
    let interval: Duration
    if case .polling(let every) = detection { interval = every } else { interval = .seconds(1) }
    #if os(Linux)
      if detection == .automatic, let watches = InotifyWatches(disk: disk) {
        Self.startThread(named: disk.fileName) {
          watches.run(wakeFD: wakeReadFD, onChange: onChange)
          close(wakeReadFD)
        }
        return
      }
    #endif
    Self.startThread(named: disk.fileName) {
      Self.pollIdentity(disk: disk, every: interval, wakeFD: wakeReadFD, onChange: onChange)
      close(wakeReadFD)
    }
  }

  /// Ends the watching thread.
  func stop() {
    var byte: UInt8 = 1
    _ = write(wakeWriteFD, &byte, 1)
    close(wakeWriteFD)
  }

  private static func startThread(named name: String, _ body: @escaping @Sendable () -> Void) {
    let thread = Thread(block: body)
    thread.name = "FileStore watcher (\(name))"
    thread.start()
  }

  /// The polling loop: every `interval`, the file's identity compared with the last one seen.
  private static func pollIdentity(
    disk: FileStoreDisk, every interval: Duration, wakeFD: Int32, onChange: @Sendable () -> Void
  ) {
    let (seconds, attoseconds) = interval.components
    // At least 1 ms, at most a day (poll takes an Int32 of milliseconds).
    let milliseconds = max(
      1,
      min(86_400_000, Int(min(seconds, 86_400)) * 1000 + Int(attoseconds / 1_000_000_000_000_000)))
    var last = disk.identity()
    onChange()
    var wake = [pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0)]
    while true {
      let ready = poll(&wake, 1, Int32(milliseconds))
      if ready > 0 { return }  // stop()
      if ready < 0 && errno != EINTR { return }
      let now = disk.identity()
      if now != last {
        last = now
        onChange()
      }
    }
  }
}
