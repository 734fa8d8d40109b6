@testable import CellGraph
@testable import CellGraphCore

// Built-in views written in the tests, as a new primitive would be written in the module: one
// view, its `NodeState` if any, and the capability protocols it adopts.

/// A primitive with no state and no capability: it only renders `[label]`.
struct Sticker: View {
  let label: String

  init(_ label: String) {
    self.label = label
  }

  var body: Never { primitiveBody(Self.self) }
}

extension Sticker: PrimitiveView {
  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    [TextBlock("[\(label)]")]
  }
}

/// The example of "Writing a primitive" in Docs/Architecture.md: shows its label and how many
/// times the label changed while the node lived (`Title (changed 2×)`).
struct ChangeCounter: View {
  let label: String

  var body: Never { primitiveBody(Self.self) }
}

/// What a `ChangeCounter`'s node remembers: the label it last saw and how often it changed.
final class ChangeCount {
  var last: String
  var changes = 0

  init(_ label: String) {
    last = label
  }
}

extension ChangeCounter: PrimitiveView {
  typealias NodeState = ChangeCount

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    guard let count = node.state else {
      node.state = ChangeCount(label)
      return
    }
    if count.last != label {
      count.last = label
      count.changes += 1
    }
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    [TextBlock("\(label) (changed \(node.state?.changes ?? 0)×)")]
  }
}

/// A primitive that logs its lifecycle calls to `log` as `<call> <name>`, around its content.
struct VisitLogger<Content: View>: View {
  let name: String
  let log: ViewsEventLog
  let content: Content

  var body: Never { primitiveBody(Self.self) }
}

extension VisitLogger: LifecyclePrimitive {
  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  func appear(_ node: PrimitiveNode<Self>) { log.append("appear \(name)") }
  func disappear(_ node: PrimitiveNode<Self>) { log.append("disappear \(name)") }
  func willRemove(_ node: PrimitiveNode<Self>) { log.append("willRemove \(name)") }
  static func actionLabel(appearing: Bool) -> String { appearing ? "visit" : "leave" }
}

extension Node {
  /// The nodes of this subtree, parents before children, for tests that look at one node.
  var subtree: [Node] {
    [self] + children.flatMap(\.subtree)
  }
}
