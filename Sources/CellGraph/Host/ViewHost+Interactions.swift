/// Interactions: what a user does to a screen, performed on the current tree.
///
/// Each interaction first flushes (so it acts on what is shown now), then finds exactly one
/// control of its kind by label and performs its action. The writes it makes are pending until the
/// next `flush()` (or `text`); if no control or several match, it throws an ``InteractionError``
/// listing the controls that exist, and nothing runs.
extension ViewHost {
  /// Taps the button whose label is `label`.
  ///
  /// ```swift
  /// try host.tap("Increment")
  /// host.flush()
  /// ```
  public func tap(_ label: String) throws {
    try interact(with: .button, label: label, input: nil)
  }

  /// Flips the toggle whose label is `label`.
  ///
  /// ```swift
  /// try host.toggle("Wi-Fi")
  /// ```
  public func toggle(_ label: String) throws {
    try interact(with: .toggle, label: label, input: nil)
  }

  /// Replaces the text of the text field titled `label` with `text`.
  ///
  /// ```swift
  /// try host.type("Ada", into: "Name")
  /// ```
  public func type(_ text: String, into label: String) throws {
    try interact(with: .textField, label: label, input: text)
  }

  /// The labels of the controls currently shown, in tree order, as `kind "label"` strings.
  public var controls: [String] {
    flush()
    return allControls().map { "\($0.kind.rawValue) \"\($0.label)\"" }
  }

  private func interact(with kind: ControlKind, label: String, input: String?) throws {
    flush()
    let ofKind = allControls().filter { $0.kind == kind }
    let matches = ofKind.filter { $0.label == label }
    guard matches.count == 1 else {
      throw InteractionError(
        reason: matches.isEmpty ? .notFound : .ambiguous, controlKind: kind.rawValue,
        label: label, candidates: ofKind.map { "\"\($0.label)\" (\($0.path))" })
    }
    graph.perform(as: .interaction(describe(kind, label: label, input: input))) {
      matches[0].activate(input)
    }
  }

  private func describe(_ kind: ControlKind, label: String, input: String?) -> String {
    switch kind {
    case .button: "tap \"\(label)\""
    case .toggle: "toggle \"\(label)\""
    case .textField: "type \"\(input ?? "")\" into \"\(label)\""
    }
  }

  private func allControls() -> [ControlHandle] {
    var found: [ControlHandle] = []
    func visit(_ node: Node) {
      if let control = node.control { found.append(control) }
      for child in node.children { visit(child) }
    }
    visit(rootNode)
    return found
  }
}
