import CellGraphCore

/// A built-in view that a host can interact with: a button, a toggle, a text field, a picker…
///
/// Each control answers the ``ControlAction``s that make sense for it and throws
/// `ControlActionError.unsupported` for the others. The host finds a control by kind and label,
/// refuses the interaction when the control is disabled (`\.isEnabled` is `false` where it
/// stands), and otherwise performs it inside one interaction transaction.
///
/// A control declares everything about its interactions in its own file: its `ControlKind` (with
/// the phrases records use for its actions), the actions it takes that no other control does
/// (`ControlAction.Name`), the ``Interaction``s users perform on it, and what an interactive
/// runner reads from it (`heldText`, `options`). `ViewHost`, `ViewProxy` and the live runner
/// all work from those declarations.
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
  /// The text the control holds, which typing edits (a text field's, a text editor's), as its
  /// last evaluation showed it; `nil` for a control that holds no text. By default, the text of
  /// the `FieldState` every text-like control keeps as its node's state.
  func heldText(_ node: PrimitiveNode<Self>) -> String?
  /// The labels of the options the control offers, in order, and the index of the chosen one
  /// (`nil` when none is chosen); `nil` for a control that offers none (the default).
  func options(_ node: PrimitiveNode<Self>) -> (labels: [String], chosen: Int?)?
  /// Whether the node is a control the host reaches now; `false` while a style that takes the
  /// interaction over draws it (the views its body draws are reached instead). `true` by default.
  func isControl(_ node: PrimitiveNode<Self>) -> Bool
}

extension Control {
  package func heldText(_ node: PrimitiveNode<Self>) -> String? {
    node.primitiveState(as: ValueBox<FieldState>.self)?.value.text
  }

  package func options(_ node: PrimitiveNode<Self>) -> (labels: [String], chosen: Int?)? { nil }

  func isControl(_ node: PrimitiveNode<Self>) -> Bool { true }
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
  /// The control's `heldText` and `options`, read when asked for.
  let heldText: @MainActor () -> String?
  let options: @MainActor () -> (labels: [String], chosen: Int?)?
}

/// The capability of the views a host can interact with.
enum ControlCapability: PrimitiveCapability {
  static func witness(for type: any PrimitiveView.Type) -> (any Control.Type)? {
    type as? any Control.Type
  }
}

extension Control {
  /// `node` as a control, for `Node.control`.
  static func handle(for node: Node) -> ControlHandle? {
    // `node` is a `PrimitiveNode<Self>`: the capability was found on its view type's own
    // `ViewTypeInfo`.
    let node = unsafeDowncast(node, to: PrimitiveNode<Self>.self)
    guard node.view.isControl(node) else { return nil }
    // Read without a reader: finding a control must not make anything depend on the environment.
    let isEnabled = Tracking.untracked { node.environment.isEnabled }
    return ControlHandle(
      kind: controlKind, label: node.view.controlLabel(node), path: node.identityPath,
      isEnabled: isEnabled, isFocusable: self is any FocusableControl.Type,
      perform: { (action) throws(ControlActionError) in
        try node.view.perform(action, on: node)
      },
      heldText: { Tracking.untracked { node.view.heldText(node) } },
      options: { Tracking.untracked { node.view.options(node) } })
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

  /// Whether the node is a control that is enabled where it stands; `false` for other nodes.
  package var isEnabledControl: Bool { controlHandle?.isEnabled ?? false }

  /// Whether the node is a control that can hold keyboard focus (a text field, a search field).
  package var isFocusableControl: Bool { controlHandle?.isFocusable == true }

  /// The text a text-like control (a text field, secure field, search field, text editor)
  /// showed in its last evaluation; `nil` for every other node. Read without a reader.
  package var fieldText: String? { controlHandle?.heldText() }

  /// The labels of the options a control offers (a picker's), in order, and the index of the
  /// chosen one; `nil` when the node offers none. Read without a reader.
  package var optionLabels: (labels: [String], chosen: Int?)? { controlHandle?.options() }

  /// How records name `action` on the node's control: `tap "Save"`; `nil` if it is no control.
  package func phrase(for action: ControlAction) -> String? {
    controlHandle.map { $0.kind.phrase(for: action, label: $0.label) }
  }

  /// Performs `interaction` on the node's control, named as its kind names it.
  ///
  /// Throws `InteractionError` when the control is disabled or refuses the action; returns
  /// `false` without running anything if the node is not a live control.
  @discardableResult
  package func perform(_ interaction: Interaction) throws -> Bool {
    guard isLive, let control = controlHandle else { return false }
    let action = interaction.action(control.label)
    try ViewHost.perform(
      action, on: control, in: node.graph,
      trigger: control.kind.phrase(for: action, label: control.label))
    return true
  }

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
