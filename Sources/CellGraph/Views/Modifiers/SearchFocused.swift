import CellGraphCore

nonisolated extension View {
  /// Binds the focus of the search field of the nearest `.searchable` to `binding`: the field
  /// has focus exactly while `binding` equals `value`.
  ///
  /// The nearest search field is the first one in this view (`.searchable(…).searchFocused(…)`,
  /// as apps write it), or else the one whose content this view is in. Writing `value` moves
  /// focus to the field and starts a search (`\.isSearching` becomes `true`); writing `nil` takes
  /// focus away (the search goes on until `\.dismissSearch` or the user cancels it); typing into
  /// the field or focusing it writes `value`; focus moving elsewhere writes `nil`.
  ///
  /// ```swift
  /// enum Field: Hashable { case search, name }
  /// @FocusStateCell private var focus: Field?
  ///
  /// List(results, id: \.self) { Text($0) }
  ///   .searchable(text: $query)
  ///   .searchFocused($focus, equals: .search)
  ///
  /// try host.search("milk")        // focus == .search; Search: [milk|]
  /// ```
  public func searchFocused<V: Hashable>(
    _ binding: FocusStateCell<V>.Binding, equals value: V
  ) -> some View {
    FocusedModifier(content: self, binding: binding, value: value, target: .searchField)
  }

  /// Binds the focus of the search field of the nearest `.searchable` to a Boolean focus state:
  /// the field has focus exactly while it is `true`.
  ///
  /// ```swift
  /// @FocusStateCell private var isSearchFocused: Bool
  ///
  /// NotesList()
  ///   .searchable(text: $query)
  ///   .searchFocused($isSearchFocused)
  ///
  /// isSearchFocused = true         // Search: [|], \.isSearching is true
  /// ```
  public func searchFocused(_ binding: FocusStateCell<Bool>.Binding) -> some View {
    FocusedModifier(content: self, binding: binding, value: true, target: .searchField)
  }
}
