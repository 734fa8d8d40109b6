import CellGraphCore

/// Places its children side by side, creating each only when it comes into view in the
/// enclosing horizontal ``ScrollView``.
///
/// The counterpart of ``LazyVStack`` along the horizontal axis: the window is the host's
/// ``ViewHost/viewportColumns`` from the scroll position. In a vertical-only scroll view, or
/// outside one, every child is created, as in an ``HStack``.
///
/// Text form: the created children, as an ``HStack`` shows them.
///
/// ```swift
/// ScrollView(.horizontal) {
///   LazyHStack(spacing: 2) { ForEach(photos) { PhotoCell(photo: $0) } }
/// }
/// ```
public nonisolated struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: Int
  let content: Content

  /// - Parameters:
  ///   - alignment: How shorter children line up: `.top`, `.center` (default), `.bottom`.
  ///   - spacing: Blank columns between children; `nil` means 1.
  ///   - pinnedViews: Accepted for SwiftUI's spelling; nothing is pinned in text.
  ///   - content: The children, built with a ``ViewBuilder``.
  public init(
    alignment: VerticalAlignment = .center, spacing: Int? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = max(spacing ?? 1, 0)
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  var layout: LazyLayout {
    LazyLayout(
      axis: .horizontal, groupSize: 1, spacing: spacing, cellSpacing: 0,
      horizontalAlignment: .leading, verticalAlignment: alignment)
  }
}

@MainActor extension LazyHStack: LazyStack, StackingView {
  static var stackingAxis: StackAxis { .horizontal }
}
