import CellGraphCore
import Foundation

/// Finding what a gesture driver acts on, and the gestures it reaches there.
extension ViewHost {
  /// The node a gesture address finds: the innermost view showing the text, or the innermost
  /// view of the one chain of modifiers under an accessibility identifier.
  ///
  /// Throws ``InteractionError`` (listing the views with gestures on screen) when nothing or
  /// several views are there, and when the view cannot be hit (`.allowsHitTesting(false)`).
  func resolve(_ address: GestureAddress) throws -> Node {
    var matches: [Node]
    switch address {
    case .node(let node):
      matches = [node]
    case .text(let text):
      matches = innermost(in: screenRoot) { $0.plainText == text || $0.control?.label == text }
    case .identifier(let identifier):
      matches = innermost(in: screenRoot) {
        $0.primitiveState(as: AccessibilityAttributes.self)?.identifier == identifier
      }.map(\.innermostOfChain)
    case .point(let point):
      return try hitView(at: point, address)
    }
    guard matches.count == 1 else {
      throw InteractionError(
        reason: matches.isEmpty ? .notFound : .ambiguous,
        controlKind: ControlKind.gestureView.rawValue, label: address.label,
        candidates: gestureViews())
    }
    let target = matches[0]
    if !Tracking.untracked({ target.environment.allowsHitTesting }) {
      throw InteractionError(
        reason: .rejected(
          "it cannot be hit (.allowsHitTesting(false) on it or an ancestor), so its gestures "
            + "never see a touch"),
        controlKind: ControlKind.gestureView.rawValue, label: address.label,
        candidates: [describe(target, gestures: [])])
    }
    return target
  }

  /// The view a touch at `point` lands on (`HitTest`), in the layout of the screen's root.
  ///
  /// Throws ``InteractionError`` naming the views drawn at the point (with their gestures) when
  /// none of them can be hit, and when a presentation covers the screen (its views are not laid
  /// out in points: address them by text or identifier).
  private func hitView(at point: CGPoint, _ address: GestureAddress) throws -> Node {
    let kind = ControlKind.gestureView.rawValue
    if let presented = graph.feature(PresentationStack.self).topmost {
      throw InteractionError(
        reason: .rejected(
          "points address the screen's views, and a presentation covers it; address its views "
            + "by text or accessibility identifier"),
        controlKind: kind, label: address.label, candidates: [describe(presented, gestures: [])])
    }
    guard let test = screenHitTest() else {
      throw InteractionError(
        reason: .notFound, controlKind: kind, label: address.label, candidates: [])
    }
    if let found = test.view(at: point, in: rootNode) { return found }
    let drawn = test.viewsDrawn(at: point, in: rootNode).map {
      describe($0, gestures: gestureNames(reaching: $0))
    }
    throw InteractionError(
      reason: .rejected(
        drawn.isEmpty
          ? "no view is drawn at \(GestureAddress.describe(point)) (a stack's empty space is hit "
            + "only through .contentShape)"
          : "nothing drawn at \(GestureAddress.describe(point)) can be hit (.allowsHitTesting(false), "
            + "a spacer, or outside a shape); drawn there: \(drawn.joined(separator: ", "))"),
      controlKind: kind, label: address.label, candidates: [])
  }

  /// The hit test of the screen's layout in points; `nil` while a presentation covers the
  /// screen (its views are not laid out in points).
  func screenHitTest() -> HitTest? {
    guard graph.feature(PresentationStack.self).topmost == nil,
      let layout = graph.geometry.currentLayout()
    else { return nil }
    return HitTest(layout: layout)
  }

  /// The names of the gestures a touch on `node` reaches: those attached to it and its
  /// ancestors, innermost first.
  func gestureNames(reaching node: Node) -> [String] {
    var names: [String] = []
    var current: Node? = node
    while let ancestor = current {
      if let attached = ancestor.attachedGesture {
        names.append(attached.makeRecognizer(GestureSpace(node: ancestor)).name)
      }
      current = ancestor.parent
    }
    return names
  }

