import CellGraphCore

/// The kinds of misuse and failure documents report.
extension Diagnostic.Kind {
  /// A `ReferenceFileDocument` announced a change during an event that registered no undo: the
  /// document was not marked edited, so the change will not be saved.
  public static let documentChangedWithoutUndo = Self("documentChangedWithoutUndo")
  /// A document opened from a read-only file was edited: the edits cannot be saved over it.
  public static let documentReadOnly = Self("documentReadOnly")
  /// A document could not be autosaved; its edits are kept in memory and saving is retried.
  public static let documentSaveFailed = Self("documentSaveFailed")
}
