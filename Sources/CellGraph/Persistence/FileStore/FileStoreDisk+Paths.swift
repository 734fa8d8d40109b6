import CellGraphCore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileStoreDisk {
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
