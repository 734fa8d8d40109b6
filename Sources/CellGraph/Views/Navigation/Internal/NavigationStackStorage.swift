import CellGraphCore

/// The memory of one `NavigationStack` node: its path when no binding owns it, the destinations
/// declared inside it, the screens pushed by view-destination links and presented destinations,
/// and the way to write its path binding.
///
/// It is also the source the stack reads: the stack re-runs when its own path changes, when a
/// destination type is declared or goes away, and when a presented destination comes or goes.
///
///     NavigationStack node ── state ──▶ NavigationStackStorage ◀── environment ── links,
///         children: [root layer, path layers…, extra layers…]          destinations, titles
@MainActor
package final class NavigationStackStorage: SourceOwner {
  /// The source standing for this state in the graph (see `OwnedSource`).
  private(set) lazy var source = OwnedSource(owner: self)

  /// The stack's node. `unowned(unsafe)`: the node owns this storage (`state`).
  unowned(unsafe) let node: Node
  /// The path when the stack has no `path:` binding.
  var ownedPath = NavigationPath()
  /// The stack's `path:` binding as last evaluated: reads and writes it.
  var pathBinding: PathBindingAccess?
  /// The `navigationDestination(for:)` declarations, by value type.
  var destinations: [ObjectIdentifier: DestinationRegistration] = [:]
  /// Screens above the path: pushed by `NavigationLink(destination:)`, presented by
  /// `navigationDestination(isPresented:)` and `(item:)`, in the order they were pushed.
  var extraLayers: [ExtraLayer] = []
  private var nextExtraLayerID = 0
  /// The environment the stack's children's environment was built over.
  var inherited: EnvironmentValues?
  /// Whether the stack's node is being evaluated: changes it makes itself need no new pass.
  var isEvaluating = false

  init(node: Node) {
    self.node = node
  }

  package var sourceName: String { "navigation of \(node.identityPath)" }

  /// The values pushed by the path, bottom first.
  var pathElements: [NavigationPathElement] {
    pathBinding?.read() ?? ownedPath.elements
  }

  /// Whether a screen was pushed or removed while the stack was being evaluated, after it had
  /// read its screens: it runs again in the next pass.
  var changedWhileEvaluating = false

  /// Re-runs the stack (outside any tracking scope: a navigation change is not a body's write).
  func changed() {
    if isEvaluating {
      changedWhileEvaluating = true
      return
    }
    Tracking.untracked { source.invalidateReaders() }
  }

  // MARK: Pushing and popping

  /// Pushes `value`, as a link does; reports why when it cannot.
  func push(_ value: AnyHashable, from link: Node) {
    guard destination(for: value) != nil else {
      return node.graph.report(.missingDestination(for: value, at: link))
    }
    if let pathBinding {
      guard pathBinding.append(value) else {
        return node.graph.report(
          .pathTypeMismatch(
            value, pathType: pathBinding.elementTypeName, at: link))
      }
    } else {
      ownedPath.elements.append(NavigationPathElement(anyValue: value))
      changed()
    }
  }

  /// Pushes a screen above the path: `build` makes its content each time the stack updates,
  /// `pop` ends it. Returns the layer, which the caller keeps to know it is still pushed.
  @discardableResult
  func pushLayer(
    owner: Node, build: @escaping () -> AnyView, pop: @escaping () -> Void
  ) -> ExtraLayer {
    let layer = ExtraLayer(id: nextExtraLayerID, owner: owner, build: build, pop: pop)
    nextExtraLayerID += 1
    extraLayers.append(layer)
    changed()
    return layer
  }

  /// Removes an extra layer (its presenter's binding went false, or it was popped).
  func removeLayer(_ layer: ExtraLayer) {
    guard let index = extraLayers.firstIndex(where: { $0 === layer }) else { return }
    extraLayers.remove(at: index)
    changed()
  }

  /// How many screens are pushed over the root.
  var depth: Int { pathElements.count + extraLayers.count }

  /// Pops every screen from the `index`th one (1 is the first screen over the root) up.
  func pop(fromLayer index: Int) {
    let pathCount = pathElements.count
    let extraStart = max(index - 1 - pathCount, 0)
    if extraStart < extraLayers.count {
      // The topmost first, as a user going back would.
      for layer in extraLayers[extraStart...].reversed() {
        layer.pop()
        removeLayer(layer)
      }
    }
    let removedFromPath = pathCount - min(max(index - 1, 0), pathCount)
    guard removedFromPath > 0 else { return }
    if let pathBinding {
      pathBinding.removeLast(removedFromPath)
    } else {
      ownedPath.removeLast(removedFromPath)
      changed()
    }
  }

  /// Goes back one screen; at the root, reports that there is nowhere to go.
  func goBack(reason: String) {
    let depth = depth
    guard depth > 0 else { return node.graph.report(.backAtRoot(of: node, reason: reason)) }
    pop(fromLayer: depth)
  }

  // MARK: Destinations

  /// The content for a path value: the declared destination for its type, if any.
  func destination(for value: AnyHashable) -> AnyView? {
    guard let registration = destinations[ObjectIdentifier(type(of: value.base))],
      registration.owner.map({ !$0.isRemoved }) ?? false
    else { return nil }
    return registration.build(value)
  }

  /// Declares (or re-declares, with the latest closure) the destination for `type`.
  func register(_ type: Any.Type, owner: Node, build: @escaping (AnyHashable) -> AnyView?) {
    let id = ObjectIdentifier(type)
    let isNew = destinations[id]?.owner.map { $0.isRemoved } ?? true
    destinations[id] = DestinationRegistration(owner: owner, build: build)
    // While the stack evaluates, its screens declare destinations before the stack builds the
    // screens above them: no new pass is needed.
    if isNew && !isEvaluating { changed() }
  }

  /// Drops what removed views declared or presented.
  func pruneRemovedOwners() {
    destinations = destinations.filter { $0.value.owner.map { !$0.isRemoved } ?? false }
    extraLayers.removeAll { $0.owner.map { $0.isRemoved } ?? true }
  }
}

/// Reads and writes a stack's `path:` binding through the `PathOperations` of its type.
@MainActor
struct PathBindingAccess {
  let read: () -> [NavigationPathElement]
  let append: (AnyHashable) -> Bool
  let removeLast: (Int) -> Void
  let elementTypeName: String
}

/// A `navigationDestination(for:)` declaration.
@MainActor
struct DestinationRegistration {
  weak var owner: Node?
  let build: (AnyHashable) -> AnyView?
}

/// A screen above the path.
@MainActor
final class ExtraLayer {
  let id: Int
  weak var owner: Node?
  let build: () -> AnyView
  let pop: () -> Void

  init(id: Int, owner: Node, build: @escaping () -> AnyView, pop: @escaping () -> Void) {
    self.id = id
    self.owner = owner
    self.build = build
    self.pop = pop
  }
}

/// The key of a stack's storage in the environment of its content.
struct NavigationStackKey: EnvironmentKey {
  static var defaultValue: NavigationStackStorage? { nil }
}

extension EnvironmentValues {
  /// The stack this view is in, if any.
  var navigationStack: NavigationStackStorage? {
    get { self[NavigationStackKey.self] }
    set { self[NavigationStackKey.self] = newValue }
  }
}
