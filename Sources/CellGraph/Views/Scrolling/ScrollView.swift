import CellGraphCore

/// A scrollable view: shows the part of its content that fits the host's screen, and moves
/// through the rest when scrolled.
///
/// The host has a screen of ``ViewHost/viewportLines`` lines (24 unless set) and
/// ``ViewHost/viewportColumns`` columns (80). A vertical scroll view shows that many lines of its
/// content, from the line it is scrolled to; a horizontal one that many columns of each line.
/// Lazy stacks inside (``LazyVStack``, ``LazyHStack``, ``LazyVGrid``, ``LazyHGrid``) create
/// their rows only as they come into view.
///
/// Text form: the lines in view, with a marker line above when lines are scrolled past and
/// below when there is more (`showsIndicators: false` leaves the markers out, as it hides
/// SwiftUI's scroll bars):
///
/// ```swift
/// ScrollView {
///   VStack { ForEach(1...50, id: \.self) { Text("Line \($0)") } }
/// }
/// // after try host.scroll(by: 10), with a viewport of 3 lines:
/// // ▲ 10 lines above
/// // Line 11
/// // Line 12
/// // Line 13
/// // ▼ 37 lines below
/// ```
///
/// Scroll with ``ViewHost/scroll(by:columns:)``, ``ViewHost/scrollToEnd()``, ``ViewHost/scrollToTop()``
/// (or on a found view). The position is kept by identity across updates; a disabled scroll view
/// (`.disabled(true)`) does not scroll.
public nonisolated struct ScrollView<Content: View>: View {
  let axes: Axis.Set
  let showsIndicators: Bool
  let content: Content

  /// - Parameters:
  ///   - axes: The axes to scroll along: `.vertical` (default), `.horizontal`, or both.
  ///   - showsIndicators: Whether the text shows the marker lines of content out of view.
  ///   - content: The scrolled content, built with a ``ViewBuilder``.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ControlKind {
  static let scrollView = ControlKind("scroll view")
}

/// How far a scroll moves: lines and columns (negative: up, left).
package struct ScrollAmount: Hashable, Sendable {
  let lines: Int
  let columns: Int
}

extension ControlAction.Name {
  /// Scrolls a scroll view by the input's lines and columns (negative: up, left), clamped to its
  /// content; `Int.max` scrolls to the end, `Int.min` to the top.
  package static let scroll = Self("scroll") { _, action in
    switch action.scrollAmount {
    case (.max, .max)?: "scroll to end"
    case (.min, .min)?: "scroll to top"
    case (let lines, let columns)?: "scroll by \(lines) lines, \(columns) columns"
    case nil: "scroll"
    }
  }
}

extension ControlAction {
  /// Scrolls by `lines` and `columns`.
  package static func scroll(lines: Int, columns: Int) -> ControlAction {
    ControlAction(.scroll, input: ScrollAmount(lines: lines, columns: columns))
  }

  /// The lines and columns of a `scroll` action; `nil` for any other action.
  package var scrollAmount: (lines: Int, columns: Int)? {
    guard name == .scroll, let amount = input(ScrollAmount.self) else { return nil }
    return (amount.lines, amount.columns)
  }
}

@MainActor extension ScrollView: Control {
  package typealias NodeState = ScrollPosition

