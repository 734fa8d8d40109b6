import CellGraphCore

/// A grid that grows downward: its cells fill rows of one cell per ``GridItem``, and each row of
/// cells is created only when it comes into view in the enclosing vertical ``ScrollView``.
///
/// Laziness works as in ``LazyVStack``, a row of cells at a time: the cells' bodies and
/// `onAppear` actions run together when their row comes into view.
///
/// Text form: the created rows of cells; each column as wide as its widest cell, with the first
/// item's `spacing` (1 by default) in blank columns between cells and `spacing` blank lines
/// between rows.
///
/// ```swift
/// ScrollView {
///   LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
///     ForEach(1..<10) { Text("\($0)") }
///   }
/// }
/// // 1 2 3
/// // 4 5 6
/// // 7 8 9
/// ```
///
/// An empty `columns` is reported (`emptyGridItems`) and laid out as one column.
public nonisolated struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: Int
  let content: Content

  /// - Parameters:
  ///   - columns: One item per column.
  ///   - alignment: How cells narrower than their column line up: `.leading` (default) only,
  ///     in text; accepted for SwiftUI's spelling.
  ///   - spacing: Blank lines between rows of cells; `nil` means 0.
  ///   - pinnedViews: Accepted for SwiftUI's spelling; nothing is pinned in text.
  ///   - content: The cells, built with a ``ViewBuilder``.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .leading, spacing: Int? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = max(spacing ?? 0, 0)
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  var layout: LazyLayout {
    LazyLayout(
      axis: .vertical, groupSize: max(columns.count, 1), spacing: spacing,
      cellSpacing: max(columns.first?.spacing ?? 1, 0), horizontalAlignment: alignment,
      verticalAlignment: .top)
  }
}

@MainActor extension LazyVGrid: LazyStack, StackingView {
  static var stackingAxis: StackAxis { .vertical }
  var gridItems: [GridItem]? { columns }
}
