import CellGraphCore
import Foundation

nonisolated extension View {
  /// Registers `action` to run when the app receives a URL (a universal link, a custom scheme):
  /// in a host, when a test calls `host.receive(_:)`.
  ///
  /// Every `onOpenURL` handler of the views in the host's tree runs, outermost first, each with
  /// the URL, as SwiftUI calls each handler registered in the scene that receives it. The view's
  /// text is its content's.
  ///
  /// ```swift
  /// ContentView()
  ///   .onOpenURL { url in model.route(to: url) }
  ///
  /// try host.receive(URL(string: "recipes://recipe/42")!)
  /// host.flush()
  /// ```
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    OpenURLHandler(content: self, action: action)
  }
}

/// The view `onOpenURL(perform:)` returns: its content, and the action its node hands a URL.
nonisolated struct OpenURLHandler<Content: View>: View {
  let content: Content
  let action: (URL) -> Void

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension OpenURLHandler: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }
}

/// A node that handles incoming URLs, found by a cast as the host walks the tree, so that the
/// shared node classes need no member for it.
@MainActor
protocol URLReceivingNode: Node {
  /// Runs the newest action of the node's view with `url`.
  func receive(_ url: URL)
}

extension PrimitiveNode: URLReceivingNode where V: OpenURLHandlerView {
  func receive(_ url: URL) { view.handle(url) }
}

/// An `OpenURLHandler` of any content: what `PrimitiveNode`'s conformance is conditional on.
@MainActor
protocol OpenURLHandlerView: PrimitiveView {
  func handle(_ url: URL)
}

@MainActor extension OpenURLHandler: OpenURLHandlerView {
  func handle(_ url: URL) { action(url) }
}
