import CellGraphCore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
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

/// The file-system operations of a `FileStore`, on the C library directly: the advisory lock,
/// reading the file, the atomic replacement and moving a bad file aside.
///
///     lock  <dir>/.<file>.lock          flock(LOCK_EX) around read-merge-write
///     temp  <dir>/.<file>.tmp-<pid>-<n> flock'd, written, fsync'd, then renamed over the file
///     file  <dir>/<file>                only ever replaced whole (rename is atomic)
///     aside <dir>/<file>.corrupt-<time> a file that did not parse, kept for the user
///
/// When the store's path is a symbolic link, `<dir>/<file>` above is the link's final target
/// (resolved at each write): the link stays a link and the target is replaced.
struct FileStoreDisk: Sendable {
  /// The directory named by the store's path (a link's own directory when the path is a link).
  let directory: String
  /// The store's path as given.
  let path: String
  let fileName: String

  init(url: URL) {
    path = url.path
    directory = url.deletingLastPathComponent().path
    fileName = url.lastPathComponent
  }

  /// Creates the directory (and its parents) if needed.
  func createDirectory() throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return
    }
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw FileStoreError("create directory", directory, code: Self.errorCode(of: error))
    }
  }

  /// Runs `body` holding the store's exclusive advisory lock, shared by every process. The lock
  /// file sits next to the file the store path resolves to, so that processes naming the file
  /// through a link and through its target share one lock.
  func withExclusiveLock<Result>(_ body: () throws -> Result) throws -> Result {
    // Waiting, `withLock` returns only once it ran `body`.
    try withLock(waiting: true, body)!
  }

  /// Runs `body` holding the lock if no one else holds it now; otherwise returns `nil` at once.
  func ifUnlocked<Result>(_ body: () throws -> Result) throws -> Result? {
    try withLock(waiting: false, body)
  }

  private func withLock<Result>(waiting: Bool, _ body: () throws -> Result) throws -> Result? {
    let target = try resolvedPath()
    let lockPath = Self.siblingPath(of: target, prefix: ".", suffix: ".lock")
    let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw FileStoreError("open lock file", lockPath) }
    defer { close(fd) }
    while flock(fd, waiting ? LOCK_EX : LOCK_EX | LOCK_NB) != 0 {
      if errno == EWOULDBLOCK { return nil }
      guard errno == EINTR else { throw FileStoreError("lock", lockPath) }
    }
    defer { flock(fd, LOCK_UN) }
    return try body()
  }

  /// The file's bytes, or `nil` when it does not exist.
  func read() throws -> Data? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw FileStoreError("open", path)
    }
    defer { close(fd) }
    return try readAll(fd, path: path)
  }

  /// Replaces the file with `data` atomically: a temporary file in the target's directory,
  /// flock'd (so no other store takes it for a leftover), given the file's mode (or the umask's
  /// for a new file), written and fsync'd, renamed over the target, then the directory fsync'd
  /// so the rename is durable. Readers (and a crash at any point) see either the old file or the
  /// new one, never a mix.
  func writeAtomically(_ data: Data, serial: Int) throws {
    let target = try resolvedPath()
    let temp = Self.siblingPath(of: target, prefix: ".", suffix: ".tmp-\(getpid())-\(serial)")
    // 0o666 as any new file: the umask decides. An existing file's mode and owner are copied.
    let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard fd >= 0 else { throw FileStoreError("create", temp) }
    var closed = false
    defer { if !closed { close(fd) } }
    do {
      while flock(fd, LOCK_EX) != 0 {
        guard errno == EINTR else { throw FileStoreError("lock", temp) }
      }
      try copyModeAndOwner(of: target, to: fd, temp: temp)
      try writeAll(data, to: fd, path: temp)
      guard fsync(fd) == 0 else { throw FileStoreError("fsync", temp) }
      guard rename(temp, target) == 0 else { throw FileStoreError("rename to \(target)", temp) }
      closed = true
      guard close(fd) == 0 else { throw FileStoreError("close", temp) }
    } catch {
      unlink(temp)
      throw error
    }
    syncDirectory(of: target)
  }

  /// Moves the file (a link's target) aside because it did not parse, and returns where it went.
  /// Never overwrites.
  func moveAside() throws -> String {
    let target = try resolvedPath()
    let stamp = Int(Date().timeIntervalSince1970)
    var aside = "\(target).corrupt-\(stamp)"
    var attempt = 1
    while access(aside, F_OK) == 0 {
      attempt += 1
      aside = "\(target).corrupt-\(stamp)-\(attempt)"
    }
    guard rename(target, aside) == 0 else { throw FileStoreError("move aside to \(aside)", target) }
    syncDirectory(of: target)
    return aside
  }

  /// The new file gets the old one's permission bits and owner, so a private (0600) file stays
  /// private. Changing the owner needs privileges; without them it stays the writer's (a file
  /// owned by someone else is rare in a store directory, and the mode is still copied).
  private func copyModeAndOwner(of target: String, to fd: Int32, temp: String) throws {
    var info = stat()
    guard stat(target, &info) == 0 else { return }  // a new file: the umask applies
    guard fchmod(fd, info.st_mode & 0o7777) == 0 else { throw FileStoreError("chmod", temp) }
    if info.st_uid != geteuid() || info.st_gid != getegid() {
      _ = fchown(fd, info.st_uid, info.st_gid)
    }
  }

  private func syncDirectory(of file: String) {
    let directory = (file as NSString).deletingLastPathComponent
    let fd = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    fsync(fd)
    close(fd)
  }

  /// `<directory of path>/<prefix><name of path><suffix>`.
  static func siblingPath(of path: String, prefix: String, suffix: String) -> String {
    let name = (path as NSString).lastPathComponent
    let directory = (path as NSString).deletingLastPathComponent
    return "\(directory)/\(prefix)\(name)\(suffix)"
  }

  private static func errorCode(of error: any Error) -> Int32 {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain { return Int32(underlying.code) }
    if (error as NSError).domain == NSPOSIXErrorDomain { return Int32((error as NSError).code) }
    return EACCES
  }
}

/// Reads `fd` to its end.
func readAll(_ fd: Int32, path: String) throws -> Data {
  var data = Data()
  var buffer = [UInt8](repeating: 0, count: 64 * 1024)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if count < 0 {
      if errno == EINTR { continue }
      throw FileStoreError("read", path)
    }
    if count == 0 { return data }
    data.append(contentsOf: buffer[0..<count])
  }
}

/// Writes all of `data` to `fd`.
func writeAll(_ data: Data, to fd: Int32, path: String) throws {
  try data.withUnsafeBytes { raw in
    var offset = 0
    while offset < raw.count {
      let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw FileStoreError("write", path)
      }
      offset += written
    }
  }
}
