import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A failed file-system call of a `FileStore`: the call, the path and the error number.
struct FileStoreError: Error, CustomStringConvertible {
  let operation: String
  let path: String
  let code: Int32

  init(_ operation: String, _ path: String, code: Int32 = errno) {
    self.operation = operation
    self.path = path
    self.code = code
  }

  var description: String { "\(operation) \(path): \(String(cString: strerror(code)))" }
}

/// The file-system operations of a `FileStore`, on Glibc directly: the advisory lock, reading the
/// file, the atomic replacement and moving a bad file aside.
///
///     lock  <dir>/.<file>.lock          flock(LOCK_EX) around read-merge-write
///     temp  <dir>/.<file>.tmp-<pid>-<n> written, fsync'd, then renamed over the file
///     file  <dir>/<file>                only ever replaced whole (rename is atomic)
///     aside <dir>/<file>.corrupt-<time> a file that did not parse, kept for the user
struct FileStoreDisk: Sendable {
  let directory: String
  let path: String
  let lockPath: String
  let fileName: String

  init(url: URL) {
    path = url.path
    directory = url.deletingLastPathComponent().path
    fileName = url.lastPathComponent
    lockPath = "\(directory)/.\(fileName).lock"
  }

  /// Creates the directory (and its parents) if needed.
  func createDirectory() throws {
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw FileStoreError("create directory", directory, code: EACCES)
    }
  }

  /// Runs `body` holding the store's exclusive advisory lock, shared by every process.
  func withExclusiveLock<Result>(_ body: () throws -> Result) throws -> Result {
    let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw FileStoreError("open lock file", lockPath) }
    defer { close(fd) }
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else { throw FileStoreError("lock", lockPath) }
    }
    defer { flock(fd, LOCK_UN) }
    return try body()
  }

  /// The file's bytes, or `nil` when it does not exist.
  func read() throws -> Data? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOENT { return nil }
      throw FileStoreError("open", path)
    }
    defer { close(fd) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileStoreError("read", path)
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  /// Replaces the file with `data` atomically: a temporary file in the same directory, written
  /// and fsync'd, renamed over the file, then the directory fsync'd so the rename is durable.
  /// Readers (and a crash at any point) see either the old file or the new one, never a mix.
  func writeAtomically(_ data: Data, serial: Int) throws {
    let temp = "\(directory)/.\(fileName).tmp-\(getpid())-\(serial)"
    let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw FileStoreError("create", temp) }
    var closed = false
    defer { if !closed { close(fd) } }
    do {
      try data.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
          let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            throw FileStoreError("write", temp)
          }
          offset += written
        }
      }
      guard fsync(fd) == 0 else { throw FileStoreError("fsync", temp) }
      closed = true
      guard close(fd) == 0 else { throw FileStoreError("close", temp) }
      guard rename(temp, path) == 0 else { throw FileStoreError("rename to \(path)", temp) }
    } catch {
      unlink(temp)
      throw error
    }
    syncDirectory()
  }

  /// Moves the file aside (it did not parse) and returns where it went. Never overwrites.
  func moveAside() throws -> String {
    let stamp = Int(Date().timeIntervalSince1970)
    var aside = "\(path).corrupt-\(stamp)"
    var attempt = 1
    while access(aside, F_OK) == 0 {
      attempt += 1
      aside = "\(path).corrupt-\(stamp)-\(attempt)"
    }
    guard rename(path, aside) == 0 else { throw FileStoreError("move aside to \(aside)", path) }
    syncDirectory()
    return aside
  }

  private func syncDirectory() {
    let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    fsync(fd)
    close(fd)
  }
}

/// What identifies one version of the file: a new file (a rename) has a new inode, an in-place
/// rewrite a new size or modification time.
struct FileIdentity: Equatable, Sendable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let modifiedSeconds: Int
  let modifiedNanoseconds: Int
}

extension FileStoreDisk {
  /// The identity of the file now, or `nil` when it does not exist.
  func identity() -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileIdentity(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modifiedSeconds: Int(info.st_mtim.tv_sec), modifiedNanoseconds: Int(info.st_mtim.tv_nsec))
  }
}
