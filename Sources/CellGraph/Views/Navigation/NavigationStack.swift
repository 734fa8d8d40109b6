import CellGraphCore

/// A view that shows a root view and the screens pushed over it, one at a time, as SwiftUI's
/// `NavigationStack`.
///
/// Screens are pushed by `NavigationLink`s, by values appended to the stack's path, and by
/// presented destinations (`navigationDestination(isPresented:)`, `(item:)`). Only the top screen
/// is shown; the screens below keep their nodes and their state, and run their disappear actions
/// when covered and their appear actions when shown again. Popping a screen (going back,
/// `\.dismiss` inside it, removing its value from the path) releases its state.
///
/// The path is the stack's own without `path:`, or the binding's: a typed collection such as
/// `[Recipe]` or a `NavigationPath`. Pushing appends to it, going back removes its last value.
///
/// ```swift
/// struct Recipes: View {
///   @StateCell var path: [Recipe] = []
///   var body: some View {
///     NavigationStack(path: $path) {
///       List(recipes) { NavigationLink($0.name, value: $0) }
///         .navigationTitle("Recipes")
///         .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
///     }
///   }
/// }
///
/// try host.tapLink("Pasta")   // path == [.pasta]
/// try host.goBack()           // path == []
/// ```
///
/// Text form: a navigation bar (the back button `< Title` of the screen below, the leading
/// toolbar items, the title, the trailing items) over a rule, then the top screen's content; bottom
/// bar items follow under another rule. A screen with no title, no items and nothing below shows
/// no bar. See Docs/TextForm.md.
public nonisolated struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let path: BindingCell<Data>?
  let operations: PathOperations?

  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationStack where Data == NavigationPath {
  /// A stack that keeps its own path.
  ///
  /// ```swift
  /// NavigationStack {
  ///   Settings().navigationTitle("Settings")
  /// }
  /// ```
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = nil
    self.operations = nil
  }

  /// A stack whose path is a `NavigationPath` binding: values of any type can be pushed, and the
  /// path can be saved through its `codable` representation.
  ///
  /// ```swift
  /// NavigationStack(path: $path) { Home() }
  /// ```
  @MainActor public init(path: BindingCell<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = path
    self.operations = .navigationPath
  }
}

extension NavigationStack
where
  Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// A stack whose path is a binding to a collection of values of one type.
  ///
  /// ```swift
  /// @StateCell var path: [Int] = []
  /// NavigationStack(path: $path) { Numbers() }
  /// ```
  @MainActor public init(path: BindingCell<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = path
    self.operations = .collection(Data.self)
  }
}

extension ControlKind {
  static let navigationStack = ControlKind("navigation stack")
}

extension ControlAction.Name {
  /// Goes back one level (the back button of a navigation stack, a swipe from the edge).
  package static let back = Self("back") { _, _ in "go back" }
}

extension ControlAction {
  package static let back = ControlAction(.back)
}

@MainActor extension NavigationStack: Control {
  package typealias NodeState = NavigationStackStorage

  static var controlKind: ControlKind { .navigationStack }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let storage = self.storage(of: node)
    storage.isEvaluating = true
    defer {
      storage.isEvaluating = false
      if storage.changedWhileEvaluating {
        storage.changedWhileEvaluating = false
        storage.changed()
      }
    }
    storage.pruneRemovedOwners()
    let elements = node.tracking {
      storage.source.recordRead()
      return storage.pathElements
    }
    let extras = storage.extraLayers
    // The screen that will be on top, if it is one already below: shown before the screens
    // above it are popped, so that its appear actions run before their disappear actions.
    let topKey: ChildKey =
      if let last = extras.last { Self.key(of: last) } else if let last = elements.last {
        Self.key(of: last, at: elements.count - 1)
      } else { .position(0) }
    node.children.first { $0.key == topKey }?.showSubtree()
    let shownKeys = Set(node.children.map(\.key))

    node.updateChildren { children in
      children.update(
        NavigationLayer(content: root, storage: storage, isRoot: true), key: .position(0))
      for (index, element) in elements.enumerated() {
        let key = Self.key(of: element, at: index)
        children.update(
          NavigationLayer(
            content: destination(
              for: element.value, in: storage, at: node, reporting: !shownKeys.contains(key)),
            storage: storage, isRoot: false),
          key: key)
      }
      for layer in extras {
        children.update(
          NavigationLayer(content: layer.build(), storage: storage, isRoot: false),
          key: Self.key(of: layer))
      }
    }
    // Appear before disappear: the top first, then the screens it covers.
    node.children.last?.showSubtree()
    for layer in node.children.dropLast() { layer.hideSubtree() }
  }

  private func storage(of node: PrimitiveNode<Self>) -> NavigationStackStorage {
    let storage: NavigationStackStorage
    if let existing = node.state {
      storage = existing
    } else {
      storage = NavigationStackStorage(node: node)
      node.state = storage
    }
    if let path, let operations {
      storage.pathBinding = PathBindingAccess(
        read: { operations.values(path.wrappedValue) },
        append: { value in
          guard let appended = operations.appending(path.wrappedValue, value) as? Data else {
            return false
          }
          path.wrappedValue = appended
          return true
        },
        removeLast: { count in
          if let shorter = operations.removingLast(path.wrappedValue, count) as? Data {
            path.wrappedValue = shorter
          }
        },
        elementTypeName: operations.elementTypeName)
    } else {
      storage.pathBinding = nil
    }
    if !(storage.inherited?.hasSameProviders(as: node.environment) ?? false) {
      storage.inherited = node.environment
      var environment = node.environment
      environment.navigationStack = storage
      node.childEnvironment = environment
    }
    return storage
  }

  /// The content for a path value; an empty screen when the stack cannot show it, reported when
  /// the screen is new.
  private func destination(
    for value: AnyHashable, in storage: NavigationStackStorage, at node: Node, reporting: Bool
  ) -> AnyView {
    if let view = storage.destination(for: value) { return view }
    guard reporting else { return AnyView(EmptyView()) }
    if let unresolved = value.base as? UnresolvedPathElement {
      node.graph.report(.unresolvedPathElement(unresolved, at: node))
    } else {
      node.graph.report(.missingDestination(for: value, at: node))
    }
    return AnyView(EmptyView())
  }

  private static func key(of element: NavigationPathElement, at index: Int) -> ChildKey {
    .element(AnyHashable(PathLayerKey(index: index, value: element.value)))
  }

  private static func key(of layer: ExtraLayer) -> ChildKey {
    .element(AnyHashable(ExtraLayerKey(id: layer.id)))
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    node.renderUnshownChildren()
    return NavigationBar(stack: node).render()
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    node.children.last?.primitiveState(as: NavigationLayerContext.self)?.title ?? ""
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard action == .back else { throw .unsupported }
    node.state?.goBack(reason: "the back interaction")
  }
}

/// The identity of a screen pushed by a path value: its position and its value, so that a
/// different value at the same position is a new screen with fresh state.
struct PathLayerKey: Hashable, CustomStringConvertible {
  let index: Int
  let value: AnyHashable

  var description: String { "\(index): \(value.base)" }
}

/// The identity of a screen pushed above the path.
struct ExtraLayerKey: Hashable, CustomStringConvertible {
  let id: Int

  var description: String { "pushed #\(id)" }
}

extension Interaction {
  /// Goes back one level in the navigation stack (``ViewHost/goBack()``).
  public static let back = Interaction(.kind(.navigationStack), .back)
}
