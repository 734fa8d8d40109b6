import CellGraphCore

/// Builds a host's accessibility tree from its views, as assistive technologies read a screen.
///
/// Each control is one element (its label is the control's: a button's title), each text is a
/// static-text element, and the accessibility modifiers above them change them:
///
///     VStack                                   elements
///      ├ Text("Inbox") .isHeader        ─▶      static text "Inbox" [header]
///      ├ HStack .combine                ─▶      static text "Ada, 3 messages"
///      │   ├ Text("Ada")
///      │   └ Text("3 messages")
///      ├ Button("+") .label("Add")      ─▶      button "Add"
///      └ Text("debug") .hidden          ─▶      (none)
///
/// A modifier applies to every element below it (on a stack: to each of its elements), the one
/// nearest the element winning; `.accessibilityElement(children:)` makes one element there;
/// `.accessibilityHidden(true)` leaves the subtree out; an accessibility representation stands
/// for its content. Hidden views (an unselected tab) and views leaving are not on screen; while
/// something is presented, only the topmost presentation is.
@MainActor
struct AccessibilityTree {
  let graph: Graph

  /// The elements under `root`, in tree order (a container's elements are its `children`).
  func elements(under root: Node) -> [AccessibilityElement] {
    walk(InspectedNode(node: root), pending: [])
  }

  private func walk(
    _ node: InspectedNode, pending: [AccessibilityAttributes]
  ) -> [AccessibilityElement] {
    if !node.isLabel {
      if node.node.isLeaving || node.node.flags.contains(.hidden) { return [] }
      if let attributes = node.node.primitiveState(as: AccessibilityAttributes.self) {
        if attributes.isHidden == true { return [] }
        guard let behavior = attributes.children else {
          return node.children.flatMap { walk($0, pending: pending + [attributes]) }
        }
        let inner = node.children.flatMap { walk($0, pending: []) }
        return [apply(pending + [attributes], to: Self.element(behavior, of: inner, graph))]
      }
      if node.node.primitiveState(as: RepresentationMark.self) != nil {
        return node.children.dropFirst().flatMap { walk($0, pending: pending) }
      }
      if let control = node.controlHandle {
        var element = Self.element(of: control, at: node, graph)
        // A control that holds other views (a navigation stack, a sheet, a search field above
        // its content, a list row) is an element whose children are the elements inside it, as
        // a UI test finds the buttons of a navigation bar or the texts of a cell.
        if Self.containerKinds.contains(control.kind) {
          element = element.containing(node.children.flatMap { walk($0, pending: []) })
        } else if Self.labelsItself(node.children) {
          // A control's label content that says what it reads (`Image(…).accessibilityLabel
          // ("Add")` as a link's or a button's label) is what the control reads, as in SwiftUI.
          let label = node.children.flatMap(Self.labels(in:))
          element = element.labelled(label.filter { !$0.isEmpty }.joined(separator: ", "))
        }
        return [apply(pending, to: element)]
      }
    }
    if node.isLabel || node.node.flags.contains(.isLabel) {
      let text = AccessibilityElement(
        type: "static text", label: node.text, value: nil, hint: nil, identifier: nil,
        traits: .isStaticText, children: [], control: nil, actions: [], graph: graph)
      return [apply(pending, to: text)]
    }
    return node.children.flatMap { walk($0, pending: pending) }
  }

  /// `element` with the attributes of the modifiers above it, outermost first (the nearest wins).
  private func apply(
    _ modifiers: [AccessibilityAttributes], to element: AccessibilityElement
  ) -> AccessibilityElement {
    guard !modifiers.isEmpty else { return element }
    var label = element.label
    var value = element.value
    var hint = element.hint
    var identifier = element.identifier
    var traits = element.traits
    var actions = element.actions
    for attributes in modifiers {
      label = attributes.label ?? label
      value = attributes.value ?? value
      hint = attributes.hint ?? hint
      identifier = attributes.identifier ?? identifier
      traits.formUnion(attributes.addedTraits)
      traits.subtract(attributes.removedTraits)
      actions = attributes.actions + actions
    }
    var type = element.type
    if traits.contains(.isButton) && (type == "static text" || type == "other") { type = "button" }
    // A button whose button trait was removed is no longer one to a UI test's query.
    if !traits.contains(.isButton) && type == "button" { type = "other" }
    return AccessibilityElement(
      type: type, label: label, value: value, hint: hint, identifier: identifier, traits: traits,
      children: element.children, control: element.control, actions: actions, graph: graph)
  }

  /// Whether a control's label content sets an accessibility label (or hides part of itself), so
  /// the control's element reads its content's elements rather than its own label text.
  private static func labelsItself(_ content: [InspectedNode]) -> Bool {
    content.contains { node in
      guard !node.isLabel else { return false }
      if let attributes = node.node.primitiveState(as: AccessibilityAttributes.self),
        attributes.label != nil || attributes.isHidden == true
      {
        return true
      }
      // Not into another control: its label is its own.
      return node.controlHandle == nil && labelsItself(node.children)
    }
  }

  /// What a control's label content reads, in order: an accessibility label where one is set
  /// (whatever view it is on: an image has no text of its own), a text's string, nothing for a
  /// hidden part.
  private static func labels(in content: InspectedNode) -> [String] {
    if content.isLabel || content.node.flags.contains(.isLabel) { return [content.text] }
    if let attributes = content.node.primitiveState(as: AccessibilityAttributes.self) {
      if attributes.isHidden == true { return [] }
      if let label = attributes.label { return [label] }
    }
    return content.children.flatMap(labels(in:))
  }

  /// The kinds of controls whose content is on screen inside them.
  private static let containerKinds: Set<ControlKind> = [
    .navigationStack, .tabView, .presentation, .scrollView, .listRow, .disclosureGroup,
    .refreshable, .searchField, .focusableView, .gestureView,
  ]

  /// The element of a control.
  private static func element(
    of control: ControlHandle, at node: InspectedNode, _ graph: Graph
  ) -> AccessibilityElement {
    let (type, traits): (String, AccessibilityTraits) =
      switch control.kind {
      case .button, .menu: ("button", .isButton)
      case .toggle: ("switch", [.isButton, .isToggle])
      case .textField: ("text field", [])
      case .link: ("link", .isLink)
      default: (control.kind.rawValue, [])
      }
    return AccessibilityElement(
      type: type, label: control.label, value: control.heldText(), hint: nil, identifier: nil,
      traits: traits, children: [], control: node, actions: [], graph: graph)
  }

  /// The one element `.accessibilityElement(children:)` makes of the elements below it.
  private static func element(
    _ behavior: AccessibilityChildBehavior, of inner: [AccessibilityElement], _ graph: Graph
  ) -> AccessibilityElement {
    switch behavior.kind {
    case .contain:
      return AccessibilityElement(
        type: "other", label: "", value: nil, hint: nil, identifier: nil, traits: [],
        children: inner, control: nil, actions: [], graph: graph)
    case .combine, .ignore:
      let primary = inner.first { $0.control != nil || !$0.actions.isEmpty }
      let label =
        behavior.kind == .combine
        ? inner.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ") : ""
      let traits = inner.reduce(into: AccessibilityTraits()) { $0.formUnion($1.traits) }
      return AccessibilityElement(
        type: primary?.type ?? (inner.isEmpty ? "other" : "static text"), label: label,
        value: primary?.value, hint: nil, identifier: nil,
        traits: behavior.kind == .combine ? traits : primary?.traits ?? [], children: [],
        control: primary?.control, actions: primary?.actions ?? [], graph: graph)
    }
  }
}
