/// A detailed log of what the graph did, kept only while a recorder is attached (tests, and the
/// demo's "bodies that ran" lists). Without one, recording costs a nil check.
@MainActor
final class EvaluationRecorder {
  struct Evaluation: Equatable {
    /// The node's identity path, such as `ContentView/VStack/ForEach[id: 42]/Row`.
    let path: String
    /// The node's view type name.
    let typeName: String
    let reason: EvaluationReason
    /// Whether a body ran (a custom view or modifier), rather than a built-in view's update.
    let ranBody: Bool
    /// Names of the sources that invalidated the node since its previous evaluation.
    let causes: [String]
  }

  private(set) var evaluations: [Evaluation] = []
  private(set) var skipped: [String] = []
  private(set) var passes = 0
  private var causes: [ObjectIdentifier: [String]] = [:]

  func beginPass() { passes += 1 }

  func recordEvaluation(of node: Node, reason: EvaluationReason) {
    let id = ObjectIdentifier(node)
    evaluations.append(
      Evaluation(
        path: node.identityPath, typeName: node.typeName, reason: reason, ranBody: true,
        causes: causes.removeValue(forKey: id) ?? []))
  }

  func recordSkip(of node: Node) {
    skipped.append(node.identityPath)
  }

  func recordInvalidation(of node: Node, by source: Source) {
    causes[ObjectIdentifier(node), default: []].append(source.name)
  }

  /// Forgets everything recorded so far.
  func reset() {
    evaluations.removeAll()
    skipped.removeAll()
    passes = 0
  }
}
