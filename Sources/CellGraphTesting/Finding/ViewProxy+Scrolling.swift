import CellGraph

/// Scrolling a found scroll view: the one this view is, is inside, or contains (see
/// ``ViewProxy`` interactions). For a screen with several scroll views, find the one to scroll:
/// `try host.find(testID: "feed").scroll(by: 10)`.
extension ViewProxy {
  /// Scrolls the scroll view by `lines` (negative: up) and `columns` (negative: left), clamped
  /// to its content.
  ///
  /// ```swift
  /// try host.find(testID: "feed").scroll(by: 20)
  /// host.flush()
  /// ```
  public func scroll(by lines: Int, columns: Int = 0) throws {
    try perform(.scroll(by: lines, columns: columns))
  }

  /// Scrolls the scroll view to the end of its content.
  ///
  /// ```swift
  /// try host.find(testID: "feed").scrollToEnd()
  /// ```
  public func scrollToEnd() throws {
    try perform(.scrollToEnd)
  }

  /// Scrolls the scroll view back to the start of its content.
  ///
  /// ```swift
  /// try host.find(testID: "feed").scrollToTop()
  /// ```
  public func scrollToTop() throws {
    try perform(.scrollToTop)
  }
}
