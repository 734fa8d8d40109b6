import CellGraphCore
import Foundation

/// How a control lays out in points, with a screen size: around its label, through a custom
/// style's body, or as its text.
///
/// A control draws marks of its own around its label (a button's brackets, a toggle's box, a
/// picker's choice). With one label view it lays that view out in points, so a spacer or a
/// `maxWidth: .infinity` in the label stretches it; a custom style's body of one view stands in
/// for the control; anything else (a style's body of several views, a label of several views)
/// is laid out and drawn as the control's text, as any other built-in view.
///
///     Button { } label: { HStack { Text("Inbox"); Spacer(); Text("3") } }   on 12 columns
///     [Inbox     3]
@MainActor
enum ControlLayout {
  /// How a control is laid out, from its node's subviews.
  enum Role {
    /// The control's own form around its one label view.
    case label(LayoutSubview)
    /// A custom style's body of one view: the control is that view.
    case styled(LayoutSubview)
    /// The control's text, as a leaf.
    case text
  }

  /// The role of a control whose label (unstyled) or style's body (styled) is its children.
  static func role(isStyled: Bool, _ subviews: [LayoutSubview]) -> Role {
    guard subviews.count == 1 else { return .text }
    return isStyled ? .styled(subviews[0]) : .label(subviews[0])
  }

  // MARK: - As its text

  /// The size of `node` laid out as its text: its lines, wrapped at the proposed width.
  static func textSize(of node: Node, _ proposal: ProposedViewSize) -> CGSize {
    let cellSize = node.graph.cellSize
    let (lines, width) = GeometryLayout(cellSize: cellSize).fittedLines(of: node, proposal)
    return CGSize(
      width: cellSize.points(columns: width), height: cellSize.points(lines: lines.count))
  }

  /// Places the subviews of a control laid out as its text at its frame, offered its size, as
  /// the layout places a leaf's children (a geometry reader among them still reports a frame).
  static func placeUnder(_ bounds: CGRect, _ subviews: [LayoutSubview]) {
    for subview in subviews {
      subview.place(topLeading: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
  }

  /// The text of a control laid out as its text, drawn at its frame.
  static func text(of node: Node, in bounds: CellRect, layout: GeometryLayout) -> [PlacedLines] {
    let proposal = layout.proposals[ObjectIdentifier(node)] ?? .unspecified
    let (lines, width) = layout.fittedLines(of: node, proposal)
    let aligned = node.environment[TextFittingKey.self].aligned(lines, width: width)
    return [PlacedLines(aligned, at: bounds)]
  }

  // MARK: - Marks around a label

  /// The cells a label's frame covers, or `bounds` when the label was not placed.
  static func labelCells(_ label: Node?, in bounds: CellRect, layout: GeometryLayout) -> CellRect {
    guard let label, let frame = layout.frames[ObjectIdentifier(label)] else { return bounds }
    return layout.cellRect(frame)
  }

  /// One line of text drawn as a piece at column `x`, line `y`.
  static func mark(_ text: String, x: Int, y: Int) -> PlacedLines {
    PlacedLines([text], at: CellRect(x: x, y: y, width: TextBlock.width(of: text), height: 1))
  }

  /// The size of a control laid out as a row (a toggle, a picker): its label of `label` size
  /// and `columns` of marks beside it, stretched to a finite offered width (never narrower than
  /// label and marks), at least one line tall.
  static func rowSize(
    label: CGSize, marks columns: Int, _ proposal: ProposedViewSize, _ cellSize: CellSize
  ) -> CGSize {
    let ideal = label.width + cellSize.points(columns: columns)
    let width = proposal.width.flatMap { $0.isFinite ? max($0, ideal) : nil } ?? ideal
    return CGSize(width: width, height: max(label.height, cellSize.height))
  }

  /// The width proposal left for a label when `columns` of the control's marks take their
  /// cells beside it.
  static func labelProposal(
    _ proposal: ProposedViewSize, less columns: Int, _ cellSize: CellSize
  ) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max($0 - cellSize.points(columns: columns), 0) },
      height: proposal.height)
  }
}
