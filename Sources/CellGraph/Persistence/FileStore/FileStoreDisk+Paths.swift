import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What identifies one version of the file: a new file (a rename) has a new inode, an in-place
/// rewrite a new size or modification time (the change time catches a rewrite within the
/// modification time's resolution).
struct FileIdentity: Equatable, Sendable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let modifiedSeconds: Int
  let modifiedNanoseconds: Int
  let changedSeconds: Int
  let changedNanoseconds: Int

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    #if canImport(Darwin)
      (modifiedSeconds, modifiedNanoseconds) = (
        Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec)
      )
      (changedSeconds, changedNanoseconds) = (
        Int(info.st_ctimespec.tv_sec), Int(info.st_ctimespec.tv_nsec)
      )
    #else
      (modifiedSeconds, modifiedNanoseconds) = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
      (changedSeconds, changedNanoseconds) = (Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec))
    #endif
  }
}

extension FileStoreDisk {
  /// The identity of the file now (through links), or `nil` when it does not exist.
  func identity() -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileIdentity(info)
  }

  /// The path the store's path resolves to when its last component is a symbolic link (followed
  /// link by link, relative links against their own directory), else the path itself. A link
  /// whose target does not exist yet resolves to that target, which the first write creates.
  func resolvedPath() throws -> String {
    var current = path
    for _ in 0..<32 {
      var info = stat()
      guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length >= 0 else { throw FileStoreError("read link", current) }
      let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        target.hasPrefix("/")
        ? target : "\((current as NSString).deletingLastPathComponent)/\(target)"
    }
    throw FileStoreError("resolve link", path, code: ELOOP)
  }

  /// The files to watch for changes: the store's path and, when it is a link, what it resolves
  /// to now.
  func watchedPaths() -> [String] {
    guard let target = try? resolvedPath(), target != path else { return [path] }
    return [path, target]
  }
}
