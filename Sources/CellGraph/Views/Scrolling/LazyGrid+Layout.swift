import CellGraphCore
import Foundation

// The lazy grids in points: the created cells in the columns (rows) `LazyGridTracks` makes of
// the offered width (height), row after row (column after column).

/// A lazy grid's layout along its axis: `.vertical` for a `LazyVGrid` (tracks are columns, cells
/// fill rows that follow one another down), `.horizontal` for a `LazyHGrid`.
@MainActor
struct LazyGridLayout {
  let axis: StackAxis
  let items: [GridItem]
  /// Points between rows of cells (columns, in a horizontal grid).
  let spacing: CGFloat

  init(axis: StackAxis, items: [GridItem], spacing: CGFloat?) {
    self.axis = axis
    self.items = items
    let spacing = spacing ?? CellSize.defaultSpacing
    self.spacing = spacing.isFinite ? max(spacing, 0) : 0
  }

  /// The axis the tracks divide: across the grid's growth.
  private var across: StackAxis { axis == .vertical ? .horizontal : .vertical }

  /// The tracks for `proposal`; without an offer across, each item's cells' longest ideal length.
  private func tracks(_ proposal: ProposedViewSize, _ subviews: [LayoutSubview]) -> LazyGridTracks {
    let count = max(items.count, 1)
    return LazyGridTracks(items, length: proposal.value(along: across)) { item in
      stride(from: item, to: subviews.count, by: count).reduce(0) {
        max($0, subviews[$1].sizeThatFits(.unspecified).value(along: across))
      }
    }
  }

  /// Each cell's proposal: its track's length across, nothing along the grid's growth.
  private func offer(_ track: LazyGridTracks.Track) -> ProposedViewSize {
    ProposedViewSize.unspecified.with(track.length, along: across)
  }

  /// The lengths along the axis of each line of cells (a row of a vertical grid).
  private func lines(_ tracks: LazyGridTracks, _ subviews: [LayoutSubview]) -> [CGFloat] {
    let count = tracks.tracks.count
    return stride(from: 0, to: subviews.count, by: count).map { start in
      (start..<min(start + count, subviews.count)).reduce(0) { longest, index in
        let track = tracks.tracks[index - start]
        return max(longest, subviews[index].sizeThatFits(offer(track)).value(along: axis))
      }
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview]) -> CGSize {
    let tracks = tracks(proposal, subviews)
    let lines = lines(tracks, subviews)
    let along = lines.reduce(0, +) + spacing * CGFloat(max(lines.count - 1, 0))
    return CGSize(along, across: tracks.length, axis: axis)
  }

  /// Places each cell in its track and line, by its item's alignment (centred by default).
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview]) {
    let tracks = tracks(proposal, subviews)
    let lines = lines(tracks, subviews)
    let count = tracks.tracks.count
    var lineStart = axis == .vertical ? bounds.minY : bounds.minX
    for (line, length) in lines.enumerated() {
      var trackStart = axis == .vertical ? bounds.minX : bounds.minY
      for (slot, track) in tracks.tracks.enumerated() {
        let index = line * count + slot
        guard index < subviews.count else { break }
        let size = subviews[index].sizeThatFits(offer(track))
        let alignment = track.alignment ?? .center
        let acrossOffset =
          (track.length - size.value(along: across))
          * (across == .horizontal ? alignment.horizontal.fraction : alignment.vertical.fraction)
        let alongOffset =
          (length - size.value(along: axis))
          * (axis == .vertical ? alignment.vertical.fraction : alignment.horizontal.fraction)
        let origin =
          axis == .vertical
          ? CGPoint(x: trackStart + acrossOffset, y: lineStart + alongOffset)
          : CGPoint(x: lineStart + alongOffset, y: trackStart + acrossOffset)
        subviews[index].place(topLeading: origin, proposal: offer(track))
        trackStart += track.length + track.spacing
      }
      lineStart += length + spacing
    }
  }
}

@MainActor extension LazyVGrid: LayoutPrimitive {
  private var gridLayout: LazyGridLayout {
    LazyGridLayout(axis: .vertical, items: columns, spacing: spacing)
  }

  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    gridLayout.sizeThatFits(proposal, subviews: subviews)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    gridLayout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
  }
}

@MainActor extension LazyHGrid: LayoutPrimitive {
  private var gridLayout: LazyGridLayout {
    LazyGridLayout(axis: .horizontal, items: rows, spacing: spacing)
  }

  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    gridLayout.sizeThatFits(proposal, subviews: subviews)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    gridLayout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
  }
}