  static var controlKind: ControlKind { .scrollView }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let position = node.state ?? ScrollPosition(path: node.identityPath)
    node.state = position
    position.axes = axes
    if !axes.contains(.vertical) { position.settle(0, along: .vertical) }
    if !axes.contains(.horizontal) { position.settle(0, along: .horizontal) }
    // What is shown depends on the position and the screen, and on nothing else of this node's.
    node.tracking {
      _ = position.trackedOffset(along: .vertical)
      position.visibleLines = node.graph.viewport.trackedExtent(along: .vertical)
      position.visibleColumns = node.graph.viewport.trackedExtent(along: .horizontal)
    }
    // Invalidated, the node only scrolled or the screen changed: the content is the same value
    // as before, and the lazy stacks inside, which read the position too, update themselves.
    if reason == .invalidated { return }
    node.updateChild(content)
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let blocks = node.childrenText
    guard let position = node.state else { return blocks }
    var lines = TextLayout.vertical(blocks, alignment: .leading, spacing: 0).lines
    var markers: [String] = []
    var above: String?
    if axes.contains(.vertical) {
      let window = ScrollWindow(
        requested: position.line, viewport: position.visibleLines, contentExtent: lines.count,
        openEnded: position.hasUncreatedRows(along: .vertical))
      position.renderedLines = lines.count
      if !window.openEnded { position.settle(window.start, along: .vertical) }
      lines = Array(lines[window.start..<window.end])
      if window.start > 0 { above = "▲ \(window.start) \(plural("line", window.start)) above" }
      // With a lazy stack inside, the created rows below the screen depend on where it was
      // scrolled before; the marker says only that there is more, so the text does not.
      if window.openEnded || (window.hidden > 0 && position.hasLazyStacks(along: .vertical)) {
        markers.append("▼ more below")
      } else if window.hidden > 0 {
        markers.append("▼ \(window.hidden) \(plural("line", window.hidden)) below")
      }
    }
    if axes.contains(.horizontal) {
      let width = lines.reduce(0) { max($0, TextBlock.width(of: $1)) }
      let window = ScrollWindow(
        requested: position.column, viewport: position.visibleColumns, contentExtent: width,
        openEnded: position.hasUncreatedRows(along: .horizontal))
      position.renderedColumns = width
      if !window.openEnded { position.settle(window.start, along: .horizontal) }
      lines = lines.map { line in
        let characters = Array(line)
        let start = min(window.start, characters.count)
        return String(characters[start..<min(window.end, characters.count)])
      }
      var sides: [String] = []
      if window.start > 0 {
        sides.append("◀ \(window.start) \(plural("column", window.start)) left")
      }
      if window.openEnded || (window.hidden > 0 && position.hasLazyStacks(along: .horizontal)) {
        sides.append("▶ more right")
      } else if window.hidden > 0 {
        sides.append("▶ \(window.hidden) \(plural("column", window.hidden)) right")
      }
      if !sides.isEmpty { markers.append(sides.joined(separator: " · ")) }
    }
    if showsIndicators {
      if let above { lines.insert(above, at: 0) }
      lines.append(contentsOf: markers)
    }
    let width = lines.reduce(0) { max($0, TextBlock.width(of: $1)) }
    return [TextBlock(lines: lines, width: width)]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String { "" }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard let (lines, columns) = action.scrollAmount else { throw .unsupported }
    guard let position = node.state else { return }
    // Brings the last render's extents up to date, so the move is clamped to what is shown.
    _ = node.text
    position.scroll(lines: lines, columns: columns)
  }
}

/// The part of content of `contentExtent` lines (or columns) a scroll view shows, scrolled to
/// `requested` with a screen of `viewport`.
struct ScrollWindow {
  /// The first line shown.
  let start: Int
  /// One past the last line shown.
  let end: Int
  /// The known lines after the window.
  let hidden: Int
  /// Whether more content may come after what is known (lazy rows not created yet).
  let openEnded: Bool

  init(requested: Int, viewport: Int, contentExtent: Int, openEnded: Bool) {
    // Content known to end before the requested screen does: show its last screen. Open-ended
    // content (lazy rows not created) was filled up to the screen's end by its lazy stacks; it
    // may stop a spacing short of it, which is no reason to move.
    start = max(min(requested, openEnded ? contentExtent : contentExtent - viewport), 0)
    end = min(start + viewport, contentExtent)
    hidden = contentExtent - end
    self.openEnded = openEnded
  }
}

/// `word`, with an `s` unless `count` is 1.
func plural(_ word: String, _ count: Int) -> String {
  count == 1 ? word : word + "s"
}

extension Interaction {
  /// Scrolls the scroll view by `lines` (negative: up) and `columns` (negative: left), clamped
  /// to its content (``ViewHost/scroll(by:columns:)``).
  public static func scroll(by lines: Int, columns: Int = 0) -> Interaction {
    Interaction(.kind(.scrollView), .scroll(lines: lines, columns: columns))
  }
  /// Scrolls the scroll view to the end of its content (``ViewHost/scrollToEnd()``).
  public static let scrollToEnd = Interaction(
    .kind(.scrollView), .scroll(lines: .max, columns: .max))
  /// Scrolls the scroll view back to the start of its content (``ViewHost/scrollToTop()``).
  public static let scrollToTop = Interaction(
    .kind(.scrollView), .scroll(lines: .min, columns: .min))
}
