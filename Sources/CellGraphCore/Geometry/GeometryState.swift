import Foundation

/// The host's layout in points: its screen size, the layout of its tree (kept between updates
/// once made), and the views that read it (`GeometryObserver`s).
///
/// When the layout runs (the invariant the incremental text path relies on): only while an
/// observer is registered, after an update that changed some text or the screen size, or when
/// a frame is asked for (`frame(of:)`) and the text changed since the last layout. A host
/// without observers therefore does no layout work at all on a text change. Once made, the
/// layout is kept and brought up to date (`GeometryLayout.update`): an update lays out again only
/// the views that changed, up to the nearest ancestor whose size did not; a new screen or cell
/// size, or more changed views than the tree has, make it again from scratch.
@MainActor
package final class GeometryState: GraphFeature {
  private unowned let graph: Graph
  /// The screen the root is proposed; `nil` proposes nothing (the root takes its ideal size).
  package var screenSize: ScreenSize? {
    didSet {
      guard screenSize != oldValue else { return }
      dropLayout()
      // The text is drawn at the new layout's frames (or, with none, as before).
      graph.screenLayersDidChange()
    }
  }
  private var layout: GeometryLayout?
  /// Counts the changes of the kept layout's text: each update that re-rendered any view.
  private var revision: UInt64 = 0
  /// The text last drawn from the layout, and the revision it was drawn at.
  private var placed: (revision: UInt64, text: [TextBlock])?
  private var observers: [ObjectIdentifier: any GeometryObserver] = [:]
  /// An observer registered since the observers were last told about the layout.
  private var observersNeedLayout = false
  /// Layout runs in the flush `roundsFlush` names, to stop observers that never settle.
  private var rounds = 0
  private var roundsFlush = 0

  /// How many layouts ran (made or updated), and how many view sizes they computed in all: the
  /// layout work, which tests count.
  package private(set) var layoutRuns = 0
  package private(set) var sizeComputations = 0

  /// Called with a description of each difference between an updated layout and one made from
  /// scratch, when set: `ViewHost.testing` sets it, so that every test with a screen size checks
  /// the incremental layout. Costs a whole layout per update.
  package var checksIncrementalLayout: (@MainActor (String) -> Void)?

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

  /// The layout of the tree as it is now: the kept one, brought up to date with the views that
  /// changed since, or a new one.
  package func currentLayout() -> GeometryLayout? {
    guard let root = graph.rootNode else { return nil }
    if let layout {
      guard !graph.changedForLayout.isEmpty else { return layout }
      var changed: [Node] = []
      swap(&changed, &graph.changedForLayout)
      let work = layout.sizeComputations
      layout.update(root, proposal: rootProposal, changed: changed)
      layoutRuns += 1
      sizeComputations += layout.sizeComputations - work
      revision &+= 1
      if let checksIncrementalLayout { check(layout, of: root, report: checksIncrementalLayout) }
      return layout
    }
    let made = GeometryLayout(cellSize: graph.cellSize)
    made.layOut(root, proposal: rootProposal)
    layout = made
    graph.keepsLayout = true
    graph.changedForLayout.removeAll()
    // Past as many changed views as the tree has views, a new layout costs no more.
    graph.changedForLayoutLimit = max(made.frames.count, 1_024)
    layoutRuns += 1
    sizeComputations += made.sizeComputations
    revision &+= 1
    return made
  }

  /// Stops keeping the layout: the next one is made from scratch.
  package func dropLayout() {
    layout = nil
    placed = nil
    graph.keepsLayout = false
    graph.changedForLayout = []
  }

  /// Forgets `node`, which left the tree, in the kept layout.
  func forget(_ node: Node) {
    layout?.forget(node)
  }

  /// Compares `layout`, just updated, with a layout of `root` made from scratch; reports each
  /// view whose frame differs.
  private func check(
    _ layout: GeometryLayout, of root: Node, report: @MainActor (String) -> Void
  ) {
    let fresh = GeometryLayout(cellSize: graph.cellSize, checking: layout)
    fresh.layOut(root, proposal: rootProposal)
    var names: [ObjectIdentifier: String] = [:]
    func name(_ node: Node) {
      names[ObjectIdentifier(node)] = node.identityPath
      for child in node.children { name(child) }
    }
    var differences: [String] = []
    for (id, frame) in fresh.frames where layout.frames[id] != frame {
      if names.isEmpty { name(root) }
      let kept = layout.frames[id].map { "\($0)" } ?? "none"
      differences.append("\(names[id] ?? "a view"): updated \(kept), from scratch \(frame)")
    }
    guard !differences.isEmpty else { return }
    report(
      "The kept layout differs from a layout made from scratch after an update:\n"
        + differences.sorted().joined(separator: "\n"))
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
    if let placed, placed.revision == revision { return placed.text }
    let text = [layout.drawText(of: root)]
    placed = (revision, text)
    return text
  }

  package var hasObservers: Bool { !observers.isEmpty }

  /// Starts telling `observer`, for `node`, about each new layout.
  package func register(_ observer: any GeometryObserver, for node: Node) {
    observers[ObjectIdentifier(node)] = observer
    observersNeedLayout = true
  }

  /// Stops telling `node`'s observer.
  package func unregister(_ node: Node) {
    observers[ObjectIdentifier(node)] = nil
  }

  /// Lays the tree out if it changed and tells every observer; whether any changed something.
  func updateObservers() -> Bool {
    guard !observers.isEmpty, graph.rootNode != nil else { return false }
    if layout != nil, graph.changedForLayout.isEmpty, !observersNeedLayout { return false }
    observersNeedLayout = false
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
