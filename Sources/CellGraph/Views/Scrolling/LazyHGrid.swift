import CellGraphCore
import Foundation

/// A grid that grows to the right: its cells fill columns of one cell per ``GridItem``, and each
/// column of cells is created only when it comes into view in the enclosing horizontal
/// ``ScrollView``.
///
/// In the host's layout in points the rows are made of the ``GridItem``s from the offered height
/// as SwiftUI makes them (fixed, flexible, adaptive), each cell placed by its item's alignment.
///
/// Text form without a screen size: the created columns of cells side by side, each row as tall
/// as its tallest cell, `spacing` blank columns between columns of cells (1 by default) and the
/// first item's `spacing` (0 by default) in blank lines between cells.
///
/// ```swift
/// ScrollView(.horizontal) {
///   LazyHGrid(rows: [GridItem(), GridItem()]) { ForEach(1..<7) { Text("\($0)") } }
/// }
/// // 1 3 5
/// // 2 4 6
/// ```
///
/// An empty `rows` is reported (`emptyGridItems`) and laid out as one row.
public nonisolated struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// - Parameters:
  ///   - rows: One item per row.
  ///   - alignment: Accepted for SwiftUI's spelling; in the text form cells line up at the top of
  ///     their row, in the layout in points by their item's alignment.
  ///   - spacing: Points between columns of cells; `nil` means SwiftUI's default, 8 points.
  ///   - pinnedViews: Accepted for SwiftUI's spelling; nothing is pinned in text.
  ///   - content: The cells, built with a ``ViewBuilder``.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  func layout(in cells: CellSize) -> LazyLayout {
    LazyLayout(
      axis: .horizontal, groupSize: max(rows.count, 1),
      spacing: cells.columns(spacing ?? CellSize.defaultSpacing),
      cellSpacing: cells.lines(rows.first?.spacing ?? CellSize.defaultSpacing),
      horizontalAlignment: .leading,
      verticalAlignment: alignment)
  }
}

@MainActor extension LazyHGrid: LazyStack, StackingView {
  static var stackingAxis: StackAxis { .horizontal }
  var gridItems: [GridItem]? { rows }
}
