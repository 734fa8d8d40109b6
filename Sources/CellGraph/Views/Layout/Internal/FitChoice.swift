import CellGraphCore

/// What a `ViewThatFits` node remembers: which of its views the text shows, and which the last
/// layout chose. A layout that chose another view changes `shown` through a source the node
/// read, so the node re-runs and shows it.
///
///     layout ──▶ placeSubviews: laidOut = 1 ──▶ layoutDidChange: shown 0 → 1 ──▶ node re-runs
@MainActor
package final class FitChoice: SourceOwner, GeometryObserver {
  private unowned let node: Node
  private(set) lazy var source = OwnedSource(owner: self)
  /// The index of the view shown, among the container's views.
  private(set) var shown = 0
  /// The index the last layout placed; `nil` before the first.
  var laidOut: Int?

  private init(node: Node) {
    self.node = node
  }

  /// The choice of `node`, made, kept as its state, and registered with the host's geometry.
  static func install<Content>(on node: PrimitiveNode<ViewThatFits<Content>>) -> FitChoice {
    let choice = FitChoice(node: node)
    node.state = choice
    node.graph.geometry.register(choice, for: node)
    return choice
  }

  func recordRead() {
    source.recordRead()
  }

  package var sourceName: String { "fitting view of \(node.identityPath)" }
  package var sourceValueDescription: String { "view \(shown + 1)" }

  package func layoutDidChange(_ layout: GeometryLayout) -> Bool {
    guard let laidOut, laidOut != shown else { return false }
    let old = sourceValueDescription
    shown = laidOut
    source.invalidateReaders(
      change: EvaluationRecorder.isAnyAttached
        ? SourceChange(
          kind: .state, name: sourceName, oldValue: old, newValue: sourceValueDescription)
        : nil)
    return true
  }
}
