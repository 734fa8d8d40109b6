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

extension FileStoreDisk {
  /// Why the store must not write its path, or `nil` when it may. A store writes only a file it
  /// (or another store on the same path) reads back as itself:
  ///
  /// - not another store's lock file (`.<file>.lock`): renaming a new file over it would split
  ///   that store's `flock` between two inodes, and the next store opened there would read it as
  ///   its data while other processes lock it;
  /// - not another store's temporary (`.<file>.tmp-<pid>-<n>`): that store's cleanup removes it
  ///   once process `<pid>` is gone, values and all.
  ///
  /// (A directory at the path fails the store's read, which keeps it from writing already.)
  func pathRejection() -> String? {
    let target = (try? resolvedPath()) ?? path
    let name = (target as NSString).lastPathComponent
    if name.hasPrefix("."), name.hasSuffix(".lock"), name.count > ".lock".count + 1 {
      let file = String(name.dropFirst().dropLast(".lock".count))
      return "it is the lock file of a store on \"\(file)\""
    }
    if name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards) {
      let serials = name[marker.upperBound...].split(
        separator: "-", omittingEmptySubsequences: false)
      if serials.count == 2, serials.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) {
        let file = String(name[name.index(after: name.startIndex)..<marker.lowerBound])
        return "it is named as a temporary file of a store on \"\(file)\", which that store removes"
      }
    }
    return nil
  }
}
