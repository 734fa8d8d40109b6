import CellGraphCore

/// A document whose content is a value, edited through a binding: SwiftUI's `FileDocument`.
///
/// The document host owns the value; an editor receives a binding to it, and every write through
/// that binding is an edit: it marks the document edited and registers an undo, as SwiftUI does.
///
/// ```swift
/// struct TextFile: FileDocument {
///   static var readableContentTypes: [ContentType] { [.plainText] }
///   var text = ""
///
///   init() {}
///
///   init(configuration: ReadConfiguration) throws {
///     guard let data = configuration.file.regularFileContents,
///       let text = String(data: data, encoding: .utf8)
///     else { throw CocoaError(.fileReadCorruptFile) }
///     self.text = text
///   }
///
///   func fileWrapper(configuration: WriteConfiguration) throws -> FileItem {
///     FileItem(regularFileWithContents: Data(text.utf8))
///   }
/// }
/// ```
public protocol FileDocument {
  /// The configuration `init(configuration:)` reads from.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// The configuration `fileWrapper(configuration:)` writes for.
  typealias WriteConfiguration = FileDocumentWriteConfiguration

  /// The types the document opens.
  static var readableContentTypes: [ContentType] { get }
  /// The types the document saves as; by default its readable types.
  static var writableContentTypes: [ContentType] { get }

  /// Reads the document from a file. Throw (typically `CocoaError(.fileReadCorruptFile)`) when
  /// the content is not a document: the host reports it and leaves the file untouched.
  init(configuration: ReadConfiguration) throws

  /// The file to save the document as.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileItem
}

extension FileDocument {
  /// The readable types: a document saves as what it opens unless it says otherwise.
  public static var writableContentTypes: [ContentType] { readableContentTypes }
}
