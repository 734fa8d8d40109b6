import CellGraphCore

/// Finding and driving views by accessibility, as a UI test does
/// (`app.buttons["Add"].tap()`): by identifier or label, among the elements on screen.
///
/// ```swift
/// try host.buttons["Add"].tap()                 // identifier or label
/// try host.tap(identifier: "add-item")
/// try host.textFields["Name"].typeText("Ada")
/// print(host.accessibilityTree)                 // button "Add" id=add-item …
/// ```
extension ViewHost {
  /// The accessibility elements on screen, in tree order (a container's elements are its
  /// `children`): what assistive technologies read (see `AccessibilityTree`).
  public var accessibilityElements: [AccessibilityElement] {
    flush()
    let root = graph.feature(PresentationStack.self).topmost ?? rootNode
    return AccessibilityTree(graph: graph).elements(under: root)
  }

  /// The accessibility tree as text, one element a line, a container's elements indented:
  ///
  ///     static text "Inbox" [header]
  ///     button "Add" id=add-item hint="Adds a message"
  ///     other "" id=list
  ///       static text "Ada, 3 messages"
  public var accessibilityTree: String {
    func lines(_ elements: [AccessibilityElement], _ indent: String) -> [String] {
      elements.flatMap { [indent + $0.description] + lines($0.children, indent + "  ") }
    }
    return lines(accessibilityElements, "").joined(separator: "\n")
  }

  /// Every element on screen, with containers' elements, in tree order.
  var allAccessibilityElements: [AccessibilityElement] {
    func flatten(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
      elements.flatMap { [$0] + flatten($0.children) }
    }
    return flatten(accessibilityElements)
  }

  /// The buttons on screen (buttons, menus, and views with the `.isButton` trait).
  public var buttons: AccessibilityQuery { AccessibilityQuery(host: self, type: "button") }
  /// The static texts on screen.
  public var staticTexts: AccessibilityQuery { AccessibilityQuery(host: self, type: "static text") }
  /// The text fields on screen.
  public var textFields: AccessibilityQuery { AccessibilityQuery(host: self, type: "text field") }
  /// The toggles on screen.
  public var switches: AccessibilityQuery { AccessibilityQuery(host: self, type: "switch") }
  /// The links on screen.
  public var links: AccessibilityQuery { AccessibilityQuery(host: self, type: "link") }
  /// The sliders on screen.
  public var sliders: AccessibilityQuery { AccessibilityQuery(host: self, type: "slider") }
  /// Every element on screen, whatever its type.
  public var descendants: AccessibilityQuery { AccessibilityQuery(host: self, type: nil) }

  /// The element whose accessibility identifier is `identifier`.
  ///
  /// - Throws: ``InteractionError`` listing the identifiers on screen when none (or several)
  ///   has it.
  public func element(identifier: String) throws -> AccessibilityElement {
    let all = allAccessibilityElements
    let matches = all.filter { $0.identifier == identifier }
    guard matches.count == 1 else {
      throw InteractionError(
        reason: matches.isEmpty ? .notFound : .ambiguous, controlKind: "accessibility identifier",
        label: identifier, candidates: all.compactMap(\.identifier))
    }
    return matches[0]
  }

  /// Activates the element whose accessibility identifier is `identifier` (see
  /// ``AccessibilityElement/tap()``).
  ///
  /// ```swift
  /// try host.tap(identifier: "add-item")
  /// ```
  public func tap(identifier: String) throws {
    try element(identifier: identifier).tap()
  }
}

/// The elements of one type on a host's screen, subscripted by identifier or label, as a UI
/// test's `app.buttons["Add"]`.
@MainActor
public struct AccessibilityQuery {
  let host: ViewHost
  /// The type of the elements, or `nil` for any.
  let type: String?

  /// The matching elements on screen, in tree order.
  public var all: [AccessibilityElement] {
    host.allAccessibilityElements.filter { type == nil || $0.type == type }
  }

  /// How many there are.
  public var count: Int { all.count }

  /// The one element whose identifier, or else whose label, is `key`.
  ///
  /// - Throws: ``InteractionError`` when none matches (listing the identifiers on screen and
  ///   the labels of this type) or several do.
  public subscript(_ key: String) -> AccessibilityElement {
    get throws {
      let elements = all
      var matches = elements.filter { $0.identifier == key }
      if matches.isEmpty { matches = elements.filter { $0.label == key } }
      guard matches.count == 1 else {
        let identifiers = host.allAccessibilityElements.compactMap(\.identifier)
        let labels = elements.map { "\($0.type) \"\($0.label)\"" }
        throw InteractionError(
          reason: matches.isEmpty ? .notFound : .ambiguous, controlKind: type ?? "element",
          label: key,
          candidates: identifiers.map { "id \($0)" } + labels)
      }
      return matches[0]
    }
  }

  /// Whether an element with the identifier or label `key` is on screen.
  public func exists(_ key: String) -> Bool {
    all.contains { $0.identifier == key || $0.label == key }
  }
}
