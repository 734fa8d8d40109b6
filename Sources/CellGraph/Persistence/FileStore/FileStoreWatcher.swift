import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Watches a store file's directory with inotify on a background thread and calls `onChange`
/// when the file is replaced, rewritten, moved or deleted.
///
/// The directory is watched, not the file: an atomic writer replaces the file by renaming a new
/// one over it (`IN_MOVED_TO`), which a watch on the old file's inode would never see. Events for
/// other names (the lock, temporary files) are ignored; the events of one `read` are coalesced
/// into one call. The thread blocks in `poll` on the inotify descriptor and a pipe; `stop()`
/// writes to the pipe, and the thread closes both descriptors and ends.
final class FileStoreWatcher: Sendable {
  private let wakeWriteFD: Int32

  /// Starts watching, or returns `nil` when inotify is not available for the directory.
  init?(directory: String, fileName: String, onChange: @escaping @Sendable () -> Void) {
    let inotifyFD = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard inotifyFD >= 0 else { return nil }
    let mask = UInt32(IN_MOVED_TO | IN_CLOSE_WRITE | IN_DELETE | IN_MOVED_FROM)
    guard inotify_add_watch(inotifyFD, directory, mask) >= 0 else {
      close(inotifyFD)
      return nil
    }
    var pipeFDs: [Int32] = [0, 0]
    guard pipe(&pipeFDs) == 0 else {
      close(inotifyFD)
      return nil
    }
    wakeWriteFD = pipeFDs[1]
    let wakeReadFD = pipeFDs[0]
    let name = Array(fileName.utf8)
    let thread = Thread {
      Self.run(inotifyFD: inotifyFD, wakeFD: wakeReadFD, fileName: name, onChange: onChange)
      close(inotifyFD)
      close(wakeReadFD)
    }
    thread.name = "FileStore watcher (\(fileName))"
    thread.start()
  }

  /// Ends the watching thread.
  func stop() {
    var byte: UInt8 = 1
    _ = write(wakeWriteFD, &byte, 1)
    close(wakeWriteFD)
  }

  private static func run(
    inotifyFD: Int32, wakeFD: Int32, fileName: [UInt8], onChange: @Sendable () -> Void
  ) {
    var descriptors = [
      pollfd(fd: inotifyFD, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0),
    ]
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      let ready = poll(&descriptors, 2, -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return
      }
      if descriptors[1].revents != 0 { return }
      var relevant = false
      while true {
        let count = buffer.withUnsafeMutableBytes { read(inotifyFD, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        relevant = relevant || containsEvent(for: fileName, in: buffer[0..<count])
      }
      if relevant { onChange() }
    }
  }

  /// Whether the events in `bytes` (`struct inotify_event` records: wd, mask, cookie, len, then
  /// `len` bytes of NUL-padded name) name the file.
  private static func containsEvent(for fileName: [UInt8], in bytes: ArraySlice<UInt8>) -> Bool {
    let header = MemoryLayout<inotify_event>.size
    var offset = bytes.startIndex
    while offset + header <= bytes.endIndex {
      let length = bytes.withUnsafeBytes {
        Int($0.loadUnaligned(fromByteOffset: offset - bytes.startIndex + 12, as: UInt32.self))
      }
      let nameStart = offset + header
      let nameEnd = min(nameStart + length, bytes.endIndex)
      let name = bytes[nameStart..<nameEnd].prefix { $0 != 0 }
      if name.elementsEqual(fileName) { return true }
      offset = nameEnd
    }
    return false
  }
}
