import CellGraph

/// Dismissing the presentation a found view is in, or is.
extension ViewProxy {
  /// Dismisses the presentation this view is in (the nearest one around it), or the one it
  /// contains, as a user would: see `ViewHost.dismissPresentation()`.
  ///
  /// ```swift
  /// try host.find(ComposeView.self).dismissPresentation()
  /// ```
  public func dismissPresentation() throws {
    try perform(.dismiss)
  }
}
