import CellGraphCore

/// The key behind `EnvironmentValues.undoManager`.
struct UndoManagerKey: EnvironmentKey {
  static var defaultValue: UndoStack? { nil }
}

extension EnvironmentValues {
  /// The undo stack that the views here register their edits with, or `nil` where there is none.
  ///
  /// A document host provides one for every view of its document; elsewhere it is `nil` unless
  /// an ancestor sets it, as in SwiftUI, where it is `nil` outside a window. Unlike SwiftUI's
  /// read-only property it can be set, so that a test can supply the stack to a view tree.
  ///
  /// ```swift
  /// struct MoveButton: View {
  ///   @EnvironmentCell(\.undoManager) var undoManager
  ///   let document: CanvasDocument
  ///   var body: some View {
  ///     Button("Move") { document.move(by: 10, undoManager: undoManager) }
  ///   }
  /// }
  ///
  /// ViewHost(MoveButton(document: document).environment(\.undoManager, UndoStack()))
  /// ```
  public var undoManager: UndoStack? {
    get { self[UndoManagerKey.self] }
    set { self[UndoManagerKey.self] = newValue }
  }
}
