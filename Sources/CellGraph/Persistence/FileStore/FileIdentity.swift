import CellGraphCore
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
}
