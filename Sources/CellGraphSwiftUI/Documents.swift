// SwiftUI's names for documents and undo. Foundation on Linux has no `UndoManager`, `FileWrapper`
// or `UniformTypeIdentifiers`; CellGraph provides each under its own name, and this module gives
// them the names a SwiftUI file uses.

/// Foundation's `UndoManager`: CellGraph's `UndoStack`, with the same API.
public typealias UndoManager = UndoStack

#if canImport(Darwin)
  /// `UniformTypeIdentifiers`' `UTType`: CellGraph's `ContentType`. (Elsewhere the
  /// `UniformTypeIdentifiers` module of this package declares it, and this module re-exports it.)
  public typealias UTType = ContentType
#endif

/// Foundation's `FileWrapper`: CellGraph's `FileItem`.
public typealias FileWrapper = FileItem
