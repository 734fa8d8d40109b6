/// The node of a custom view: evaluating it installs the view's fields and runs its `body`. (A
/// view whose body is a `Text` has a `LabelBodyNode`, which keeps the label with no node for it.)
@MainActor
final class BodyNode<V: View>: TypedNode<V> {
  package override var hasBody: Bool { true }

  override func evaluate(_ reason: EvaluationReason) {
    // A missing environment object: the body cannot run, the view shows nothing.
    if bodyCannotRun { return updateChild(EmptyView()) }
    updateChild(evaluateBody(of: &view, info: info, reason: reason) { $0.body })
  }
}

extension TypedNode {
  /// Whether the view's `body` cannot run now: an environment object it requires is missing (the
  /// check reports the diagnostic), and the view shows nothing. (A `Bool`, not an optional body:
  /// an optional of the body type, in code not specialized for it, costs a metadata lookup and
  /// an indirect copy on every evaluation.)
  final var bodyCannotRun: Bool {
    !info.layout.requirements.isEmpty && lacksEnvironmentObject(&view, layout: info.layout)
  }
}

extension Node {
  /// Runs a body-like function of `value` the way SwiftUI runs `body`: counts the evaluation,
  /// makes this node the reader of everything read, installs and updates the value's
  /// `DynamicField`s, then calls `body`.
  ///
  /// Used for views (`body`) and custom view modifiers (`body(content:)`).
  final func evaluateBody<Value, Result>(
    of value: inout Value, info: ViewTypeInfo, reason: EvaluationReason,
    _ body: (Value) -> Result
  ) -> Result {
    graph.recordEvaluation(of: self, info: info, reason: reason)
    if reason == .appeared && !info.layout.unreachableFields.isEmpty {
      graph.reportUnreachableFields(of: info, at: self)
    }
    let scope = Tracking.begin(self)
    ObservationScope.beginEvaluation(of: self)
    if !info.layout.isEmpty {
      if fieldStorage.count < info.layout.storageSlotCount {
        fieldStorage.reset(slots: info.layout.storageSlotCount)
      }
      withUnsafeMutablePointer(to: &value) { pointer in
        info.layout.install(at: UnsafeMutableRawPointer(pointer), in: self)
      }
    }
    // `@Observable` properties read by the body are tracked by the Observation framework.
    let result = ObservationScope.track(self) { body(value) }
    Tracking.end(scope)
    return result
  }
}
