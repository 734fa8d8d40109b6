import CellGraphCore

/// What a document reads when it is opened: the file and the type it was opened as.
///
/// ```swift
/// init(configuration: ReadConfiguration) throws {
///   guard let data = configuration.file.regularFileContents else {
///     throw CocoaError(.fileReadCorruptFile)
///   }
///   text = String(decoding: data, as: UTF8.self)
/// }
/// ```
public struct FileDocumentReadConfiguration {
  /// The type the file is opened as, one of the document's `readableContentTypes`.
  public let contentType: ContentType
  /// The file's content.
  public let file: FileItem

  /// A configuration reading `file` as `contentType`.
  public init(contentType: ContentType, file: FileItem) {
    self.contentType = contentType
    self.file = file
  }
}

/// What a document is written as when it is saved: the type and the file it replaces.
///
/// ```swift
/// func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///   FileWrapper(regularFileWithContents: Data(text.utf8))
/// }
/// ```
public struct FileDocumentWriteConfiguration {
  /// The type to write, one of the document's `writableContentTypes`.
  public let contentType: ContentType
  /// The file as it was last read or saved, or `nil` for a document never saved.
  public let existingFile: FileItem?

  /// A configuration writing `contentType` over `existingFile`.
  public init(contentType: ContentType, existingFile: FileItem?) {
    self.contentType = contentType
    self.existingFile = existingFile
  }
}
