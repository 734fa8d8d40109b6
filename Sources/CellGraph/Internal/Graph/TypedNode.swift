/// A node that holds a view value of a known type `V`.
///
/// Every node below the root is a `TypedNode`; the parent, which knows the child's static type,
/// hands it new values through `receive(_:environment:)`, which decides whether anything changed.
@MainActor
class TypedNode<V: View>: Node {
  /// The current view value: the last one received that differed from its predecessor, with its
  /// fields installed.
  var view: V
  let info: ViewTypeInfo
  /// The last value received, before installation, for types whose installed copy can differ
  /// from it (`ViewTypeInfo.comparesReceivedValues`); `nil` otherwise, and `view` is compared.
  private var receivedView: V?

  init(view: V, info: ViewTypeInfo, graph: Graph, parent: Node?, key: ChildKey) {
    self.view = view
    self.info = info
    self.receivedView = info.comparesReceivedValues ? view : nil
    super.init(
      graph: graph, parent: parent, key: key, viewType: ObjectIdentifier(V.self),
      environment: parent?.environmentForChildren ?? EnvironmentValues())
  }

  override var typeName: String { info.name }

  /// Takes a new view value from the parent's re-evaluation and evaluates the node if it must:
  /// when it is dirty, when the value is a different input, or when its environment changed.
  /// Otherwise the node is skipped and keeps its text.
  final func receive(_ newView: V, environment newEnvironment: EnvironmentValues, force: Bool) {
    var reason: EvaluationReason?
    if force || !newEnvironment.hasSameProviders(as: environment) {
      environment = newEnvironment
      flags.insert(.environmentReplaced)
      reason = .environmentChanged
    }
    if !info.isSameInput(receivedView ?? view, newView) {
      if let recorder = graph.recorder {
        recorder.noteInputChange(
          of: self, fields: info.differingFields(receivedView ?? view, newView))
      }
      view = newView
      flags.insert(.valueReplaced)
      if receivedView != nil { receivedView = newView }
      reason = reason ?? .inputChanged
    } else if isDirty {
      reason = reason ?? .invalidated
    }
    if let reason {
      run(reason)
    } else {
      graph.recordSkip(of: self)
    }
  }
}
