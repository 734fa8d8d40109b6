import CellGraphCore
import Foundation

/// A grid that grows downward: its cells fill rows of one cell per ``GridItem``, and each row of
/// cells is created only when it comes into view in the enclosing vertical ``ScrollView``.
///
/// Laziness works as in ``LazyVStack``, a row of cells at a time: the cells' bodies and
/// `onAppear` actions run together when their row comes into view.
///
/// In the host's layout in points (a screen size, or readers inside), the columns are made of the
/// ``GridItem``s from the offered width as SwiftUI makes them (fixed, flexible, adaptive), each
/// cell proposed its column's width and placed by its item's alignment (centred by default).
///
/// Text form without a screen size: the created rows of cells; one column per item, as wide as
/// its widest cell, with the first item's `spacing` between cells and `spacing` between rows, in
/// points converted by the host's ``CellSize`` (by default SwiftUI's 8 points: one column between
/// cells, no line between rows). With a screen size, the cells are drawn at their frames.
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
  let spacing: CGFloat?
  let content: Content

  /// - Parameters:
  ///   - columns: One item per column.
  ///   - alignment: How cells narrower than their column line up in the text form without a
  ///     screen size (`.leading` by default); in the layout in points each item's alignment
  ///     places its cells.
  ///   - spacing: Points between rows of cells; `nil` means SwiftUI's default, 8 points.
  ///   - pinnedViews: Accepted for SwiftUI's spelling; nothing is pinned in text.
  ///   - content: The cells, built with a ``ViewBuilder``.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .leading, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  func layout(in cells: CellSize) -> LazyLayout {
    LazyLayout(
      axis: .vertical, groupSize: max(columns.count, 1),
      spacing: cells.lines(spacing ?? CellSize.defaultSpacing),
      cellSpacing: cells.columns(columns.first?.spacing ?? CellSize.defaultSpacing),
      horizontalAlignment: alignment,
      verticalAlignment: .top)
  }
}

@MainActor extension LazyVGrid: LazyStack, StackingView {
  static var stackingAxis: StackAxis { .vertical }
  var gridItems: [GridItem]? { columns }
}
