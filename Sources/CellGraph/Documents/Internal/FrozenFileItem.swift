import CellGraphCore
import Foundation

/// A `FileItem` copied into a value: what a save hands to the writer off the main actor.
///
/// `FileItem` is a mutable class, like `FileWrapper`, and so not `Sendable`; the document builds
/// one on the main actor, and this copy of its bytes and names is what crosses to the writer.
/// `Data` is copy-on-write, so freezing copies no bytes.
enum FrozenFileItem: Sendable {
  case regularFile(Data)
  case directory([String: FrozenFileItem])

  /// How many bytes the item holds, all files together.
  var byteCount: Int {
    switch self {
    case .regularFile(let data): data.count
    case .directory(let children): children.values.reduce(0) { $0 + $1.byteCount }
    }
  }

  /// Writes the item to `url`: a regular file's bytes, or a directory and its children.
  ///
  /// Atomically, a regular file goes through `AtomicFileWriter` (temporary file, fsync, rename,
  /// mode kept); a directory is written beside the destination and swapped in.
  func write(to url: URL, atomically: Bool) throws {
    switch self {
    case .regularFile(let data):
      try AtomicFileWriter(destination: url.path).write(data, atomically: atomically)
    case .directory(let children):
      try Self.writeDirectory(children, to: url, atomically: atomically)
    }
  }

  private static func writeDirectory(
    _ children: [String: FrozenFileItem], to url: URL, atomically: Bool
  ) throws {
    let manager = FileManager.default
    let target =
      atomically
      ? url.deletingLastPathComponent().appendingPathComponent(
        ".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
      : url
    do {
      if atomically { try? manager.removeItem(at: target) }
      try manager.createDirectory(at: target, withIntermediateDirectories: true)
      for (name, child) in children {
        try child.write(to: target.appendingPathComponent(name), atomically: false)
      }
      guard atomically else { return }
      if manager.fileExists(atPath: url.path) {
        // Swap: the old directory moves aside only once the new one is complete, and is
        // deleted only once the new one is in place.
        let aside = url.deletingLastPathComponent().appendingPathComponent(
          ".\(url.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
        try? manager.removeItem(at: aside)
        try manager.moveItem(at: url, to: aside)
        try manager.moveItem(at: target, to: url)
        try? manager.removeItem(at: aside)
      } else {
        try manager.moveItem(at: target, to: url)
      }
    } catch let error as CocoaError {
      if atomically { try? manager.removeItem(at: target) }
      throw error
    } catch {
      if atomically { try? manager.removeItem(at: target) }
      throw CocoaError(
        .fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, NSUnderlyingErrorKey: error])
    }
  }
}

extension FileItem {
  /// The item's content as a value, to be written on another thread.
  var frozen: FrozenFileItem {
    switch content {
    case .regularFile(let data): .regularFile(data)
    case .directory(let children): .directory(children.mapValues(\.frozen))
    }
  }
}
