import CellGraphCore

/// The layers presented in one host, in the order they were presented, and the slot of the
/// host's screen: what the host's text shows above the screen and what a dismiss interaction
/// acts on (the last, topmost layer).
///
/// A layer is pushed when its node is created and removed when its node leaves the tree
/// (dismissed, or its presenter removed), so the list never holds a removed node.
///
/// Kept in the host's graph as a feature (`graph.feature(PresentationStack.self)`), made when the
/// first presentation needs it; it lays the layers over the screen's text (`screenText(over:)`).
@MainActor
final class PresentationStack: GraphFeature {
  /// The presentation slot of the host's screen (the root's context).
  let screenContext = PresentationContext(ownerDescription: "the screen")
  /// The presented layers' nodes with their kinds, outermost first.
  private(set) var layers: [(node: Node, kind: PresentationKind, link: PresentationLink)] = []

  var topmost: Node? { layers.last?.node }

  init(graph: Graph) {}

  func push(_ node: Node, link: PresentationLink) {
    layers.append((node, link.kind, link))
  }

  func remove(_ node: Node) {
    layers.removeAll { $0.node === node }
  }

  /// The host's text: the screen's blocks, then each presented layer in a frame titled with
  /// its kind, outermost first (see Docs/TextForm.md, "Presentations").
  ///
  ///     Inbox
  ///     +- sheet -------+
  ///     | New message   |
  ///     +---------------+
  func screenText(over screen: [TextBlock]) -> [TextBlock] {
    guard !layers.isEmpty else { return screen }
    var blocks = screen
    for layer in layers {
      // A sheet that declares detents names the one it rests at: `sheet · medium`.
      let detent = layer.link.restingDetent.map { " · \($0)" } ?? ""
      blocks.append(Self.framed(layer.node.text, title: layer.kind.name + detent))
    }
    return blocks
  }

  /// `blocks` stacked in an ASCII frame with `title` set into its top edge.
  static func framed(_ blocks: [TextBlock], title: String) -> TextBlock {
    let content = TextLayout.vertical(blocks, alignment: .leading, spacing: 0).resolved
    // "+- " title " " then at least one dash to the corner: the frame widens to fit the title.
    let inner = max(content.width, TextBlock.width(of: title) + 4)
    var box = TextLayout.bordered(TextBlock(lines: content.lines, width: inner))
    let dashes = String(repeating: "-", count: inner - TextBlock.width(of: title) - 3)
    box.lines[0] = "+- \(title) \(dashes)+"
    return box
  }
}
