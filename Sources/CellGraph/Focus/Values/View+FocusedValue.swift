import CellGraphCore
import Observation

nonisolated extension View {
  /// Publishes `value` at `keyPath` of the ``FocusedValues`` while this view, or a view inside
  /// it, has focus.
  ///
  /// A reader anywhere in the window (`@FocusedValueCell(\.selectedNote)`) sees the value of the
  /// publisher nearest the focused view, and `nil` when no publisher is on the focused path.
  ///
  /// ```swift
  /// TextField(note.title, text: $text)
  ///   .focusedValue(\.selectedNote, note)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The focused value's property on ``FocusedValues``.
  ///   - value: The value to publish.
  public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
  ) -> some View {
    publishing(keyPath, value, scope: .focus)
  }

  /// Publishes `value` at `keyPath` of the ``FocusedValues`` while this view, or a view inside
  /// it, has focus; `nil` publishes nothing, so a publisher further out is seen instead.
  ///
  /// ```swift
  /// List(notes) { … }
  ///   .focusedValue(\.selectedNote, selection.flatMap { id in notes.first { $0.id == id } })
  /// ```
  public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> some View {
    publishing(keyPath, value, scope: .focus)
  }

  /// Publishes an `@Observable` object while this view, or a view inside it, has focus; a
  /// reader gets it with `@FocusedValueCell(Library.self)`. `nil` publishes nothing.
  ///
  /// ```swift
  /// ShelfView(library: library).focusedValue(library)
  /// ```
  public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    publishingObject(object, scope: .focus)
  }

  /// Publishes `value` at `keyPath` of the ``FocusedValues`` while this view's window is the
  /// active one, wherever focus is in it.
  ///
  /// ```swift
  /// ContentView()
  ///   .focusedSceneValue(\.openNotes, $notes)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The focused value's property on ``FocusedValues``.
  ///   - value: The value to publish.
  public func focusedSceneValue<T>(
    _ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T
  ) -> some View {
    publishing(keyPath, value, scope: .scene)
  }

  /// Publishes `value` at `keyPath` of the ``FocusedValues`` while this view's window is the
  /// active one; `nil` publishes nothing.
  ///
  /// ```swift
  /// ContentView().focusedSceneValue(\.selectedNote, selectedNote)
  /// ```
  public func focusedSceneValue<T>(
    _ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?
  ) -> some View {
    publishing(keyPath, value, scope: .scene)
  }

  /// Publishes an `@Observable` object while this view's window is the active one; `nil`
  /// publishes nothing.
  ///
  /// ```swift
  /// ContentView().focusedSceneValue(library)
  /// ```
  public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    publishingObject(object, scope: .scene)
  }

  /// Publishes an `ObservableObject` while this view, or a view inside it, has focus; a reader
  /// gets it with `@FocusedObjectCell`.
  ///
  /// ```swift
  /// NoteEditor(document: document).focusedObject(document)
  /// ```
  public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
    publishingObject(object, scope: .focus)
  }

  /// Publishes an `ObservableObject` while this view, or a view inside it, has focus; `nil`
  /// publishes nothing.
  ///
  /// ```swift
  /// NoteEditor(document: document).focusedObject(isEditable ? document : nil)
  /// ```
  public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
    publishingObject(object, scope: .focus)
  }

  /// Publishes an `ObservableObject` while this view's window is the active one, wherever focus
  /// is in it.
  ///
  /// ```swift
  /// RootView().focusedSceneObject(store)
  /// ```
  public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
    publishingObject(object, scope: .scene)
  }

  /// Publishes an `ObservableObject` while this view's window is the active one; `nil`
  /// publishes nothing.
  ///
  /// ```swift
  /// RootView().focusedSceneObject(isSignedIn ? store : nil)
  /// ```
  public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
    publishingObject(object, scope: .scene)
  }

  private func publishing<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?,
    scope: FocusedValuePublisher.Scope
  ) -> FocusedValueModifier<Self> {
    var values = FocusedValues()
    values[keyPath: keyPath] = value
    return FocusedValueModifier(content: self, values: values, scope: scope)
  }

  private func publishingObject<T: AnyObject>(
    _ object: T?, scope: FocusedValuePublisher.Scope
  ) -> FocusedValueModifier<Self> {
    var values = FocusedValues()
    values.setObject(object)
    return FocusedValueModifier(content: self, values: values, scope: scope)
  }
}
