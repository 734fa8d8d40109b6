import CellGraph

/// Navigation on a found view (see `ViewProxy`'s interactions for how the control is chosen).
extension ViewProxy {
  /// Taps the navigation link this view is, is part of, or contains: its value or destination is
  /// pushed on the stack it is in.
  ///
  /// ```swift
  /// try host.find(text: "Pasta").tapLink()
  /// ```
  public func tapLink() throws {
    try perform(.tapLink)
  }

  /// Goes back one screen in the navigation stack this view is in (or contains), as its back
  /// button would.
  ///
  /// ```swift
  /// try host.find(text: "Boil water").goBack()
  /// ```
  public func goBack() throws {
    try perform(.back)
  }

  /// Selects the tab labelled `label` of the tab view this view is in (or contains).
  ///
  /// ```swift
  /// try host.find(text: "Inbox").selectTab("Settings")
  /// ```
  public func selectTab(_ label: String) throws {
    try perform(.selectTab(label))
  }
}
