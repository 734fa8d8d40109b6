import CellGraph

/// Opening links on a found view (see `ViewProxy`'s interactions for how the control is chosen).
extension ViewProxy {
  /// Taps the link this view is, is part of, or contains: its URL goes to the `\.openURL`
  /// action where the link stands.
  ///
  /// ```swift
  /// try host.find(text: "Docs").open()
  /// ```
  public func open() throws {
    try perform(.openLink)
  }
}
