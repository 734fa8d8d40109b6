import CellGraphCore

/// Interactions: what a user does to a screen, performed on the current tree.
///
/// Each interaction first flushes (so it acts on what is shown now), then finds exactly one
/// control of its kind by label and performs its action. The writes it makes are pending until the
/// next `flush()` (or `text`); if no control or several match, or the control is disabled, it
/// throws an ``InteractionError`` and nothing runs. While a sheet, an alert or another
/// presentation is up, only the topmost presentation's controls are found, as a user reaches
/// only those (`dismissPresentation()` ends it).
extension ViewHost {
  /// Taps the button whose label is `label`.
  ///
  /// ```swift
  /// try host.tap("Increment")
  /// host.flush()
  /// ```
  public func tap(_ label: String) throws {
    // A button under gestures, or a view with only gestures, is tapped as a finger would: the
    // gestures there take part by SwiftUI's precedence (`GestureSession`).
    if hasGestures(at: label) {
      return try perform(.tap(count: 1), on: label)
    }
    try perform(.tap, on: label)
  }

  /// Flips the toggle whose label is `label`.
  ///
  /// ```swift
  /// try host.toggle("Wi-Fi")
  /// ```
  public func toggle(_ label: String) throws {
    try perform(.toggle, on: label)
  }

  /// Replaces the text of the text field titled `label` with `text`.
  ///
  /// ```swift
  /// try host.type("Ada", into: "Name")
  /// ```
  public func type(_ text: String, into label: String) throws {
    try perform(.type(text), on: label)
  }

  /// Performs `interaction` on the one control it acts on that is labelled `label`: the general
  /// form of every interaction above and of the host's other shortcuts.
  ///
  /// Throws ``InteractionError`` when no control or several match, when the control is disabled,
  /// or when it refuses the interaction; nothing runs then. Records name it as its kind of
  /// control does: `choose "Mint" in "Flavor"`.
  ///
  /// ```swift
  /// try host.perform(.choose("Mint"), on: "Flavor")
  /// try host.perform(.select, on: "Milk")   // a row of a list, by its text
  /// ```
  public func perform(_ interaction: Interaction, on label: String) throws {
    switch interaction.target {
    case .kind(let kind):
      try interact(with: kind, label: label, interaction: interaction)
    case .focusable:
      try interact(with: focusableKind(labelled: label), label: label, interaction: interaction)
    case .row:
      try interactWithRow(
        label, action: interaction.action(label), trigger: interaction.phrase(label: label))
    case .gesture:
      try driveGesture(interaction.action(label), at: .text(label))
    }
  }

  /// The labels of the controls currently shown, in tree order, as `kind "label"` strings.
  public var controls: [String] {
    flush()
    return allControls().map { "\($0.kind.rawValue) \"\($0.label)\"" }
  }

  /// Finds the one control of `kind` labelled `label` and performs `interaction` on it, named in
  /// records as `kind` names it (`tap "Save"`).
  ///
  /// Throws ``InteractionError`` when no control or several match, when the control is disabled,
  /// or when the control refuses the action; nothing runs then.
  func interact(with kind: ControlKind, label: String, interaction: Interaction) throws {
    flush()
    let ofKind = allControls().filter { $0.kind == kind }
    let matches = ofKind.filter { $0.label == label }
    let candidates = ofKind.map { "\"\($0.label)\" (\($0.path))" }
    guard matches.count == 1 else {
      throw InteractionError(
        reason: matches.isEmpty ? .notFound : .ambiguous, controlKind: kind.rawValue,
        label: label, candidates: candidates)
    }
    try Self.perform(
      interaction.action(label), on: matches[0], in: graph,
      trigger: interaction.phrase(label: label, kind: kind))
  }

  /// Performs `action` on `control` as an interaction, or throws without running anything when
  /// the control is disabled or refuses it.
  static func perform(
    _ action: ControlAction, on control: ControlHandle, in graph: Graph, trigger: String
  ) throws {
    guard control.isEnabled else {
      throw InteractionError(
        reason: .disabled, controlKind: control.kind.rawValue, label: control.label,
        candidates: ["\"\(control.label)\" (\(control.path))"])
    }
    var refusal: ControlActionError?
    graph.perform(as: .interaction(trigger)) {
      do throws(ControlActionError) {
        try control.perform(action)
      } catch {
        refusal = error
      }
    }
    // An interaction is an event: undo stacks grouping by event close the group it opened.
    graph.endEvent()
    switch refusal {
    case nil: return
    case .unsupported:
      throw InteractionError(
        reason: .unsupported, controlKind: control.kind.rawValue, label: control.label,
        candidates: ["\"\(control.label)\" (\(control.path))"])
    case .rejected(let message):
      throw InteractionError(
        reason: .rejected(message), controlKind: control.kind.rawValue, label: control.label,
        candidates: ["\"\(control.label)\" (\(control.path))"])
    }
  }

  func allControls() -> [ControlHandle] {
    var found: [ControlHandle] = []
    func visit(_ node: Node) {
      // A view leaving with a transition can no longer be interacted with.
      if node.isLeaving { return }
      // A hidden subtree (an unselected tab, a covered destination) is not on screen.
      if node.flags.contains(.hidden) { return }
      if let control = node.control { found.append(control) }
      for child in node.children { visit(child) }
    }
    // While something is presented, a user reaches only the topmost presentation (modal).
    visit(graph.feature(PresentationStack.self).topmost ?? rootNode)
    return found
  }
}
