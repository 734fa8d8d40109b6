import CellGraphCore

/// One screen of a navigation stack: the root or a pushed destination, as the stack's child.
///
/// A pushed layer gives its content the environment of a presented view: `\.dismiss` pops it (and
/// the screens above it), `\.isPresented` is `true`. Every layer collects what its content
/// declares for the navigation bar (`NavigationLayerContext`).
nonisolated struct NavigationLayer<Content: View>: View {
  let content: Content
  /// Compared by identity: one storage per stack node.
  let storage: NavigationStackStorage
  let isRoot: Bool

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension NavigationLayer: PrimitiveView {
  typealias NodeState = NavigationLayerContext

  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let context: NavigationLayerContext
    if let existing = node.state {
      context = existing
    } else {
      context = NavigationLayerContext(node: node, storage: storage)
      node.state = context
    }
    if !(context.inherited?.hasSameProviders(as: node.environment) ?? false) {
      context.inherited = node.environment
      var environment = node.environment
      environment.navigationLayer = context
      if !isRoot {
        let system = Tracking.untracked { node.environment.dismiss.system }
        environment.dismiss = DismissAction(system: system) { [weak context] in
          context?.dismiss()
        }
        environment.isPresented = true
      }
      node.childEnvironment = environment
    }
    node.updateChild(content)
  }
}

/// What one screen of a stack declares for the navigation bar (its title, its toolbars, whether
/// its back button is hidden) and how to pop it.
///
/// Declarations are kept per declaring node, newest last, and a removed node's are ignored, so a
/// modifier that leaves the tree stops counting without having to unregister.
@MainActor
final class NavigationLayerContext {
  weak var node: Node?
  unowned let storage: NavigationStackStorage
  /// The environment the layer's children's environment was built over.
  var inherited: EnvironmentValues?
  private var titles: [(node: WeakNode, title: String)] = []
  private var backButtonHiding: [(node: WeakNode, hidden: Bool)] = []
  private(set) var toolbars: [WeakNode] = []

  init(node: Node, storage: NavigationStackStorage) {
    self.node = node
    self.storage = storage
  }

  /// The title the screen shows: the last declared by a view still in the tree.
  var title: String? {
    titles.last { $0.node.isLive }?.title
  }

  var isBackButtonHidden: Bool {
    backButtonHiding.last { $0.node.isLive }?.hidden ?? false
  }

  func declareTitle(_ title: String, by declarer: Node) {
    titles.removeAll { !$0.node.isLive || $0.node.node === declarer }
    titles.append((WeakNode(declarer), title))
  }

  func declareBackButtonHidden(_ hidden: Bool, by declarer: Node) {
    backButtonHiding.removeAll { !$0.node.isLive || $0.node.node === declarer }
    backButtonHiding.append((WeakNode(declarer), hidden))
  }

  func declareToolbar(_ toolbar: Node) {
    toolbars.removeAll { !$0.isLive }
    if !toolbars.contains(where: { $0.node === toolbar }) { toolbars.append(WeakNode(toolbar)) }
  }

  /// Pops this screen and those above it (`\.dismiss` in a pushed destination).
  func dismiss() {
    guard let node, let index = storage.node.children.firstIndex(where: { $0 === node }) else {
      return
    }
    storage.node.graph.perform { storage.pop(fromLayer: index) }
  }
}

/// A node held weakly, with whether it is still in the tree.
@MainActor
struct WeakNode {
  weak var node: Node?

  init(_ node: Node) {
    self.node = node
  }

  var isLive: Bool { node.map { !$0.isRemoved } ?? false }
}

/// The key of the current screen's context in the environment of its content.
struct NavigationLayerKey: EnvironmentKey {
  static var defaultValue: NavigationLayerContext? { nil }
}

extension EnvironmentValues {
  /// The stack screen this view is on, if any.
  var navigationLayer: NavigationLayerContext? {
    get { self[NavigationLayerKey.self] }
    set { self[NavigationLayerKey.self] = newValue }
  }
}
