import CellGraphCore

/// The screen, and scrolling: what a user does to see more of a ``ScrollView``'s content.
///
/// Each scroll interaction flushes first, then acts on the one scroll view in the tree (to scroll
/// one of several, find it: `try host.find(testID: "feed").scroll(by: 10)`). It moves the
/// position, clamped to the content; the scroll view and its lazy stacks update in the next pass,
/// where the rows that come into view for the first time are created and their `onAppear`
/// actions run.
extension ViewHost {
  /// The lines of the screen: how many lines of content a vertical scroll view shows. 24 unless
  /// set here or with `ViewHost(_:viewport:)`; at least 1.
  ///
  /// ```swift
  /// host.viewportLines = 10   // the scroll views show 10 lines; lazy stacks fill them
  /// ```
  public var viewportLines: Int {
    get { graph.viewport.lines }
    set { graph.perform { graph.resizeViewport(lines: newValue) } }
  }

  /// The columns of the screen: how many columns of each line a horizontal scroll view shows.
  /// 80 unless set; at least 1.
  ///
  /// ```swift
  /// host.viewportColumns = 40
  /// ```
  public var viewportColumns: Int {
    get { graph.viewport.columns }
    set { graph.perform { graph.resizeViewport(columns: newValue) } }
  }

  /// Scrolls the scroll view by `lines` (negative: up) and `columns` (negative: left), clamped
  /// to its content. An axis the scroll view does not scroll along does not move.
  ///
  /// ```swift
  /// try host.scroll(by: 20)      // one screen down, with a 20-line viewport
  /// host.flush()                 // the rows now in view are created; their onAppear runs
  /// ```
  public func scroll(by lines: Int, columns: Int = 0) throws {
    try scrollTheScrollView(lines: lines, columns: columns)
  }

  /// Scrolls the scroll view to the end of its content (the last screen of lines; the last
  /// columns, for a horizontal one). A lazy stack creates every row up to the end to find it;
  /// only the rows of the last screen appear.
  ///
  /// ```swift
  /// try host.scrollToEnd()
  /// ```
  public func scrollToEnd() throws {
    try scrollTheScrollView(lines: .max, columns: .max)
  }

  /// Scrolls the scroll view back to the start of its content.
  ///
  /// ```swift
  /// try host.scrollToTop()
  /// ```
  public func scrollToTop() throws {
    try scrollTheScrollView(lines: .min, columns: .min)
  }

  private func scrollTheScrollView(lines: Int, columns: Int) throws {
    flush()
    let scrollViews = allControls().filter { $0.kind == .scrollView }
    guard scrollViews.count == 1 else {
      throw InteractionError(
        reason: scrollViews.isEmpty ? .notFound : .ambiguous,
        controlKind: ControlKind.scrollView.rawValue, label: "",
        candidates: scrollViews.map { "scroll view (\($0.path))" })
    }
    let action = ControlAction.scroll(lines: lines, columns: columns)
    let control = scrollViews[0]
    try Self.perform(
      action, on: control, in: graph,
      trigger: control.kind.phrase(for: action, label: control.label))
  }
}
