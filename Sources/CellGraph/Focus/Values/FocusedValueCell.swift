import CellGraphCore
import Observation

/// A property wrapper that reads a value the focused view, or one of its ancestors, publishes:
/// the counterpart of SwiftUI's `@FocusedValue`.
///
/// The value is `nil` while nothing on the focused path publishes the key (nothing has focus,
/// or focus is in a part of the window that does not publish it), unless the active scene
/// publishes it with `.focusedSceneValue`. The view re-runs when the value its body read
/// changes: focus moves to a view publishing another value, or the publisher passes a new one.
///
/// ```swift
/// struct NoteRow: View {
///   let note: Note
///   @StateCell private var text = ""
///   var body: some View {
///     TextField(note.title, text: $text).focusedValue(\.selectedNote, note)
///   }
/// }
///
/// struct DeleteButton: View {
///   @FocusedValueCell(\.selectedNote) private var note
///   var body: some View {
///     Button("Delete \(note?.title ?? "")") { … }.disabled(note == nil)
///   }
/// }
/// ```
///
/// In an app's commands (`AppHost.menuBar`), it reads the values of the active window: the key
/// document window, or the first window group's window when no document is open.
@propertyWrapper
public struct FocusedValueCell<Value>: DynamicField {
  private let keyPath: KeyPath<FocusedValues, Value?>
  private var table: FocusedValueTable?

  /// Reads the focused value at `keyPath`.
  ///
  /// ```swift
  /// @FocusedValueCell(\.selectedNote) private var note: Note?
  /// ```
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
    self.keyPath = keyPath
  }

  /// Reads the `@Observable` object of type `Value` the focused path publishes with
  /// `.focusedValue(_:)`.
  ///
  /// ```swift
  /// @FocusedValueCell(Library.self) private var library
  /// ```
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    keyPath = \FocusedValues.[object: FocusedObjectKey<Value>()]
  }

  /// The value for the current focus, or `nil` when nothing on the focused path publishes it.
  public var wrappedValue: Value? {
    guard let table else { return reportUninstalledFocusedValue("FocusedValueCell(\(keyPath))") }
    return table.read(keyPath)
  }
}

/// Reports a focused-value wrapper read outside a view installed in a host, and returns `nil`,
/// the value of a key nothing publishes.
@MainActor
func reportUninstalledFocusedValue<Value>(_ wrapper: String) -> Value? {
  Graph.reportUnattributed(
    Diagnostic(
      kind: .uninstalledEnvironment,
      message: """
        \(wrapper) was read outside a view installed in a ViewHost; it returned nil and will \
        not update. Read it in the body of a view in a host.
        """))
  return nil
}

extension FocusedValueCell: BuiltinField {
  package static var ownsStorage: Bool { false }

  package mutating func install(in node: Node, slot: Int, description: FieldDescription) {
    table = FocusedValueTable.of(node)
  }
}

extension FocusedValueCell: FieldComparable {
  /// Two readers of the same key path are the same input.
  package static func isSameInput(_ lhs: FocusedValueCell, _ rhs: FocusedValueCell) -> Bool {
    lhs.keyPath == rhs.keyPath
  }
}
