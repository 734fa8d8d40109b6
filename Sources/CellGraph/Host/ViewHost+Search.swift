import CellGraphCore

/// Interactions with searchable and refreshable views.
extension ViewHost {
  /// Types `text` into the search field of a `.searchable` view, replacing its text; the field
  /// takes focus and `\.isSearching` becomes `true`.
  ///
  /// With several search fields, name the one by its prompt.
  ///
  /// ```swift
  /// try host.search("milk")
  /// try host.search("ada", in: "Find people")
  /// ```
  public func search(_ text: String, in prompt: String? = nil) throws {
    let label = prompt ?? onlyLabel(of: .searchField) ?? "Search"
    try perform(.search(text), on: label)
  }

  /// Pulls the `.refreshable` view down: starts its refresh action as a task, which `settle()`
  /// awaits. Throws when no view or several are refreshable, or a refresh is already running.
  ///
  /// ```swift
  /// try host.refresh()
  /// await host.settle()
  /// ```
  public func refresh() throws {
    try perform(.refresh, on: "")
  }

  /// The label of the one control of `kind`, if there is exactly one.
  private func onlyLabel(of kind: ControlKind) -> String? {
    flush()
    let ofKind = allControls().filter { $0.kind == kind }
    return ofKind.count == 1 ? ofKind[0].label : nil
  }
}
