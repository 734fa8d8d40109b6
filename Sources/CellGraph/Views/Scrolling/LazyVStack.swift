import CellGraphCore

/// Stacks its children top to bottom, creating each only when it comes into view in the
/// enclosing ``ScrollView``.
///
/// A row's node, its body and its `onAppear` actions are created and run the first time the row
/// comes into the scroll view's window (the host's ``ViewHost/viewportLines`` from the scroll
/// position); after that the row is kept, with its state, while its id stays in the data. A row
/// that scrolls out of view runs its `onDisappear` actions (its tasks are cancelled), and its
/// `onAppear` actions again when it comes back. Outside a scroll view every row is created, as in
/// a ``VStack``.
///
/// Text form: the created rows, as a ``VStack`` shows them; the scroll view shows the window.
///
/// ```swift
/// ScrollView {
///   LazyVStack {
///     ForEach(feed.items) { item in
///       Text(item.title)
///         .onAppear { if item == feed.items.last { feed.loadNextPage() } }
///     }
///   }
/// }
/// ```
public nonisolated struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: Int
  let content: Content

  /// - Parameters:
  ///   - alignment: How narrower rows line up: `.leading` (default), `.center`, `.trailing`.
  ///   - spacing: Blank lines between rows; `nil` means 0.
  ///   - pinnedViews: Accepted for SwiftUI's spelling; nothing is pinned in text.
  ///   - content: The rows, built with a ``ViewBuilder``: `ForEach` elements become rows one by
  ///     one; any other view is one row.
  public init(
    alignment: HorizontalAlignment = .leading, spacing: Int? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = max(spacing ?? 0, 0)
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  var layout: LazyLayout {
    LazyLayout(
      axis: .vertical, groupSize: 1, spacing: spacing, cellSpacing: 0,
      horizontalAlignment: alignment, verticalAlignment: .top)
  }
}

@MainActor extension LazyVStack: LazyStack, StackingView {
  static var stackingAxis: StackAxis { .vertical }
}
