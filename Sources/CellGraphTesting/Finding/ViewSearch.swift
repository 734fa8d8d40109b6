import CellGraph

/// The searches behind `find` and `findAll`, run over the subtree of one node (the host's root,
/// or a proxy's view), and the errors that explain an empty or ambiguous result.
@MainActor
struct ViewSearch {
  let root: InspectedNode

  // MARK: By text

  /// The deepest views whose text has `text` as whole lines.
  ///
  /// Lines are compared without their leading and trailing spaces; a multi-line `text` must match
  /// that many consecutive lines. Builder plumbing and modifiers without a name of their own
  /// (tuples, conditionals, `.border()`, `.testID(_:)`) are never results; a view that matches
  /// is left out when a view inside it matches too. Controls are leaves: a button, a toggle or a
  /// text field matches by its label as well as by its text, and the views that make up its
  /// label are never results, so `find(text: "Save")` finds the button labelled `Save`.
  func nodes(showing text: String) -> [InspectedNode] {
    let wanted = Self.lines(of: text)
    func has(_ lines: [String]) -> Bool {
      guard !wanted.isEmpty, lines.count >= wanted.count else { return false }
      return (0...(lines.count - wanted.count)).contains { start in
        Array(lines[start..<(start + wanted.count)]) == wanted
      }
    }
    func shows(_ node: InspectedNode) -> Bool {
      if let control = node.control {
        if control.label == text { return true }
        // A label of several lines (a link's title over its subtitle) shows each of them,
        // even the one that shares the control's line with its chevron or brackets.
        let label = node.children.flatMap { Self.lines(of: $0.text) }.filter { !$0.isEmpty }
        if label.count > 1, has(label) { return true }
      }
      return has(Self.lines(of: node.text))
    }
    func visit(_ node: InspectedNode) -> [InspectedNode] {
      // A view leaving with a transition is shown, but cannot be found to interact with.
      if node.isLeaving { return [] }
      // A hidden subtree (an unselected tab, a covered screen) is not on screen.
      if node.isHidden { return [] }
      if node.control != nil {
        // A control inside a control (a link in a navigation stack's screen) is the result
        // rather than its container; a plain view of a control's label never is.
        let inner = node.children.flatMap(visit).filter { $0.control != nil }
        if !inner.isEmpty { return inner }
        return shows(node) ? [node] : []
      }
      let inner = node.children.flatMap(visit)
      if !inner.isEmpty { return inner }
      return !node.isStructural && shows(node) ? [node] : []
    }
    return visit(root)
  }

  func notFound(text: String) -> FindError {
    let lines = root.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return FindError(
      .notFound,
      "No view shows the text \"\(text)\" on a line of its own (lines are compared without "
        + "leading and trailing spaces).",
      candidates: lines, listing: "The text is:")
  }

  // MARK: By type

  /// The views of type `V` whose current value satisfies `predicate`, in tree order.
  func nodes<V: View>(of type: V.Type, where predicate: (V) -> Bool) -> [InspectedNode] {
    all.filter { node in
      guard node.hasViewType(type), let view = node.view(as: type) else { return false }
      return predicate(view)
    }
  }

  func notFound<V: View>(_ type: V.Type) -> FindError {
    // Views of the type exist only if a condition left them all out.
    let ofType = nodes(of: type, where: { _ in true })
    if !ofType.isEmpty {
      return FindError(
        .notFound, "No view of type \(V.self) satisfies the condition.",
        candidates: ofType.map(\.path), listing: "Views of type \(V.self):")
    }
    return FindError(
      .notFound, "No view of type \(V.self).",
      candidates: all.filter(\.hasBody).map { "\($0.typeName) at \($0.path)" },
      listing: "Views with a body:")
  }

  // MARK: By test id

  /// The views tagged with `testID(id)` or `.accessibilityIdentifier(id)`: each is what the
  /// modifier wraps. UI tests find views by accessibility identifier; a test here finds them by
  /// either name.
  func nodes(testID id: String) -> [InspectedNode] {
    all.compactMap { node in
      if node.testID == id { return Self.tagged(node) }
      if node.accessibilityIdentifier == id { return node.accessibilityContent }
      return nil
    }
  }

  /// Nothing has the id: the error lists the test ids and the accessibility identifiers on
  /// screen, each with the path of the view it names.
  func notFound(testID id: String) -> FindError {
    let named = all.compactMap { node -> String? in
      if let testID = node.testID { return "\"\(testID)\" at \(Self.tagged(node).path)" }
      if let identifier = node.accessibilityIdentifier {
        return "\"\(identifier)\" (accessibility identifier) at \(node.accessibilityContent.path)"
      }
      return nil
    }
    return FindError(
      .notFound, "No view has the test id or accessibility identifier \"\(id)\".",
      candidates: named, listing: "Test ids and accessibility identifiers on screen:")
  }

  // MARK: Helpers

  func ambiguous(_ query: String, _ found: [InspectedNode]) -> FindError {
    FindError(
      .ambiguous,
      "\(found.count) views match \(query); find one inside a view that contains only it, or use "
        + "findAll.",
      candidates: found.map(\.path), listing: "Matches:")
  }

  /// Every node of the subtree, root first, in tree order; views leaving with a transition are
  /// left out (they cannot be interacted with).
  var all: [InspectedNode] {
    var found: [InspectedNode] = []
    func visit(_ node: InspectedNode) {
      if node.isLeaving { return }
      if node.isHidden { return }
      found.append(node)
      for child in node.children { visit(child) }
    }
    visit(root)
    return found
  }

  /// The view a `.testID(_:)` modifier's node stands for: what it wraps, when that is one view.
  private static func tagged(_ node: InspectedNode) -> InspectedNode {
    let children = node.children
    return children.count == 1 ? children[0] : node
  }

  private static func lines(of text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var line = Substring(line)
      while line.first == " " { line.removeFirst() }
      while line.last == " " { line.removeLast() }
      return String(line)
    }
  }
}
