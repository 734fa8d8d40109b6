import Foundation

/// A scene of document windows: SwiftUI's `DocumentGroup`. `AppHost` opens a window for a new
/// document (`newDocument()`) or for a file (`openDocument(at:)`).
///
/// ```swift
/// DocumentGroup(newDocument: EmojiArtDocument()) { config in
///   EmojiArtDocumentView(document: config.document)
/// }
/// ```
public struct DocumentGroup<Document, Content: View>: Scene, PrimitiveScene {
  let readable: [ContentType]
  let makeNew: @MainActor () -> any DocumentScene
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
