import CellGraphCore

/// A built-in view that a host can interact with: a button, a toggle, a text field, a picker…
///
/// Each control answers the ``ControlAction``s that make sense for it and throws
/// `ControlActionError.unsupported` for the others. The host finds a control by kind and label,
/// refuses the interaction when the control is disabled (`\.isEnabled` is `false` where it
/// stands), and otherwise performs it inside one interaction transaction.
@MainActor
protocol Control: PrimitiveView {
  /// What kind of control this is, for matching interactions and listing candidates.
  static var controlKind: ControlKind { get }
  /// The label the host matches: a button's title, a toggle's label, a text field's title.
  func controlLabel(_ node: PrimitiveNode<Self>) -> String
  /// Performs `action` as a user would: taps the button, flips the toggle, replaces the text.
  ///
  /// Runs inside the host's interaction; the writes it makes are pending until the next pass.
  /// Throws `.unsupported` for an action this control has no counterpart for, and `.rejected`
  /// (with a message naming what was wrong) for input it cannot take, such as an option a picker
  /// does not offer. A throwing control must not have written anything.
  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError)
}

/// What kind of control a node is: `button`, `toggle`, `text field`, …
///
/// Open for extension: each control declares its kind beside its type
/// (`extension ControlKind { static let stepper = ControlKind("stepper") }`).
struct ControlKind: Hashable, Sendable {
  /// The kind as messages and `ViewHost.controls` show it.
  let rawValue: String

  init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  static let button = ControlKind("button")
  static let toggle = ControlKind("toggle")
  static let textField = ControlKind("text field")
}

/// A handle on one control in a host's tree, found by `ViewHost`'s interactions.
@MainActor
struct ControlHandle {
  let kind: ControlKind
  let label: String
  let path: String
  /// Whether the control is enabled where it stands (`\.isEnabled`, set by `.disabled(_:)`).
  let isEnabled: Bool
  /// Whether the control can hold keyboard focus (it is a `FocusableControl`).
  let isFocusable: Bool
  let perform: @MainActor (ControlAction) throws(ControlActionError) -> Void
}

/// The capability of the views a host can interact with.
enum ControlCapability: PrimitiveCapability {
  static func witness(for type: any PrimitiveView.Type) -> (any Control.Type)? {
    type as? any Control.Type
  }
}

extension Control {
  /// `node` as a control, for `Node.control`.
  static func handle(for node: Node) -> ControlHandle {
    // `node` is a `PrimitiveNode<Self>`: the capability was found on its view type's own
    // `ViewTypeInfo`.
    let node = unsafeDowncast(node, to: PrimitiveNode<Self>.self)
    // Read without a reader: finding a control must not make anything depend on the environment.
    let isEnabled = Tracking.untracked { node.environment.isEnabled }
    return ControlHandle(
      kind: controlKind, label: node.view.controlLabel(node), path: node.identityPath,
      isEnabled: isEnabled, isFocusable: self is any FocusableControl.Type,
      perform: { (action) throws(ControlActionError) in
        try node.view.perform(action, on: node)
      })
  }
}

extension Node {
  /// The node as a control (a button, toggle or text field), if its view is one.
  var control: ControlHandle? { capability(ControlCapability.self)?.handle(for: self) }

  /// The labels of the text of this node's children, joined into one line.
  var childrenLabel: String {
    childrenText.flatMap { $0.resolved.lines }.map { $0.trimmingCharacters(in: " ") }
      .filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// Whether `\.isEnabled` is true here, read as a dependency of the evaluation in progress.
  ///
  /// A control calls this inside the one `tracking { }` scope of its evaluation (a second scope
  /// would replace the first one's edges), so that `.disabled(_:)` changing above it re-renders it.
  var trackedIsEnabled: Bool { environment.isEnabled }

  /// The text a control shows after its own form when it is disabled: ` (disabled)`, or nothing.
  func disabledSuffix(_ isEnabled: Bool) -> String {
    isEnabled ? "" : " (disabled)"
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    var slice = Substring(self)
    while slice.first == set { slice.removeFirst() }
    while slice.last == set { slice.removeLast() }
    return String(slice)
  }
}

extension InspectedNode {
  /// The node as a control: its kind (`button`, `toggle`, `text field`) and label.
  package var control: (kind: String, label: String)? {
    controlHandle.map { ($0.kind.rawValue, $0.label) }
  }

  /// The node's control, if it is one (a label never is).
  var controlHandle: ControlHandle? { isLabel ? nil : node.control }

  /// Performs `action` on the node's control as an interaction of its host named `trigger`.
  ///
  /// Throws `InteractionError` when the control is disabled or refuses the action; returns
  /// `false` without running anything if the node is not a live control.
  @discardableResult
  package func perform(_ action: ControlAction, as trigger: String) throws -> Bool {
    guard isLive, let control = controlHandle else { return false }
    try ViewHost.perform(action, on: control, in: node.graph, trigger: trigger)
    return true
  }
}
