import CellGraph

/// Interactions on a found view, performed as the host's own interactions are: the host flushes
/// first (so the action sees what is shown now), the action runs, and the writes it makes are
/// pending until the next `flush()` (or `text`, or the next interaction). Records name them as
/// the host's do: `tap "Save"`, `toggle "Milk"`, `type "Ada" into "Name"`.
///
/// Each acts on the control of its kind that the view stands for:
/// 1. the view itself, if it is one (`find(text: "Save")` finds the button);
/// 2. else the control whose label the view is part of (the `Text` inside a button);
/// 3. else the only control of that kind inside the view (`find(NoteRow.self).toggle()`).
///
/// If there is none, or several inside the view, it throws a ``FindError`` listing the view's
/// controls, and nothing runs.
extension ViewProxy {
  /// Taps the button this view is, is part of, or contains.
  ///
  /// ```swift
  /// try host.find(testID: "save").tap()
  /// ```
  public func tap() throws {
    try perform(.tap)
  }

  /// Flips the toggle this view is, is part of, or contains.
  ///
  /// ```swift
  /// try host.find(NoteRow.self) { $0.title == "Milk" }.toggle()
  /// ```
  public func toggle() throws {
    try perform(.toggle)
  }

  /// Replaces the text of the text field this view is, is part of, or contains.
  ///
  /// ```swift
  /// try host.find(Editor.self).type("Milk")
  /// ```
  public func type(_ text: String) throws {
    try perform(.type(text))
  }

  /// Performs `interaction` on the control it acts on that this view stands for (see above): the
  /// general form of every interaction of a found view. Records name it as the host's do.
  ///
  /// ```swift
  /// try host.find(testID: "flavor").perform(.choose("Mint"))
  /// try host.find(text: "Milk").perform(.select)   // the row the text is in
  /// ```
  public func perform(_ interaction: Interaction) throws {
    try checkInTree()
    switch interaction.target {
    case .row:
      guard try node.performRowAction(interaction) else {
        throw FindError(.notFound, "\(path) is not a row of a List or Form, nor inside one.")
      }
    case .kind(let kind):
      try self.control(of: kind.rawValue).perform(interaction)
    case .focusable:
      try self.control(of: focusableKind).perform(interaction)
    case .gesture:
      try host.performGesture(interaction, on: node)
    }
  }

  func control(of kind: String) throws -> InspectedNode {
    if node.control?.kind == kind { return node }
    var ancestor = node.parent
    while let current = ancestor {
      if current.control?.kind == kind { return current }
      ancestor = current.parent
    }
    let search = ViewSearch(root: node)
    let controls = search.all.filter { $0.control != nil }
    let ofKind = controls.filter { $0.control?.kind == kind }
    if ofKind.count == 1 { return ofKind[0] }
    let listing = controls.map { node in
      "\(node.control?.kind ?? "") \"\(node.control?.label ?? "")\" at \(node.path)"
    }
    let heading = listing.isEmpty ? nil : "Controls inside it:"
    guard ofKind.isEmpty else {
      throw FindError(
        .ambiguous, "\(path) contains \(ofKind.count) \(kind)s; find the one you mean first.",
        candidates: listing, listing: heading)
    }
    throw FindError(
      .notFound, "\(path) is not a \(kind), is not inside one, and contains none.",
      candidates: listing, listing: heading)
  }
}
