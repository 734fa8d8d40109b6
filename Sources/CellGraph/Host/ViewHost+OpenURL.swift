import CellGraphCore
import Foundation

extension ViewHost {
  /// Delivers `url` to the app as the system delivers a universal link or a custom-scheme URL:
  /// runs every `onOpenURL(perform:)` handler in the tree with it, outermost first, in one
  /// interaction. The writes they make are pending until the next `flush()`.
  ///
  /// Handlers of views that exist but are not shown (a covered navigation destination, a tab not
  /// selected) run too, as SwiftUI calls every handler registered in the scene; a view leaving
  /// with a transition is gone and its handler does not run. Throws an ``InteractionError`` when
  /// no view has a handler: the URL reaches nothing, and nothing runs.
  ///
  /// ```swift
  /// RecipeList().onOpenURL { url in selection = Recipe.ID(url.lastPathComponent) }
  ///
  /// try host.receive(URL(string: "recipes://recipe/42")!)
  /// host.flush()
  /// ```
  public func receive(_ url: URL) throws {
    flush()
    var handlers: [any URLReceivingNode] = []
    func visit(_ node: Node) {
      if node.isLeaving { return }
      if let handler = node as? any URLReceivingNode { handlers.append(handler) }
      for child in node.children { visit(child) }
    }
    visit(rootNode)
    guard !handlers.isEmpty else {
      throw InteractionError(
        reason: .notFound, controlKind: "onOpenURL handler", label: url.absoluteString,
        candidates: [])
    }
    graph.perform(as: .interaction("open URL \(url.absoluteString)")) {
      for handler in handlers { handler.receive(url) }
    }
    graph.endEvent()
  }
}
