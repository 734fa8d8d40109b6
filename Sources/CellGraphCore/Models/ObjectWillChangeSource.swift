/// The graph source of one ``ObservableObject``: every view observing the object reads it, and the
/// object's `objectWillChange` invalidates them all.
///
/// There is one source per object, shared by every view (in every host) that observes it, so the
/// dependency graph shows the coarse shape of these models: one source, an edge to each observing
/// view.
///
///     Library ── objectWillChange ──▶ ObjectWillChangeSource ─┬─▶ Shelf
///                                                             ├─▶ Counter
///                                                             └─▶ FilterField
///
/// The views that observe the object keep the source alive (it is in their dependencies and in the
/// storage of their object cells); the source keeps the object alive and a subscription to its
/// publisher. `registry` refers to sources weakly, so when the last observing view goes, the source
/// goes and its subscription is cancelled.
@MainActor
package final class ObjectWillChangeSource: Source {
  override var dependencyKind: DependencyGraph.SourceNode.Kind { .object }

  let object: AnyObject
  private let typeName: String
  private var subscription: AnyCancellable?

  private struct WeakSource {
    weak var source: ObjectWillChangeSource?
  }

  private static var registry: [ObjectIdentifier: WeakSource] = [:]

  /// The source of `object`, created (and subscribed) the first time a view observes it.
  package static func of<Object: ObservableObject>(_ object: Object) -> ObjectWillChangeSource {
    let id = ObjectIdentifier(object)
    if let existing = registry[id]?.source { return existing }
    let source = ObjectWillChangeSource(object)
    registry[id] = WeakSource(source: source)
    return source
  }

  private init<Object: ObservableObject>(_ object: Object) {
    self.object = object
    self.typeName = CellGraphCore.typeName(Object.self)
    super.init()
    subscription = object.objectWillChange.sink { [weak self] in
      guard let self else { return }
      MainActorDelivery.deliver { self.objectWillChange() }
    }
  }

  isolated deinit {
    let id = ObjectIdentifier(object)
    if Self.registry[id]?.source == nil { Self.registry[id] = nil }
  }

  override var name: String { typeName }
  override var valueDescription: String { "ObservableObject" }

  /// Invalidates every observing view; the object has not changed yet (it will, right after).
  private func objectWillChange() {
    let change =
      EvaluationRecorder.isAnyAttached
      ? SourceChange(kind: .object, name: typeName, oldValue: "", newValue: "") : nil
    invalidateReaders(change: change)
  }

  override var unrecordedChange: SourceChange {
    SourceChange(kind: .object, name: typeName, oldValue: "", newValue: "")
  }

  override func writeDuringUpdate(by node: Node) -> Diagnostic {
    Diagnostic(
      kind: .publishedDuringUpdate,
      message: """
        \(typeName) published a change (objectWillChange) while \(node.identityPath) was being \
        evaluated. The views observing it will re-run in the next pass. Change observable objects \
        from actions, onAppear, onChange or task instead of body.
        """,
      path: node.identityPath)
  }
}

/// An owned or observed object is part of its view's state for inspection
/// (`ViewProxy.state("library")` in CellGraphTesting).
extension ObjectWillChangeSource: AnyStateBox {
  var anyValue: Any { object }
}
