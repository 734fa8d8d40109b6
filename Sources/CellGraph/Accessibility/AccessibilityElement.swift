import CellGraphCore

/// One element of a host's accessibility tree, as a UI test sees it: what it is (a button, a
/// switch, a text field, static text, …), its label, value, hint, identifier and traits, and
/// what activating it does.
///
/// Controls and texts are elements; the accessibility modifiers change them, hide them, or make
/// one element of a view and its children (`.accessibilityElement(children:)`).
///
/// ```swift
/// let add = try host.buttons["Add"]        // by identifier or label
/// #expect(add.hint == "Adds an item")
/// try add.tap()
/// ```
@MainActor
public struct AccessibilityElement: @MainActor CustomStringConvertible {
  /// What kind of element it is, as UI tests group them (`button`, `switch`, `text field`,
  /// `static text`, `link`, `slider`, `stepper`, `picker`, `other`).
  public let type: String
  /// What assistive technologies read for it.
  public let label: String
  /// Its value (a toggle's on or off, a field's text), or `nil`.
  public let value: String?
  /// What activating it does, or `nil`.
  public let hint: String?
  /// The identifier `.accessibilityIdentifier(_:)` gave it, or `nil`.
  public let identifier: String?
  /// Its traits.
  public let traits: AccessibilityTraits
  /// The names of the custom actions it offers (`.accessibilityAction(named:_:)`).
  public var actionNames: [String] {
    actions.compactMap { $0.kind == AccessibilityActionKind.default ? nil : $0.kind.name }
  }
  /// A container's elements (`.accessibilityElement(children: .contain)`); empty otherwise.
  public let children: [AccessibilityElement]

  /// This element with `children` inside it.
  func containing(_ children: [AccessibilityElement]) -> AccessibilityElement {
    AccessibilityElement(
      type: type, label: label, value: value, hint: hint, identifier: identifier, traits: traits,
      children: children, control: control, actions: actions, graph: graph)
  }

  /// This element read as `label`.
  func labelled(_ label: String) -> AccessibilityElement {
    AccessibilityElement(
      type: type, label: label, value: value, hint: hint, identifier: identifier, traits: traits,
      children: children, control: control, actions: actions, graph: graph)
  }

  let control: InspectedNode?
  let actions: [(kind: AccessibilityActionKind, handler: @MainActor () -> Void)]
  let graph: Graph

  /// Activates the element, as a double tap in VoiceOver does: its `.accessibilityAction` if it
  /// has one, otherwise its control's tap (a button's action, a toggle's flip, a link's open, a
  /// navigation link's push).
  ///
  /// - Throws: ``InteractionError`` when the element does nothing when activated (static text)
  ///   or its control is disabled.
  public func tap() throws {
    if let action = actions.first(where: { $0.kind == AccessibilityActionKind.default }) {
      graph.perform(as: .interaction("activate \(type) \"\(label)\"")) { action.handler() }
      return
    }
    guard let control, let handle = control.controlHandle else {
      throw InteractionError(
        reason: .unsupported, controlKind: type, label: label,
        candidates: ["\(type) \"\(label)\""])
    }
    let pressed: Set<ControlKind> = [.button, .link, .navigationLink]
    let action: ControlAction = pressed.contains(handle.kind) ? .press : .toggle
    try control.perform(action, as: handle.kind.phrase(for: action, label: handle.label))
  }

  /// Performs the custom action named `name`.
  ///
  /// - Throws: ``InteractionError`` listing the element's actions when it has none so named.
  public func perform(action name: String) throws {
    guard let action = actions.first(where: { $0.kind.name == name }) else {
      throw InteractionError(
        reason: .notFound, controlKind: "accessibility action", label: name,
        candidates: actionNames)
    }
    graph.perform(as: .interaction("\(name) on \(type) \"\(label)\"")) { action.handler() }
  }

  /// Types `text` into the element, a text field: replaces its text.
  public func typeText(_ text: String) throws {
    guard let control, control.isFocusableControl || control.controlHandle?.kind == .textField
    else {
      throw InteractionError(
        reason: .unsupported, controlKind: type, label: label, candidates: [])
    }
    try control.perform(.setText(text), as: "type \"\(text)\" into \"\(label)\"")
  }

  /// One line: `button "Add" id=add-item value=… hint=… [header]`.
  public var description: String {
    var parts = ["\(type) \"\(label)\""]
    if let identifier { parts.append("id=\(identifier)") }
    if let value { parts.append("value=\"\(value)\"") }
    if let hint { parts.append("hint=\"\(hint)\"") }
    let extra = traits.names.filter { $0 != "button" && $0 != "static text" && $0 != "link" }
    if !extra.isEmpty { parts.append("[\(extra.joined(separator: ", "))]") }
    if !actionNames.isEmpty { parts.append("actions: \(actionNames.joined(separator: ", "))") }
    return parts.joined(separator: " ")
  }
}
