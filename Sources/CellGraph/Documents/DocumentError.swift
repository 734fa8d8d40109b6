import CellGraphCore
import Foundation

/// Why a document host could not open or save a document. The file on disk is never changed by a
/// failed open, and a failed save keeps the edits in memory.
///
/// ```swift
/// do {
///   let window = try DocumentWindow(opening: url) { CanvasView(document: $0) }
/// } catch {
///   print(error)  // Cannot open "art.emojiart": the file is empty.
/// }
/// ```
public struct DocumentError: Error, CustomStringConvertible, Sendable {
  /// What went wrong.
  public enum Reason: String, Sendable, Equatable {
    /// There is no file at the location.
    case missing
    /// The file exists but could not be read (permissions, a read error).
    case unreadable
    /// The file's extension names none of the document's readable types.
    case wrongType
    /// The file has no bytes and the document could not be read from nothing.
    case empty
    /// The document's `init(configuration:)` rejected the content.
    case corrupt
    /// The document could not be written; the edits are kept in memory.
    case writeFailed
    /// A document never saved has no location: save it with `save(to:)`.
    case noLocation
    /// Another program changed the file since it was opened or saved; nothing was written.
    case conflict
    /// The file is read-only: the document is open for viewing and cannot be saved over it.
    case readOnly
    /// A file at the location could not be opened again: its extension names no type the
    /// document both writes and reads. Nothing was written.
    case unreadableLocation
  }

  /// What went wrong.
  public let reason: Reason
  /// The file involved, when there is one.
  public let url: URL?
  /// The underlying error or detail, in words.
  public let detail: String

  public init(_ reason: Reason, url: URL?, detail: String) {
    self.reason = reason
    self.url = url
    self.detail = detail
  }

  public var description: String {
    let name = url.map { "\"\($0.lastPathComponent)\"" } ?? "the untitled document"
    let verb =
      [.writeFailed, .noLocation, .conflict, .readOnly, .unreadableLocation].contains(reason)
      ? "save" : "open"
    let what =
      switch reason {
      case .missing: "there is no such file"
      case .unreadable: "the file could not be read"
      case .wrongType: "the file is not of a type this document reads"
      case .empty: "the file is empty"
      case .corrupt: "the file is not a valid document"
      case .writeFailed: "the file could not be written; the edits are kept"
      case .noLocation: "it has no location yet; save it to a file first"
      case .conflict: "the file was changed on disk by another program"
      case .readOnly: "the file is read-only"
      case .unreadableLocation: "a file of that name would not open again; nothing was written"
      }
    return "Cannot \(verb) \(name): \(what)\(detail.isEmpty ? "" : " (\(detail))")."
  }
}
