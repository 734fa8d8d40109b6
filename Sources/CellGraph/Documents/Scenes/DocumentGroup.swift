import CellGraphCore
import Foundation

/// A scene of document windows: SwiftUI's `DocumentGroup`. `AppHost` opens a window for a new
/// document (`newDocument()`) or for a file (`openDocument(at:)`).
///
/// ```swift
/// DocumentGroup(newDocument: EmojiArtDocument()) { config in
///   EmojiArtDocumentView(document: config.document)
/// }
/// DocumentGroup(viewing: EmojiArtDocument.self) { config in  // opens files, never saves
///   EmojiArtDocumentView(document: config.document)
/// }
/// ```
public struct DocumentGroup<Document, Content: View>: Scene, PrimitiveScene {
  let readable: [ContentType]
  /// Makes a window for a new document; `nil` for a viewer, which only opens files.
  let makeNew: (@MainActor () -> any DocumentScene)?
  let open: @MainActor (URL) throws(DocumentError) -> any DocumentScene

  /// Built-in scenes have no body: the runtime reads them directly.
  public var body: Never { primitiveSceneBody(Self.self) }

  func collect(into entries: inout [SceneEntry]) {
    entries.append(.documents(readable: readable, makeNew: makeNew, open: open))
  }
}

extension DocumentGroup where Document: ReferenceFileDocument {
  /// Windows of a `ReferenceFileDocument`, new ones made by `newDocument`, each shown with
  /// `editor`.
  public init(
    newDocument: @escaping @autoclosure @MainActor () -> Document,
    @ViewBuilder editor:
      @escaping @MainActor (ReferenceFileDocumentConfiguration<Document>) ->
      Content
  ) {
    readable = Document.readableContentTypes
    makeNew = {
      DocumentWindow(newDocument: newDocument()) { document in
        editor(
          ReferenceFileDocumentConfiguration(document: document, fileURL: nil, isEditable: true))
      }
    }
    open = { url throws(DocumentError) in
      let isEditable = !DocumentFileState.isReadOnly(url)
      return try DocumentWindow<Document>(opening: url) { document in
        editor(
          ReferenceFileDocumentConfiguration(
            document: document, fileURL: url, isEditable: isEditable))
      }
    }
  }
}

extension DocumentGroup where Document: ReferenceFileDocument {
  /// Windows of a `ReferenceFileDocument`, each new one made by calling `newDocument`, each shown
  /// with `editor`: SwiftUI's spelling, a closure.
  ///
  /// ```swift
  /// DocumentGroup(newDocument: { EmojiArtDocument() }) { config in
  ///   EmojiArtDocumentView(document: config.document)
  /// }
  /// ```
  public init(
    newDocument: @escaping @MainActor () -> Document,
    @ViewBuilder editor:
      @escaping @MainActor (ReferenceFileDocumentConfiguration<Document>) ->
      Content
  ) {
    self.init(newDocument: newDocument(), editor: editor)
  }
}

extension DocumentGroup where Document: FileDocument {
  /// Windows of a `FileDocument`, new ones starting as `newDocument`, each shown with `editor`.
  public init(
    newDocument: @escaping @autoclosure @MainActor () -> Document,
    @ViewBuilder editor: @escaping @MainActor (FileDocumentConfiguration<Document>) -> Content
  ) {
    readable = Document.readableContentTypes
    makeNew = {
      FileDocumentWindow(newDocument: newDocument()) { binding in
        editor(FileDocumentConfiguration(document: binding, fileURL: nil, isEditable: true))
      }
    }
    open = { url throws(DocumentError) in
      let isEditable = !DocumentFileState.isReadOnly(url)
      return try FileDocumentWindow<Document>(opening: url) { binding in
        editor(FileDocumentConfiguration(document: binding, fileURL: url, isEditable: isEditable))
      }
    }
  }
}

extension DocumentGroup where Document: ReferenceFileDocument {
  /// Viewer windows of a `ReferenceFileDocument`: each opens a file read-only and shows it with
  /// `viewer`. A viewer never saves: the configuration is not editable, the first edit is
  /// reported as `documentReadOnly`, every save throws `.readOnly`, and closing drops the edits.
  ///
  /// ```swift
  /// DocumentGroup(viewing: EmojiArtDocument.self) { config in
  ///   EmojiArtDocumentView(document: config.document)
  /// }
  /// ```
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer:
      @escaping @MainActor (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    readable = Document.readableContentTypes
    makeNew = nil
    open = { url throws(DocumentError) in
      try DocumentWindow<Document>(opening: url, viewer: true) { document in
        viewer(
          ReferenceFileDocumentConfiguration(document: document, fileURL: url, isEditable: false))
      }
    }
  }
}

extension DocumentGroup where Document: FileDocument {
  /// Viewer windows of a `FileDocument`: each opens a file read-only and shows it with `viewer`.
  /// A viewer never saves: the configuration is not editable, the first edit through
  /// `$document` is reported as `documentReadOnly`, every save throws `.readOnly`, and closing
  /// drops the edits.
  ///
  /// ```swift
  /// DocumentGroup(viewing: TextFile.self) { file in
  ///   Text(file.document.text)
  /// }
  /// ```
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping @MainActor (FileDocumentConfiguration<Document>) -> Content
  ) {
    readable = Document.readableContentTypes
    makeNew = nil
    open = { url throws(DocumentError) in
      try FileDocumentWindow<Document>(opening: url, viewer: true) { binding in
        viewer(FileDocumentConfiguration(document: binding, fileURL: url, isEditable: false))
      }
    }
  }
}
