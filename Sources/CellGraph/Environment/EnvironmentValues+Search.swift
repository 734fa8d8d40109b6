import CellGraphCore

/// What a `.searchable` view tells the views inside it.
struct SearchContext: Equatable {
  var isSearching = false
  var session: SearchSession?

  static func == (lhs: SearchContext, rhs: SearchContext) -> Bool {
    lhs.isSearching == rhs.isSearching && lhs.session === rhs.session
  }
}

/// The key behind `EnvironmentValues.isSearching` and `dismissSearch`.
struct SearchContextKey: EnvironmentKey {
  static var defaultValue: SearchContext { SearchContext() }
}

/// Ends the search of the nearest `.searchable` view: clears its text, takes focus from its
/// field, and sets `\.isSearching` to `false`. Outside a searchable view, does nothing.
///
/// ```swift
/// struct Results: View {
///   @EnvironmentCell(\.dismissSearch) var dismissSearch
///   var body: some View {
///     Button("Done") { dismissSearch() }
///   }
/// }
/// ```
@MainActor
public struct DismissSearchAction {
  let session: SearchSession?

  /// Ends the search.
  public func callAsFunction() {
    session?.dismiss()
  }
}

extension EnvironmentValues {
  var searchContext: SearchContext {
    get { self[SearchContextKey.self] }
    set { self[SearchContextKey.self] = newValue }
  }

  /// Whether the user is searching in the nearest enclosing `.searchable` view: `true` from the
  /// moment its field takes focus (or is typed into) until `dismissSearch` ends the search.
  ///
  /// ```swift
  /// struct Results: View {
  ///   @EnvironmentCell(\.isSearching) var isSearching
  ///   var body: some View { Text(isSearching ? "Searching" : "All items") }
  /// }
  /// ```
  public var isSearching: Bool { searchContext.isSearching }

  /// The action that ends the search of the nearest enclosing `.searchable` view.
  public var dismissSearch: DismissSearchAction {
    DismissSearchAction(session: searchContext.session)
  }
}
