import Foundation

/// The text form drawn from a layout in points: each view's text at its frame.
///
/// One pass over the laid-out tree collects the views that are drawn as a whole (the leaves of
/// the layout: a `Text`, a control, a shape, a view laid out as its text), back to front, then
/// draws them into a `TextCanvas` at their frames converted to cells (Docs/TextForm.md, "Points
/// and cells": each edge rounded to the nearest cell, halves away from zero), shapes and colours
/// first. A text is drawn as the layout sized it: wrapped at its proposed width, cut to its line
/// limit (`TextFitting`), its lines lined up by its multi-line alignment.
///
///     HStack { Text("a"); Spacer(); Text("b") }   on a screen of 20 columns
///     "a                  b"
extension GeometryLayout {
  /// The text of the tree laid out from `root`, drawn at the frames of this layout.
  package func drawText(of root: Node) -> TextBlock {
    var drawings: [(lines: [String], rect: CellRect)] = []
    var texts: [(lines: [String], rect: CellRect)] = []
    func collect(_ node: Node) {
      let id = ObjectIdentifier(node)
      guard let frame = frames[id] else {
        // Not placed: a group (a `ForEach`, a tuple) whose children were placed in its stead.
        for child in node.children { collect(child) }
        return
      }
      if let layout = layoutCapability(of: node) {
        for piece in layout.ownText(of: node, in: cellRect(frame), layout: self) {
          texts.append((piece.lines, piece.rect))
        }
        for child in layout.childrenBackToFront(of: node) { collect(child) }
        return
      }
      switch defaultRole(of: node) {
      case .passThrough(let child): collect(child)
      case .implicitStack(let subviews): for subview in subviews { collect(subview.node) }
      case .leaf:
        let rect = cellRect(frame)
        let text = node.text
        if text.count == 1, case .flexible(let flexible) = text[0].kind {
          if flexible.isDrawing {
            drawings.append((flexible.resolve(width: rect.width, height: rect.height).lines, rect))
            return
          }
          switch flexible {
          case .spacer: return
          case .rule:
            let block =
              axes[id] == .horizontal
              ? flexible.resolve(across: .horizontal, extent: rect.height)
              : flexible.resolve(across: .vertical, extent: rect.width)
            texts.append((block.lines, rect))
          default:
            texts.append((flexible.resolve(width: rect.width, height: rect.height).lines, rect))
          }
          return
        }
        let (lines, width) = fittedLines(of: node, proposals[id] ?? .unspecified)
        let aligned =
          node.keptLabelCount == 0
          ? node.environment[TextFittingKey.self].aligned(lines, width: width) : lines
        texts.append((aligned, rect))
      }
    }
    collect(root)
    let bounds = cellRect(frames[ObjectIdentifier(root)] ?? .zero)
    var canvas = TextCanvas(width: bounds.x + bounds.width, height: bounds.y + bounds.height)
    for drawing in drawings { canvas.drawDrawing(drawing.lines, in: drawing.rect) }
    for text in texts { canvas.drawText(text.lines, in: text.rect) }
    return canvas.block
  }

  /// `frame` in whole cells: each edge rounded to the nearest cell, halves away from zero.
  package func cellRect(_ frame: CGRect) -> CellRect {
    func cells(_ points: CGFloat, per cell: CGFloat) -> Int {
      guard points.isFinite else { return 0 }
      let bounded = min(max(points / cell, -CGFloat(Int32.max)), CGFloat(Int32.max))
      return Int(bounded.rounded(.toNearestOrAwayFromZero))
    }
    let left = cells(frame.minX, per: cellSize.width)
    let top = cells(frame.minY, per: cellSize.height)
    return CellRect(
      x: left, y: top, width: cells(frame.maxX, per: cellSize.width) - left,
      height: cells(frame.maxY, per: cellSize.height) - top)
  }
}
