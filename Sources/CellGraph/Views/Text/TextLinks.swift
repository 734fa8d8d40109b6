import CellGraphCore
import Foundation
import Synchronization

/// The links in texts (Markdown `[words](url)` in a literal, an `AttributedString`'s `.link`),
/// which a user taps in the text and which open through the text's `\.openURL`.
///
/// A text is one string (see `TextContext`), so a link's destination is kept here, by the string
/// the text shows: ``ViewHost/openLink(_:)`` finds the texts on screen whose string has a link
/// with the words asked for, and opens it through that text's environment. A text can be made
/// on any thread (a view initializer is nonisolated), so the table is behind a lock. It holds
/// one entry per distinct string that had links, as a string table would.
nonisolated enum TextLinks {
  typealias Link = (title: String, url: URL)

  private static let table = Mutex<[String: [Link]]>([:])

  /// Notes that a text showing `text` has `links`; returns `text`.
  static func noting(_ links: [Link], in text: String) -> String {
    guard !links.isEmpty else { return text }
    table.withLock { $0[text] = links }
    return text
  }

  /// The links of a text showing `text`.
  static func links(in text: String) -> [Link] {
    table.withLock { $0[text] ?? [] }
  }
}

extension ViewHost {
  /// Taps the link titled `title` in a text on screen (Markdown `[title](url)` in a `Text`
  /// literal, or an `AttributedString`'s `.link`): its URL goes to the `\.openURL` action where
  /// the text stands (the host's records it in ``openedURLs``).
  ///
  /// ```swift
  /// Text("Read the [guide](https://example.com/guide)")   // Read the guide
  /// try host.openLink("guide")
  /// #expect(host.openedURLs == [URL(string: "https://example.com/guide")!])
  /// ```
  ///
  /// - Throws: ``InteractionError`` (`.notFound`, listing the links shown) when no text on screen
  ///   shows a link titled `title`; `.ambiguous` when several texts do.
  public func openLink(_ title: String) throws {
    flush()
    var shown: [(node: Node, link: TextLinks.Link)] = []
    func visit(_ node: InspectedNode) {
      if node.node.isLeaving || (!node.isLabel && node.node.flags.contains(.hidden)) { return }
      if node.isLabel || node.node.flags.contains(.isLabel) {
        for link in TextLinks.links(in: node.text) { shown.append((node.node, link)) }
        return
      }
      for child in node.children { visit(child) }
    }
    visit(InspectedNode(node: graph.feature(PresentationStack.self).topmost ?? rootNode))
    let matches = shown.filter { $0.link.title == title }
    let listing = shown.map { "\"\($0.link.title)\" (\($0.link.url.absoluteString))" }
    guard matches.count == 1, let match = matches.first else {
      throw InteractionError(
        reason: matches.isEmpty ? .notFound : .ambiguous, controlKind: "text link", label: title,
        candidates: listing)
    }
    graph.perform(as: .interaction("open link \"\(title)\"")) {
      let openURL = match.node.environment.openURL
      openURL(match.link.url)
    }
  }
}
