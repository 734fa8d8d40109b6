import CellGraphCore
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces one regular file with new bytes, atomically and durably, keeping its mode.
///
///     <dir>/.<name>.save-<pid>-<n>   created with the old file's mode (0644 for a new file),
///                                    written in full, fsync'd
///     rename over <dir>/<name>       atomic: readers see the old bytes or the new, never a mix
///     fsync <dir>                    the rename survives a crash
///
/// Any failure removes the temporary file and leaves the destination untouched.
struct AtomicFileWriter {
  let destination: String

  /// Distinguishes the temporary files of concurrent saves in one process.
  private static let serial = Serial()

  func write(_ data: Data, atomically: Bool) throws {
    let directory = (destination as NSString).deletingLastPathComponent
    let name = (destination as NSString).lastPathComponent
    var status = stat()
    let mode: mode_t = stat(destination, &status) == 0 ? status.st_mode & 0o7777 : 0o644
    let path =
      atomically
      ? "\(directory.isEmpty ? "." : directory)/.\(name).save-\(getpid())-\(Self.serial.next())"
      : destination
    let flags = O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | (atomically ? O_EXCL : 0)
    let fd = open(path, flags, mode)
    guard fd >= 0 else { throw failure("create", path) }
    var isOpen = true
    defer { if isOpen { close(fd) } }
    do {
      // open() applies the umask; the replaced file's mode is kept exactly.
      guard fchmod(fd, mode) == 0 else { throw failure("set the mode of", path) }
      try data.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
          let count = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
          if count < 0 {
            if errno == EINTR { continue }
            throw failure("write", path)
          }
          offset += count
        }
      }
      guard fsync(fd) == 0 else { throw failure("fsync", path) }
      isOpen = false
      guard close(fd) == 0 else { throw failure("close", path) }
      if atomically {
        guard rename(path, destination) == 0 else { throw failure("rename over", destination) }
        let directoryFD = open(
          directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
          fsync(directoryFD)
          close(directoryFD)
        }
      }
    } catch {
      if atomically { unlink(path) }
      throw error
    }
  }

  /// A `CocoaError` for a failed call, by the error number in `errno`.
  private func failure(_ operation: String, _ path: String) -> CocoaError {
    let code = errno
    let kind: CocoaError.Code =
      switch code {
      case ENOSPC, EDQUOT: .fileWriteOutOfSpace
      case EACCES, EPERM, EROFS: .fileWriteNoPermission
      default: .fileWriteUnknown
      }
    return CocoaError(
      kind,
      userInfo: [
        NSFilePathErrorKey: destination,
        NSLocalizedFailureReasonErrorKey:
          "could not \(operation) \(path): \(String(cString: strerror(code)))",
      ])
  }
}

/// A counter shared by every writer in the process.
private final class Serial: Sendable {
  private let value = Mutex(0)

  func next() -> Int {
    value.withLock { value in
      value += 1
      return value
    }
  }
}

/// `write(2)` from Glibc or Darwin, named apart from the writer's own `write` method.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
