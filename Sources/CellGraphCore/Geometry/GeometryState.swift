import Foundation

/// The host's layout in points: its screen size, the last layout of its tree, and the views that
/// read it (`GeometryObserver`s).
///
/// When the layout runs (the invariant the incremental text path relies on): only while an
/// observer is registered, after an update that changed some text or the screen size, or when
/// a frame is asked for (`frame(of:)`) and the text changed since the last layout. A host
/// without observers therefore does no layout work at all on a text change; a host with
/// observers lays out its whole tree once per such update (sizes are kept for the run only).
@MainActor
package final class GeometryState: GraphFeature {
  private unowned let graph: Graph
  /// The screen the root is proposed; `nil` proposes nothing (the root takes its ideal size).
  package var screenSize: ScreenSize? {
    didSet {
      guard screenSize != oldValue else { return }
      layout = nil
      // The text is drawn at the new layout's frames (or, with none, as before).
      graph.screenLayersDidChange()
    }
  }
  private var layout: GeometryLayout?
  /// The text last drawn from a layout, and the layout it was drawn from.
  private var placed: (layout: GeometryLayout, text: [TextBlock])?
  private var layoutGeneration: UInt64 = 0
  private var observers: [ObjectIdentifier: any GeometryObserver] = [:]
  /// Layout runs in the flush `roundsFlush` names, to stop observers that never settle.
  private var rounds = 0
  private var roundsFlush = 0

  /// How many layouts ran, and how many view sizes they computed in all: the layout work, which
  /// tests count.
  package private(set) var layoutRuns = 0
  package private(set) var sizeComputations = 0

  /// Layout runs allowed in one flush before the observers are taken not to settle.
  static let maximumRoundsPerFlush = 8

  package init(graph: Graph) {
    self.graph = graph
  }

  /// What the root is proposed: the screen size in points, else nothing.
  package var rootProposal: ProposedViewSize {
    guard let screenSize else { return .unspecified }
    return ProposedViewSize(
      width: graph.cellSize.points(columns: screenSize.columns),
      height: graph.cellSize.points(lines: screenSize.lines))
  }

  /// The layout of the tree as it is now: the last one, or a new one if any text changed since.
  package func currentLayout() -> GeometryLayout? {
    guard let root = graph.rootNode else { return nil }
    // The text is assembled first (incrementally: only what changed renders), so that the text
    // generation says whether any view's text changed since the last layout.
    _ = root.text
    if let layout, layoutGeneration == graph.textGeneration { return layout }
    let made = GeometryLayout(cellSize: graph.cellSize)
    made.layOut(root, proposal: rootProposal)
    layout = made
    layoutGeneration = graph.textGeneration
    layoutRuns += 1
    sizeComputations += made.sizeComputations
    return made
  }

  /// The frame of `node` in the host's coordinates, in points, from the current layout; `nil`
  /// for a node that is not placed (removed, or inside a view laid out as one block of text).
  package func frame(of node: Node) -> CGRect? {
    currentLayout()?.frames[ObjectIdentifier(node)]
  }

  /// The text of the tree drawn at the frames of the current layout, when the host has a screen
  /// size; `nil` without one (the text is then laid out by content, each view at its ideal
  /// size). Drawn again only when the layout was made again (a text or the screen changed).
  package func placedText() -> [TextBlock]? {
    guard screenSize != nil, let root = graph.rootNode, let layout = currentLayout() else {
      return nil
    }
    if let placed, placed.layout === layout { return placed.text }
    let text = [layout.drawText(of: root)]
    placed = (layout, text)
    return text
  }

  package var hasObservers: Bool { !observers.isEmpty }

  /// Starts telling `observer`, for `node`, about each new layout.
  package func register(_ observer: any GeometryObserver, for node: Node) {
    observers[ObjectIdentifier(node)] = observer
    layout = nil
  }

  /// Stops telling `node`'s observer.
  package func unregister(_ node: Node) {
    observers[ObjectIdentifier(node)] = nil
  }

  /// Lays the tree out if it changed and tells every observer; whether any changed something.
  func updateObservers() -> Bool {
    guard !observers.isEmpty, let root = graph.rootNode else { return false }
    _ = root.text
    if layout != nil, layoutGeneration == graph.textGeneration { return false }
    if roundsFlush != graph.flushNumber {
      roundsFlush = graph.flushNumber
      rounds = 0
    }
    rounds += 1
    guard rounds <= Self.maximumRoundsPerFlush else {
      if rounds == Self.maximumRoundsPerFlush + 1 {
        graph.report(
          Diagnostic(
            kind: .geometryDidNotSettle,
            message: """
              The layout changed after each of \(Self.maximumRoundsPerFlush) updates in a row: \
              a GeometryReader or onGeometryChange keeps changing the size of what it measures. \
              The host stops updating geometry until the next flush.
              """))
      }
      return false
    }
    guard let layout = currentLayout() else { return false }
    var changed = false
    for observer in Array(observers.values) where observer.layoutDidChange(layout) {
      changed = true
    }
    return changed
  }
}

extension Diagnostic.Kind {
  /// Geometry readers kept changing the layout they read, update after update; the host stopped
  /// updating them for the flush.
  public static let geometryDidNotSettle = Self("geometryDidNotSettle")
}

extension Graph {
  /// The host's layout in points (see `GeometryState`).
  package var geometry: GeometryState { feature(GeometryState.self) }

  /// After the passes of a flush settled: lays out for the geometry observers, if any; whether
  /// they changed anything, so that the flush runs again.
  func updateGeometryObservers() -> Bool {
    existingFeature(GeometryState.self)?.updateObservers() ?? false
  }
}

extension ViewHost {
  /// The host's screen, in columns × lines of its ``cellSize``: the size proposed to the root
  /// view, in points. `nil` (the default) proposes no size: every view takes its ideal size, as
  /// the text is laid out.
  ///
  /// Changing it re-runs the `GeometryReader`s whose proposed size or position changed, in the
  /// next flush.
  ///
  /// ```swift
  /// host.screenSize = ScreenSize(columns: 40, lines: 20)   // 320 × 440 points
  /// host.flush()
  /// ```
  public var screenSize: ScreenSize? {
    get { graph.existingFeature(GeometryState.self)?.screenSize }
    set { graph.geometry.screenSize = newValue }
  }

  /// The frame of the root view in points, in the host's coordinates.
  package var rootFrame: CGRect? { graph.geometry.frame(of: rootNode) }
}
