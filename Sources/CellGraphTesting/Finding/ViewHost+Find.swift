import CellGraph

/// Finding views in the whole tree, after any pending pass. Each `find` returns exactly one
/// ```ViewProxy``` or throws a ```FindError``` that lists what
/// exists; each `findAll` returns every match in tree order. A proxy searches its own subtree with
/// the same methods.
extension ViewHost {
  /// The one view that shows `text` as whole lines.
  ///
  /// Lines are compared without their leading and trailing spaces; a multi-line `text` must match
  /// that many consecutive lines. The result is the *deepest* view that shows it: a `Text`
  /// rather than the stack and the custom view around it. Builder plumbing and modifiers with no
  /// name of their own (`.border()`, `.padding()`, `.testID(_:)`) are never results. Controls
  /// are leaves: a button, toggle or text field matches by its label as well as by its text, so
  /// `find(text: "Save")` finds the button `[Save]`, not the `Text` inside it.
  ///
  /// ```swift
  /// try host.find(text: "Save").tap()
  /// #expect(try host.find(text: "Notes: 1").typeName == "Text")
  /// ```
  ///
  /// - Throws: ```FindError``` with the host's lines when nothing matches, or the
  ///   matches' paths when several do.
  public func find(text: String) throws -> ViewProxy {
    try rootProxy.find(text: text)
  }

  /// Every view that shows `text` as whole lines, by the rules of ``find(text:)``, in tree
  /// order.
  ///
  /// ```swift
  /// #expect(host.findAll(text: "[ ] Milk").count == 1)
  /// ```
  public func findAll(text: String) -> [ViewProxy] {
    rootProxy.findAll(text: text)
  }

  /// The one view of type `V` whose current value satisfies `predicate` (every view of the type,
  /// by default).
  ///
  /// ```swift
  /// let detail = try host.find(Editor.self)
  /// let milk = try host.find(NoteRow.self) { $0.title == "Milk" }
  /// ```
  ///
  /// - Throws: ```FindError``` listing the views with a body when none matches, or
  ///   the matches' paths when several do.
  public func find<V: View>(
    _ type: V.Type, where predicate: (V) -> Bool = { _ in true }
  ) throws -> ViewProxy {
    try rootProxy.find(type, where: predicate)
  }

  /// Every view of type `V` whose current value satisfies `predicate`, in tree order.
  ///
  /// ```swift
  /// #expect(host.findAll(NoteRow.self).count == 2)
  /// ```
  public func findAll<V: View>(
    _ type: V.Type, where predicate: (V) -> Bool = { _ in true }
  ) -> [ViewProxy] {
    rootProxy.findAll(type, where: predicate)
  }

  /// The one view tagged with `.testID(id)` or `.accessibilityIdentifier(id)`: the view the
  /// modifier was applied to.
  ///
  /// ```swift
  /// // Button("Save") { … }.testID("save")
  /// try host.find(testID: "save").tap()
  /// // Button("Add") { … }.accessibilityIdentifier("add-item")
  /// try host.find(testID: "add-item").tap()
  /// ```
  ///
  /// - Throws: ``FindError`` listing the test ids and accessibility identifiers on screen when
  ///   none matches, or the matches' paths when several views share the id.
  public func find(testID id: String) throws -> ViewProxy {
    try rootProxy.find(testID: id)
  }

  /// Every view tagged with `.testID(id)` or `.accessibilityIdentifier(id)`, in tree order.
  ///
  /// ```swift
  /// #expect(host.findAll(testID: "row").count == 2)
  /// ```
  public func findAll(testID id: String) -> [ViewProxy] {
    rootProxy.findAll(testID: id)
  }

  private var rootProxy: ViewProxy {
    ViewProxy(host: self, node: inspectedRoot)
  }
}
