import CellGraphCore
import Foundation

nonisolated extension View {
  /// Gives this view a fixed width and/or height, in points.
  ///
  /// Text form: the view placed by `alignment` in a rectangle of the size in cells of the host's
  /// ``CellSize`` (a size above zero is at least one cell); a view larger than the frame is cut,
  /// a cut line ending with `…`; a shape or a colour is drawn into the frame's cells. A negative
  /// or NaN size is reported as a `Diagnostic` of kind `.invalidFrame`, and the view is laid out
  /// without the frame.
  ///
  /// ```swift
  /// Text("Saved").frame(width: 80)              // "  Saved" in 10 columns
  /// Color.green.frame(width: 48, height: 44)    // #green / ░░░░░░
  /// ```
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    Framed(
      content: self,
      bounds: FrameBounds(
        minWidth: width, idealWidth: nil, maxWidth: width, minHeight: height, idealHeight: nil,
        maxHeight: height),
      alignment: alignment)
  }

  /// Gives this view a flexible frame: the smallest, ideal and largest width and height, in
  /// points (`.infinity` for as large as offered).
  ///
  /// Text form: the view's own size clamped between the minimum and the maximum, in cells of the
  /// host's ``CellSize``, the view placed in it by `alignment` (a shape or a colour takes the
  /// ideal, else the minimum, else the maximum). An infinite maximum sets no limit, as the text
  /// offers no size to fill. A contradictory frame (a minimum above the ideal or the maximum, or
  /// a negative size) is reported as a `Diagnostic` of kind `.invalidFrame`, as
  /// SwiftUI logs "Contradictory frame constraints", and the view is laid out without the frame.
  ///
  /// ```swift
  /// Text("Total").frame(maxWidth: .infinity, alignment: .leading)
  /// ```
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    Framed(
      content: self,
      bounds: FrameBounds(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight),
      alignment: alignment)
  }
}

/// The sizes a frame was given, in points (`nil` where none).
struct FrameBounds: Equatable {
  let minWidth: CGFloat?
  let idealWidth: CGFloat?
  let maxWidth: CGFloat?
  let minHeight: CGFloat?
  let idealHeight: CGFloat?
  let maxHeight: CGFloat?

  /// Whether the sizes are consistent: none negative or NaN, and min ≤ ideal ≤ max on each axis
  /// where given. The same answer as `problem == nil` (`FrameBoundsTests` checks both on every
  /// combination of sizes), without making arrays or a message: layout asks on every size.
  var isConsistent: Bool {
    Self.isConsistent(minWidth, idealWidth, maxWidth)
      && Self.isConsistent(minHeight, idealHeight, maxHeight)
  }

  /// Whether the sizes given on one axis are neither NaN nor negative and do not decrease.
  private static func isConsistent(_ low: CGFloat?, _ ideal: CGFloat?, _ high: CGFloat?) -> Bool {
    var previous = -CGFloat.infinity
    func admits(_ size: CGFloat?) -> Bool {
      guard let size else { return true }
      guard !size.isNaN, size >= 0, size >= previous else { return false }
      previous = size
      return true
    }
    return admits(low) && admits(ideal) && admits(high)
  }

  /// What is wrong with the sizes, or `nil` when they are consistent (`isConsistent`): the
  /// message of a diagnostic.
  var problem: String? {
    let sizes: [(String, CGFloat?)] = [
      ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
      ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
    ]
    for case (let name, let size?) in sizes where size.isNaN || size < 0 {
      return "\(name) is \(size)"
    }
    for axis in [
      ("Width", [minWidth, idealWidth, maxWidth]), ("Height", [minHeight, idealHeight, maxHeight]),
    ] {
      let given = axis.1.compactMap { $0 }
      if zip(given, given.dropFirst()).contains(where: { $0 > $1 }) {
        return "min/ideal/max\(axis.0) are not in increasing order (\(axis.1.map(describe)))"
      }
    }
    return nil
  }

  private func describe(_ size: CGFloat?) -> String {
    size.map { "\($0)" } ?? "nil"
  }
}

/// The view `frame(…)` returns. It keeps its content's text; its evaluation checks the sizes.
nonisolated struct Framed<Content: View>: View {
  let content: Content
  let bounds: FrameBounds
  let alignment: Alignment

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Framed: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if reason != .invalidated, !bounds.isConsistent, let problem = bounds.problem {
      node.graph.report(
        Diagnostic(
          kind: .invalidFrame,
          message: """
            Contradictory frame constraints at \(node.identityPath): \(problem). \
            The view is laid out as if it had no frame.
            """,
          path: node.identityPath))
    }
    node.updateChild(content)
  }

  /// The content in a rectangle of the frame's size in cells (see `TextLayout.framed`); as it
  /// is when the frame is contradictory (reported when evaluated).
  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let blocks = node.childrenText
    guard bounds.isConsistent, !blocks.isEmpty else { return blocks }
    let cells = node.graph.cellSize
    let width = bounds.limits(across: true, cells)
    let height = bounds.limits(across: false, cells)
    if width.isEmpty && height.isEmpty { return blocks }
    let block =
      blocks.count == 1 ? blocks[0] : TextLayout.vertical(blocks, alignment: .leading, spacing: 0)
    return [TextLayout.framed(block, width: width, height: height, alignment: alignment)]
  }
}

extension FrameBounds {
  /// The limits across (widths) or down (heights), in cells of `cells`. A finite size above zero
  /// is at least one cell, so a small frame stays visible; an infinite one sets no limit, as the
  /// text has no offered size to fill.
  func limits(across: Bool, _ cells: CellSize) -> TextLayout.FrameLimits {
    func convert(_ points: CGFloat?) -> Int? {
      guard let points, points.isFinite else { return nil }
      let converted = across ? cells.columns(points) : cells.lines(points)
      return points > 0 ? max(converted, 1) : converted
    }
    return across
      ? TextLayout.FrameLimits(
        minimum: convert(minWidth), ideal: convert(idealWidth), maximum: convert(maxWidth))
      : TextLayout.FrameLimits(
        minimum: convert(minHeight), ideal: convert(idealHeight), maximum: convert(maxHeight))
  }
}

/// The kind of misuse `frame` reports.
extension Diagnostic.Kind {
  /// A `frame` was given contradictory sizes (negative, or a minimum above its maximum); the
  /// view was laid out without the frame.
  public static let invalidFrame = Self("invalidFrame")
}
