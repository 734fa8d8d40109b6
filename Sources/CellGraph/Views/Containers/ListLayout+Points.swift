import CellGraphCore
import Foundation

/// A list's or form's layout in points, with a screen size: the container takes the size it is
/// offered, and stacks its entries (`ListContent`: rows, section headers and footers) one below
/// the other, each proposed the container's width less its indent and no height, so a row's
/// `Spacer` or `maxWidth: .infinity` stretches it to the container's width.
///
/// The indents are the text form's (`ListLayout.text`): two columns per enclosing section for a
/// row or footer, and two more before each row of a list with a selection, where the selected
/// row's `> ` mark is drawn (`marks`). A section itself has no frame: its entries are placed by
/// the container, as the text form places them.
///
///     List(selection: $fruit) {           screen of 20 columns
///       Section("Fruit") {                Fruit
///         HStack {                          > Apple        3
///           Text("Apple"); Spacer()         Pear           5
///           Text("3")
///         }.tag("apple")
///         …
extension ListLayout {
  /// One entry of a container, with the columns it is indented by.
  struct PlacedEntry {
    let item: ListContent.Item
    let subview: LayoutSubview
    let indent: CGFloat
  }

  /// The entries of `node`'s container as subviews of `layout`, each with its indent in points;
  /// rows are indented two more columns when `marked` (a list with a selection).
  @MainActor
  static func entries(of node: Node, marked: Bool, layout: GeometryLayout) -> [PlacedEntry] {
    ListContent(of: node).items.map { item in
      let columns = 2 * item.depth + (marked && item.kind == .row ? selectedMarker.count : 0)
      return PlacedEntry(
        item: item, subview: LayoutSubview(node: item.node, layout: layout, axis: nil),
        indent: layout.cellSize.points(columns: columns))
    }
  }

  /// The container's size for `proposal`: the offered size where there is one (Apple, `List`:
  /// "A container that presents rows of data arranged in a single column", scrolling what does
  /// not fit, so it takes the space it is offered), else its entries' (the widest, indent
  /// included, and their heights added up).
  @MainActor
  static func size(
    _ proposal: ProposedViewSize, entries: [PlacedEntry]
  ) -> CGSize {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    if let width, let height { return CGSize(width: width, height: height) }
    var content = CGSize.zero
    for entry in entries {
      let size = entry.subview.sizeThatFits(rowProposal(width, entry))
      content.width = max(content.width, entry.indent + size.width)
      content.height += size.height
    }
    return CGSize(width: width ?? content.width, height: height ?? content.height)
  }

  /// Places the entries one below the other from the top of `bounds`, each at its indent,
  /// proposed the width left of `bounds` and no height: a row is as tall as it needs.
  @MainActor
  static func place(_ entries: [PlacedEntry], in bounds: CGRect) {
    var y = bounds.minY
    for entry in entries {
      let proposal = rowProposal(bounds.width, entry)
      let size = entry.subview.sizeThatFits(proposal)
      entry.subview.place(
        topLeading: CGPoint(x: bounds.minX + entry.indent, y: y), proposal: proposal)
      y += size.height
    }
  }

  /// What an entry is proposed in a container `width` wide (`nil`: its ideal width).
  private static func rowProposal(_ width: CGFloat?, _ entry: PlacedEntry) -> ProposedViewSize {
    ProposedViewSize(width: width.map { max($0 - entry.indent, 0) }, height: nil)
  }

  /// The `> ` mark before the first line of each selected row that shows text, at the row's
  /// frame in `layout`.
  @MainActor
  static func marks(
    of entries: [PlacedEntry], isSelected: (AnyHashable) -> Bool, layout: GeometryLayout
  ) -> [PlacedLines] {
    entries.compactMap { entry in
      guard entry.item.kind == .row, let value = entry.item.value, isSelected(value),
        !entry.item.node.text.isEmpty,
        let frame = layout.frames[ObjectIdentifier(entry.item.node)]
      else { return nil }
      let row = layout.cellRect(frame)
      let width = selectedMarker.count
      return PlacedLines(
        [selectedMarker], at: CellRect(x: row.x - width, y: row.y, width: width, height: 1))
    }
  }
}

@MainActor extension List: LayoutPrimitive {
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    guard let layout = subviews.first?.layout else { return ListLayout.size(proposal, entries: []) }
    return ListLayout.size(proposal, entries: entries(of: node, layout))
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    guard let layout = subviews.first?.layout else { return }
    ListLayout.place(entries(of: node, layout), in: bounds)
  }

  package func ownText(in bounds: CellRect, node: PrimitiveNode<Self>, layout: GeometryLayout)
    -> [PlacedLines]
  {
    guard let selected = node.state?.selected, !selected.isEmpty else { return [] }
    return ListLayout.marks(
      of: entries(of: node, layout), isSelected: selected.contains, layout: layout)
  }

  /// A list with a selection binding marks its rows, and indents them by the mark.
  private func entries(of node: PrimitiveNode<Self>, _ layout: GeometryLayout)
    -> [ListLayout.PlacedEntry]
  {
    ListLayout.entries(of: node, marked: node.state?.selected != nil, layout: layout)
  }
}

@MainActor extension Form: LayoutPrimitive {
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    guard let layout = subviews.first?.layout else { return ListLayout.size(proposal, entries: []) }
    return ListLayout.size(
      proposal, entries: ListLayout.entries(of: node, marked: false, layout: layout))
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    guard let layout = subviews.first?.layout else { return }
    ListLayout.place(ListLayout.entries(of: node, marked: false, layout: layout), in: bounds)
  }
}
