import CellGraph

/// Finding views inside a view: the same queries as the host's, limited to this view's subtree
/// (the view itself included).
extension ViewProxy {
  /// The one view inside this one that shows `text` as whole lines; see
  /// `ViewHost.find(text:)` for the rules.
  ///
  /// ```swift
  /// let editor = try host.find(Editor.self)
  /// #expect(try editor.find(text: "0 characters").typeName == "Text")
  /// ```
  ///
  /// - Throws: ``FindError`` listing the lines shown when nothing matches, or the matches when
  ///   several do.
  public func find(text: String) throws -> ViewProxy {
    try checkInTree()
    let search = ViewSearch(root: node)
    return try one(search.nodes(showing: text), "the text \"\(text)\"") {
      search.notFound(text: text)
    }
  }

  /// Every view inside this one that shows `text` as whole lines, in tree order.
  ///
  /// ```swift
  /// #expect(try host.find(Editor.self).findAll(text: "0 characters").count == 1)
  /// ```
  public func findAll(text: String) -> [ViewProxy] {
    guard isInTree else { return [] }
    return ViewSearch(root: node).nodes(showing: text).map(proxy)
  }

  /// The one view of type `V` inside this one (this view included) whose current value
  /// satisfies `predicate`.
  ///
  /// ```swift
  /// let milk = try host.find(NoteRow.self) { $0.title == "Milk" }
  /// ```
  ///
  /// - Throws: ``FindError`` listing the views with a body when none matches, or the matches
  ///   when several do.
  public func find<V: View>(
    _ type: V.Type, where predicate: (V) -> Bool = { _ in true }
  ) throws -> ViewProxy {
    try checkInTree()
    let search = ViewSearch(root: node)
    return try one(search.nodes(of: type, where: predicate), "type \(V.self)") {
      search.notFound(type)
    }
  }

  /// Every view of type `V` inside this one (this view included) whose current value satisfies
  /// `predicate`, in tree order.
  ///
  /// ```swift
  /// #expect(host.findAll(NoteRow.self).map { $0.text } == ["[ ] Milk", "[x] Eggs"])
  /// ```
  public func findAll<V: View>(
    _ type: V.Type, where predicate: (V) -> Bool = { _ in true }
  ) -> [ViewProxy] {
    guard isInTree else { return [] }
    return ViewSearch(root: node).nodes(of: type, where: predicate).map(proxy)
  }

  /// The one view inside this one tagged with `.testID(id)` or `.accessibilityIdentifier(id)`:
  /// the view the modifier was applied to.
  ///
  /// ```swift
  /// try host.find(testID: "save").tap()
  /// ```
  ///
  /// - Throws: ``FindError`` listing the test ids and accessibility identifiers when none
  ///   matches, or the matches when several views share the id.
  public func find(testID id: String) throws -> ViewProxy {
    try checkInTree()
    let search = ViewSearch(root: node)
    return try one(search.nodes(testID: id), "the test id \"\(id)\"") {
      search.notFound(testID: id)
    }
  }

  /// Every view inside this one tagged with `.testID(id)` or `.accessibilityIdentifier(id)`,
  /// in tree order.
  ///
  /// ```swift
  /// #expect(host.findAll(testID: "row").count == 2)
  /// ```
  public func findAll(testID id: String) -> [ViewProxy] {
    guard isInTree else { return [] }
    return ViewSearch(root: node).nodes(testID: id).map(proxy)
  }

  private func proxy(_ node: InspectedNode) -> ViewProxy {
    ViewProxy(host: host, node: node)
  }

  private func one(
    _ found: [InspectedNode], _ query: String, notFound: () -> FindError
  ) throws -> ViewProxy {
    switch found.count {
    case 1: return proxy(found[0])
    case 0: throw notFound()
    default: throw ViewSearch(root: node).ambiguous(query, found)
    }
  }
}
