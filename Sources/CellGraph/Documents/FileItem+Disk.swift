import CellGraphCore
import Foundation

/// Reading a file item from disk and writing it back.
extension FileItem {
  /// How `init(url:options:)` reads.
  public struct ReadingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Reads every file now (the only behaviour here: contents are always read eagerly).
    public static let immediate = ReadingOptions(rawValue: 1 << 0)
    /// Accepted for `FileWrapper` compatibility; reading is never memory-mapped here.
    public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
  }

  /// How `write(to:options:originalContentsURL:)` writes.
  public struct WritingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Writes to a temporary item beside the destination, then renames it into place, so the
    /// destination is the old item or the new one, never a mix.
    public static let atomic = WritingOptions(rawValue: 1 << 0)
    /// Accepted for `FileWrapper` compatibility: names are always updated after writing.
    public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
  }

  /// Reads the file or directory at `url`, recursively.
  ///
  /// ```swift
  /// let item = try FileItem(url: documentURL)
  /// ```
  ///
  /// - Throws: `CocoaError(.fileReadNoSuchFile)` when nothing is there, and
  ///   `CocoaError(.fileReadUnknown)` (with the path and the underlying error) when it cannot
  ///   be read.
  public convenience init(url: URL, options: ReadingOptions = []) throws {
    let path = url.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    if isDirectory.boolValue {
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: path)
      } catch {
        throw CocoaError(
          .fileReadUnknown, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: error])
      }
      var children: [String: FileItem] = [:]
      for name in names.sorted() {
        children[name] = try FileItem(url: url.appendingPathComponent(name), options: options)
      }
      self.init(directoryWithFileWrappers: children)
    } else {
      do {
        self.init(regularFileWithContents: try Data(contentsOf: url))
      } catch {
        throw CocoaError(
          .fileReadUnknown, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: error])
      }
    }
    filename = url.lastPathComponent
  }

  /// Writes the item to `url`: a regular file's bytes, or a directory and its children.
  ///
  /// With `.atomic`, a regular file is written to a temporary file in the same directory,
  /// fsync'd, given the mode of the file it replaces, and renamed over it; a directory is written
  /// beside the destination and swapped in.
  ///
  /// ```swift
  /// try item.write(to: url, options: .atomic, originalContentsURL: url)
  /// ```
  ///
  /// - Throws: `CocoaError(.fileWriteUnknown)` (or `.fileWriteOutOfSpace`,
  ///   `.fileWriteNoPermission`) with the path; the destination is left as it was.
  public func write(
    to url: URL, options: WritingOptions = [], originalContentsURL: URL? = nil
  ) throws {
    try frozen.write(to: url, atomically: options.contains(.atomic))
    filename = url.lastPathComponent
  }
}
