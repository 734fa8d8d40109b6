import CellGraphCore

/// A container that shows rows of data, one below the other, optionally selectable and grouped in
/// sections.
///
/// Text form: each row's lines, one row below the other; rows of a ``Section`` indented by two
/// under its header. A list with a `selection:` binding marks each row: `> ` before a selected
/// row, two spaces before the others.
///
/// ```swift
/// @StateCell var selection: Todo.ID?
/// List(todos, selection: $selection) { todo in
///   Text(todo.title)
/// }
/// //   Milk
/// // > Eggs        (selection == eggs.id)
///
/// try host.select("Milk")    // selection = milk.id
/// ```
///
/// A row's selection value is its tag (`.tag(_:)`, on the row or inside it) or, in a `ForEach`,
/// its element's id, as in SwiftUI. The list reads its selection itself: a selection change
/// re-renders the list's marks and runs no row's body. `ForEach(…).onDelete(perform:)` and
/// `.onMove(perform:)` make rows deletable and movable by the host's `delete(_:)` and
/// `move(_:before:)`.
public nonisolated struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  /// The binding of a single selection, if the list has one.
  let single: BindingCell<SelectionValue?>?
  /// The binding of a multiple selection, if the list has one.
  let multiple: BindingCell<Set<SelectionValue>>?

  /// A list of `content`'s rows, with an optional single selection.
  ///
  /// ```swift
  /// List(selection: $selected) {
  ///   Text("Inbox").tag("inbox")
  ///   Text("Sent").tag("sent")
  /// }
  /// ```
  public init(
    selection: BindingCell<SelectionValue?>?, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.single = selection
    self.multiple = nil
  }

  /// A list of `content`'s rows, with a multiple selection.
  ///
  /// ```swift
  /// List(selection: $selected) {   // selected: Set<String>
  ///   Text("Inbox").tag("inbox")
  ///   Text("Sent").tag("sent")
  /// }
  /// ```
  public init(
    selection: BindingCell<Set<SelectionValue>>?, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.single = nil
    self.multiple = selection
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension List where SelectionValue == Never {
  /// A list of `content`'s rows, without selection.
  ///
  /// ```swift
  /// List {
  ///   Text("Milk")
  ///   Text("Eggs")
  /// }
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    self.single = nil
    self.multiple = nil
  }
}

extension List {
  /// The list for a `ForEach` of rows, with the selection bindings given. `@usableFromInline`:
  /// the data initializers that call it are inlined.
  @usableFromInline
  init<Data, ID, RowContent>(
    rows: ForEach<Data, ID, RowContent>, single: BindingCell<SelectionValue?>?,
    multiple: BindingCell<Set<SelectionValue>>?
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = rows
    self.single = single
    self.multiple = multiple
  }
}
