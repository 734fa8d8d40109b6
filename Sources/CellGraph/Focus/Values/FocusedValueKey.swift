/// A key for a value that the focused view, or one of its ancestors, publishes: SwiftUI's
/// `FocusedValueKey`.
///
/// Unlike an `EnvironmentKey` it has no default value: a focused value is `nil` wherever nothing
/// on the focused path publishes it. Declare the key, then a property on ``FocusedValues`` that
/// reads and writes it, as in SwiftUI:
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey {
///   typealias Value = Note
/// }
///
/// extension FocusedValues {
///   var selectedNote: Note? {
///     get { self[SelectedNoteKey.self] }
///     set { self[SelectedNoteKey.self] = newValue }
///   }
/// }
///
/// // Publish it:  NoteEditor(note: note).focusedValue(\.selectedNote, note)
/// // Read it:     @FocusedValueCell(\.selectedNote) var selectedNote
/// ```
public protocol FocusedValueKey {
  /// The type of the value.
  associatedtype Value
}
