import CellGraphCore
import Foundation

/// What a `GeometryReader`'s node remembers: the frame the last layout gave it, kept in a source
/// its content reads, so that a layout that moves or resizes the reader re-runs exactly its
/// content.
///
///     layout ──▶ layoutDidChange ──▶ frame changed? ──▶ source ──▶ GeometryReader re-runs
@MainActor
package final class GeometryReading: SourceOwner, GeometryObserver {
  private unowned let node: Node
  private(set) lazy var source = OwnedSource(owner: self)
  /// The frame of the reader in the host's coordinates; zero until the first layout.
  private var frame = CGRect.zero

  private init(node: Node) {
    self.node = node
  }

  /// The reading of `node`, made, kept as its state, and registered with the host's geometry.
  static func install<Content>(on node: PrimitiveNode<GeometryReader<Content>>) -> GeometryReading {
    let reading = GeometryReading(node: node)
    node.state = reading
    node.graph.geometry.register(reading, for: node)
    return reading
  }

  /// The proxy of the reader's current frame, read as a dependency of the evaluation.
  var proxy: GeometryProxy {
    source.recordRead()
    return GeometryProxy(frame: frame, node: node)
  }

  package var sourceName: String { "geometry of \(node.identityPath)" }
  package var sourceValueDescription: String {
    "\(Self.describe(frame.width)) × \(Self.describe(frame.height)) at "
      + "(\(Self.describe(frame.minX)), \(Self.describe(frame.minY)))"
  }

  package func layoutDidChange(_ layout: GeometryLayout) -> Bool {
    let new = layout.frames[ObjectIdentifier(node)] ?? .zero
    guard new != frame else { return false }
    let old = sourceValueDescription
    frame = new
    source.invalidateReaders(
      change: EvaluationRecorder.isAnyAttached
        ? SourceChange(
          kind: .state, name: sourceName, oldValue: old, newValue: sourceValueDescription)
        : nil)
    return true
  }

  private static func describe(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(describing: value)
  }
}
