/// A node that holds a view value of a known type `V`.
///
/// Every node below the root is a `TypedNode`; the parent, which knows the child's static type,
/// hands it new values through `receive(_:environment:)`, which decides whether anything changed.
@MainActor
class TypedNode<V: View>: Node {
  /// The current view value: the last one received that differed from its predecessor, with its
  /// fields installed.
  @exclusivity(unchecked) var view: V
  let info: ViewTypeInfo
  /// The last value received, before installation, for types whose installed copy can differ
  /// from it (`ViewTypeInfo.comparesReceivedValues`); `nil` otherwise, and `view` is compared.
  ///
  /// A box rather than a `V?`: in code not specialized for `V`, every use of an `Optional<V>`
  /// looks up its metadata, and this is on the path of every node created and every value
  /// received; an optional class reference needs no metadata.
  @exclusivity(unchecked) private var received: ValueBox<V>?

  init(view: V, info: ViewTypeInfo, graph: Graph, parent: Node?, key: ChildKey) {
    self.view = view
    self.info = info
    if info.comparesReceivedValues { received = ValueBox(view) }
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
    let same: Bool
    if let received {
      same = info.isSameInput(received.value, newView)
    } else {
      same = info.isSameInput(view, newView)
    }
    if !same {
      if graph.recorder != nil { noteInputChange(to: newView) }
      view = newView
      flags.insert(.valueReplaced)
      received?.value = newView
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

  /// Tells the recorder which fields of the view value differ from the previous one.
  ///
  /// Out of line on purpose: it needs an `Optional<V>`, and a function that mentions one looks up
  /// that type's metadata on entry, on every call, even when the branch is not taken.
  @inline(never)
  private func noteInputChange(to newView: V) {
    guard let recorder = graph.recorder else { return }
    let previous = received?.value ?? view
    recorder.noteInputChange(of: self, fields: info.differingFields(previous, newView))
  }
}