  /// The session of the gestures `target` reaches: those on it and its ancestors (a `Button`
  /// there as a tap), masked by `including:` and without those of disabled views.
  func makeSession(for target: Node, phrase: String, _ address: GestureAddress) throws
    -> GestureSession
  {
    var normal: [AnyGestureRecognizer] = []
    var high: [AnyGestureRecognizer] = []
    var simultaneous: [AnyGestureRecognizer] = []
    var disabled: [String] = []
    var node: Node? = target
    while let current = node {
      let isEnabled = Tracking.untracked { current.environment.isEnabled }
      if let control = current.control, control.kind == .button {
        if isEnabled {
          normal.append(AnyGestureRecognizer(Self.buttonRecognizer(control)))
        } else {
          disabled.append("button")
        }
      }
      if let attached = current.attachedGesture {
        // Without `.subviews`, the gestures below this modifier are off.
        if !attached.mask.contains(.subviews) {
          normal.removeAll()
          high.removeAll()
          simultaneous.removeAll()
        }
        if attached.mask.contains(.gesture) {
          let recognizer = attached.makeRecognizer(GestureSpace(node: current))
          if !isEnabled {
            disabled.append(recognizer.name)
          } else {
            switch attached.priority {
            case .normal: normal.append(recognizer)
            case .high: high.insert(recognizer, at: 0)
            case .simultaneous: simultaneous.append(recognizer)
            }
          }
        }
      }
      node = current.parent
    }
    if normal.isEmpty && high.isEmpty && simultaneous.isEmpty {
      throw InteractionError(
        reason: disabled.isEmpty ? .rejected("it has no gestures") : .disabled,
        controlKind: ControlKind.gestureView.rawValue, label: address.label,
        candidates: [describe(target, gestures: disabled)])
    }
    return GestureSession(
      phrase: phrase, target: target, exclusive: high + normal, simultaneous: simultaneous)
  }

  /// A button as a gesture: a single tap that runs its action (SwiftUI's buttons recognize taps
  /// as any tap gesture does, with a subview's precedence over a parent's gestures).
  private static func buttonRecognizer(_ control: ControlHandle)
    -> GestureRecognizer<Void>
  {
    let recognizer = GestureRecognizer<Void>(name: "button", inputs: ["tap"]) { event in
      tapStep(event, count: 1).map { _ in () }
    }
    // The button's own checks ran when it was found; a refusal leaves nothing written.
    recognizer.ended.append { _ in try? control.perform(.press) }
    return recognizer
  }

  /// The views with gestures on screen, as `"text" (drag, tap)`, for errors.
  func gestureViews() -> [String] {
    var found: [String] = []
    func visit(_ node: Node) {
      if node.isLeaving || node.flags.contains(.hidden) { return }
      if let attached = node.attachedGesture {
        let name = attached.makeRecognizer(GestureSpace(node: node)).name
        found.append(describe(node, gestures: [name]))
      }
      for child in node.children { visit(child) }
    }
    visit(screenRoot)
    return found
  }

  /// Whether the one view showing `label` reaches a gesture (on it or an ancestor).
  func hasGestures(at label: String) -> Bool {
    flush()
    guard let target = try? resolve(.text(label)) else { return false }
    var node: Node? = target
    while let current = node {
      if current.attachedGesture != nil { return true }
      node = current.parent
    }
    return false
  }

  /// `"text" (gesture, …)` for a node, with `gestures` or none.
  func describe(_ node: Node, gestures: [String]) -> String {
    let names = gestures.isEmpty ? "no gestures" : gestures.joined(separator: ", ")
    return "\"\(node.plainText)\" (\(names))"
  }

  /// The root a user reaches: the topmost presentation, or the screen.
  var screenRoot: Node { graph.feature(PresentationStack.self).topmost ?? rootNode }

  /// The innermost nodes under `root` that match: those none of whose descendants match.
  private func innermost(in root: Node, where matches: (Node) -> Bool) -> [Node] {
    var found: [Node] = []
    func visit(_ node: Node) -> Bool {
      if node.isLeaving || node.flags.contains(.hidden) { return false }
      var below = false
      for child in node.children where visit(child) { below = true }
      if below { return true }
      if matches(node) {
        found.append(node)
        return true
      }
      return false
    }
    _ = visit(root)
    return found
  }
}

extension Node {
  /// The innermost node of the chain of single children below this one (a modifier's content).
  var innermostOfChain: Node {
    var node = self
    while node.children.count == 1 { node = node.children[0] }
    return node
  }
}
