import CellGraphCore
import Foundation

/// A file or a directory of files in memory, standing in for Foundation's `FileWrapper`, which
/// Linux lacks. `import CellGraphSwiftUI` names it `FileWrapper`.
///
/// A document reads its content from one (`ReadConfiguration.file`) and returns one to be saved
/// (`fileWrapper(configuration:)`). A regular file holds bytes; a directory holds named children.
///
/// ```swift
/// let file = FileItem(regularFileWithContents: Data("hello".utf8))
/// file.regularFileContents  // 5 bytes
///
/// let package = FileItem(directoryWithFileWrappers: [
///   "model.json": FileItem(regularFileWithContents: json),
///   "Images": FileItem(directoryWithFileWrappers: [:]),
/// ])
/// try package.write(to: url, options: .atomic, originalContentsURL: nil)
/// ```
///
/// Like `FileWrapper` it is a mutable class and not `Sendable`: make it, write it and read it on
/// one task.
public final class FileItem {
  enum Content {
    case regularFile(Data)
    case directory([String: FileItem])
  }

  var content: Content

  /// The name the item has in its parent directory, or on disk after reading or writing.
  public var filename: String?
  /// The name the item would like in a directory; the directory picks another on a clash.
  public var preferredFilename: String?

  /// A regular file holding `contents`.
  public init(regularFileWithContents contents: Data) {
    content = .regularFile(contents)
  }

  /// A directory holding `childrenByPreferredName`, each child named by its key.
  public init(directoryWithFileWrappers childrenByPreferredName: [String: FileItem]) {
    for (name, child) in childrenByPreferredName {
      child.preferredFilename = name
      child.filename = name
    }
    content = .directory(childrenByPreferredName)
  }

  /// Whether the item is a regular file.
  public var isRegularFile: Bool {
    if case .regularFile = content { return true }
    return false
  }

  /// Whether the item is a directory.
  public var isDirectory: Bool {
    if case .directory = content { return true }
    return false
  }

  /// A regular file's bytes; `nil` for a directory.
  public var regularFileContents: Data? {
    if case .regularFile(let data) = content { return data }
    return nil
  }

  /// A directory's children by name; `nil` for a regular file.
  public var fileWrappers: [String: FileItem]? {
    if case .directory(let children) = content { return children }
    return nil
  }

  /// Adds `child` to this directory under its preferred name, or the name with ` 2`, ` 3`, …
  /// before the extension when it is taken, and returns the name used.
  ///
  /// Called on a regular file it does nothing and returns `""`.
  @discardableResult
  public func addFileWrapper(_ child: FileItem) -> String {
    guard case .directory(var children) = content else { return "" }
    let wanted = child.preferredFilename ?? child.filename ?? "Untitled"
    var name = wanted
    var attempt = 1
    while children[name] != nil {
      attempt += 1
      let base = (wanted as NSString).deletingPathExtension
      let ext = (wanted as NSString).pathExtension
      name = ext.isEmpty ? "\(base) \(attempt)" : "\(base) \(attempt).\(ext)"
    }
    child.filename = name
    children[name] = child
    content = .directory(children)
    return name
  }

  /// Adds a regular file holding `data` to this directory and returns the name used.
  @discardableResult
  public func addRegularFile(withContents data: Data, preferredFilename: String) -> String {
    let child = FileItem(regularFileWithContents: data)
    child.preferredFilename = preferredFilename
    return addFileWrapper(child)
  }

  /// Removes `child` from this directory, if it is there.
  public func removeFileWrapper(_ child: FileItem) {
    guard case .directory(var children) = content else { return }
    for (name, item) in children where item === child { children[name] = nil }
    content = .directory(children)
  }
}
