import CellGraphCore
import Foundation

/// The links in texts (Markdown `[words](url)` in a literal, an `AttributedString`'s `.link`),
/// which a user taps in the text and which open through `\.openURL`.
///
/// A text is one string (see `TextContext`), so the link's destination is kept here, with the
/// view whose evaluation made the text: its `\.openURL` opens it, as the text's would in SwiftUI.
/// A link is found while that view is in the tree (``ViewHost/openLink(_:)``).
@MainActor
final class TextLinks: GraphFeature {
  struct Entry {
    weak var node: Node?
    let title: String
    let url: URL
  }

  private var entries: [Entry] = []

  init(graph: Graph) {}

  /// Notes that the view at `node` showed a link titled `title` to `url`.
  func note(_ title: String, _ url: URL, at node: Node) {
    entries.removeAll { $0.node == nil || $0.node?.isRemoved == true }
    if entries.contains(where: { $0.node === node && $0.title == title && $0.url == url }) {
      return
    }
    entries.append(Entry(node: node, title: title, url: url))
  }

  /// The links shown by views still in the tree, in the order they were first shown.
  var live: [(node: Node, title: String, url: URL)] {
    entries.compactMap { entry in
      guard let node = entry.node, !node.isRemoved else { return nil }
      return (node, entry.title, entry.url)
    }
  }
}

extension TextContext {
  /// Notes a link titled `title` to `url` in the text being made, for ``ViewHost/openLink(_:)``;
  /// outside an evaluation nothing can open it.
  func noteLink(_ title: String, _ url: URL) {
    guard let node else { return }
    node.graph.feature(TextLinks.self).note(title, url, at: node)
  }
}

extension ViewHost {
  /// Taps the link titled `title` in a text (Markdown `[title](url)` in a `Text` literal, or an
  /// `AttributedString`'s `.link`): its URL goes to the `\.openURL` action where the text was
  /// made (the host's records it in ``openedURLs``).
  ///
  /// ```swift
  /// Text("Read the [guide](https://example.com/guide)")   // Read the guide
  /// try host.openLink("guide")
  /// #expect(host.openedURLs == [URL(string: "https://example.com/guide")!])
  /// ```
  ///
  /// - Throws: ``InteractionError`` (`.notFound`, listing the links shown) when no text on screen
  ///   shows a link titled `title`; `.ambiguous` when several show different URLs.
  public func openLink(_ title: String) throws {
    flush()
    let links = graph.feature(TextLinks.self).live
    let matches = links.filter { $0.title == title }
    guard let first = matches.first else {
      throw InteractionError(
        reason: .notFound, controlKind: "text link", label: title,
        candidates: links.map { "\"\($0.title)\" (\($0.url.absoluteString))" })
    }
    if matches.contains(where: { $0.url != first.url }) {
      throw InteractionError(
        reason: .ambiguous, controlKind: "text link", label: title,
        candidates: matches.map { "\"\($0.title)\" (\($0.url.absoluteString))" })
    }
    graph.perform(as: .interaction("open link \"\(title)\"")) {
      let openURL = first.node.environment.openURL
      openURL(first.url)
    }
  }
}
