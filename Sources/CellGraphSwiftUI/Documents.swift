// SwiftUI's names for documents and undo. Foundation on Linux has no `UndoManager`, `FileWrapper`
// or `UniformTypeIdentifiers`; CellGraph provides each under its own name, and this module gives
// them the names a SwiftUI file uses.

/// Foundation's `UndoManager`: CellGraph's `UndoStack`, with the same API.
public typealias UndoManager = UndoStack

/// `UniformTypeIdentifiers`' `UTType`: CellGraph's `ContentType`.
public typealias UTType = ContentType

/// Foundation's `FileWrapper`: CellGraph's `FileItem`.
public typealias FileWrapper = FileItem
