import CellGraphCore

/// `List`'s initializers over data: each wraps its rows in a `ForEach`, so rows are identified,
/// diffed and reported (a duplicate id) exactly as a `ForEach`'s are.
///
/// Inlinable, like `ForEach`'s: the `ForEach` is then made in the module that writes the list,
/// where its row makers are specialized for the element and row types (see `ForEach.RowMaker`).
extension List where SelectionValue == Never {
  /// A row per element of `Identifiable` data.
  ///
  /// ```swift
  /// List(todos) { todo in Text(todo.title) }
  /// ```
  @inlinable
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(rows: ForEach(data, content: rowContent), single: nil, multiple: nil)
  }

  /// A row per element of `data`, identified by the property at `id`.
  ///
  /// ```swift
  /// List(names, id: \.self) { name in Text(name) }
  /// ```
  @inlinable
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(rows: ForEach(data, id: id, content: rowContent), single: nil, multiple: nil)
  }

  /// A row per offset of a constant range.
  ///
  /// ```swift
  /// List(0..<3) { index in Text("Row \(index)") }
  /// ```
  @inlinable
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(rows: ForEach(data, content: rowContent), single: nil, multiple: nil)
  }

  /// A row per element of a bound collection, each given a binding to its element.
  ///
  /// ```swift
  /// List($todos) { $todo in Toggle(todo.title, isOn: $todo.done) }
  /// ```
  @inlinable
  @MainActor public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: BindingCell<Data>,
    @ViewBuilder rowContent: @escaping (BindingCell<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<BindingCell<Data>, Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    self.init(rows: ForEach(data, content: rowContent), single: nil, multiple: nil)
  }
}

extension List {
  /// A row per element of `Identifiable` data, with a single selection of ids.
  ///
  /// ```swift
  /// List(todos, selection: $selectedID) { todo in Text(todo.title) }
  /// ```
  @inlinable
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: BindingCell<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(rows: ForEach(data, content: rowContent), single: selection, multiple: nil)
  }

  /// A row per element of `Identifiable` data, with a multiple selection of ids.
  ///
  /// ```swift
  /// List(todos, selection: $selectedIDs) { todo in Text(todo.title) }
  /// ```
  @inlinable
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: BindingCell<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(rows: ForEach(data, content: rowContent), single: nil, multiple: selection)
  }

  /// A row per element of `data`, identified by the property at `id`, with a single selection.
  ///
  /// ```swift
  /// List(names, id: \.self, selection: $selectedName) { name in Text(name) }
  /// ```
  @inlinable
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: BindingCell<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(rows: ForEach(data, id: id, content: rowContent), single: selection, multiple: nil)
  }

  /// A row per element of `data`, identified by the property at `id`, with a multiple selection.
  ///
  /// ```swift
  /// List(names, id: \.self, selection: $selectedNames) { name in Text(name) }
  /// ```
  @inlinable
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: BindingCell<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(rows: ForEach(data, id: id, content: rowContent), single: nil, multiple: selection)
  }

  /// A row per element of a bound collection, with a single selection of ids.
  ///
  /// ```swift
  /// List($todos, selection: $selectedID) { $todo in TextField("Title", text: $todo.title) }
  /// ```
  @inlinable
  @MainActor public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: BindingCell<Data>, selection: BindingCell<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (BindingCell<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<BindingCell<Data>, Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    self.init(rows: ForEach(data, content: rowContent), single: selection, multiple: nil)
  }

  /// A row per element of a bound collection, with a multiple selection of ids.
  ///
  /// ```swift
  /// List($todos, selection: $selectedIDs) { $todo in TextField("Title", text: $todo.title) }
  /// ```
  @inlinable
  @MainActor public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: BindingCell<Data>, selection: BindingCell<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (BindingCell<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<BindingCell<Data>, Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    self.init(rows: ForEach(data, content: rowContent), single: nil, multiple: selection)
  }
}
