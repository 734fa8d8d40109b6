import CellGraph

/// Focus, submit, search and refresh on a found view, performed as the host's own interactions
/// are (see `ViewProxy`'s other interactions for how the control is chosen).
extension ViewProxy {
  /// Gives keyboard focus to the field this view is, is part of, or contains, writing the focus
  /// state of its `.focused` modifier.
  ///
  /// ```swift
  /// try host.find(EmailRow.self).focus()
  /// ```
  public func focus() throws {
    try perform(.focus)
  }

  /// Presses the return key in the field this view is, is part of, or contains: runs the
  /// `.onSubmit` actions above it.
  ///
  /// ```swift
  /// try host.find(EmailRow.self).submit()
  /// ```
  public func submit() throws {
    try perform(.submit)
  }

  /// Types `text` into the search field of the `.searchable` view this view is, is inside, or
  /// contains.
  ///
  /// ```swift
  /// try host.find(GroceryList.self).search("milk")
  /// ```
  public func search(_ text: String) throws {
    try perform(.search(text))
  }

  /// Pulls the `.refreshable` view this view is, is inside, or contains: starts its refresh
  /// action, which `ViewHost.settle()` awaits.
  ///
  /// ```swift
  /// try host.find(FeedList.self).refresh()
  /// await host.settle()
  /// ```
  public func refresh() throws {
    try perform(.refresh)
  }

  /// The kind of the focusable control this view stands for: itself, its nearest focusable
  /// ancestor, or the only focusable control inside it; a text field otherwise, so that the
  /// error lists the controls.
  var focusableKind: String {
    var candidate: InspectedNode? = node
    while let current = candidate {
      if current.isFocusableControl, let kind = current.control?.kind { return kind }
      candidate = current.parent
    }
    let inside = ViewSearch(root: node).all.filter(\.isFocusableControl)
    if inside.count == 1, let kind = inside[0].control?.kind { return kind }
    return "text field"
  }
}
