import CellGraph
import Testing

/// A view found in a host's tree: its path, text, current value and state, the views inside it,
/// and the interactions a user could perform on it.
///
/// A proxy stands for one view *identity*, not one view value: it follows the view through
/// updates (every property reads the current state, after any pending pass) until the identity
/// leaves the tree. Get one from `ViewHost.find(text:)`,
/// `ViewHost.find(_:where:)` or `ViewHost.find(testID:)`.
///
/// ```swift
/// let row = try host.find(NoteRow.self)
/// #expect(row.view(as: NoteRow.self)?.title == "Milk")
/// #expect(try row.state("isDone", as: Bool.self) == false)
/// try row.toggle()
/// #expect(row.text == "[x] Milk")
/// ```
@MainActor
public struct ViewProxy: CustomStringConvertible {
  let host: ViewHost
  let node: InspectedNode

  /// The view's identity path.
  ///
  /// ```swift
  /// #expect(try host.find(NoteRow.self).path == "NotesView/VStack/ForEach[id: Milk]/NoteRow")
  /// ```
  public nonisolated let path: String
  /// The view's type name, as `String(describing:)` gives it.
  ///
  /// ```swift
  /// #expect(try host.find(text: "Save").typeName == "Button<Text>")
  /// ```
  public nonisolated let typeName: String

  init(host: ViewHost, node: InspectedNode) {
    self.host = host
    self.node = node
    self.path = node.path
    self.typeName = node.typeName
  }

  /// The view's identity path, so that a proxy prints as where it is.
  ///
  /// ```swift
  /// print(try host.find(Editor.self))  // NotesView/VStack/Editor
  /// ```
  public nonisolated var description: String { path }

  /// Whether the view is still in the tree, after any pending pass.
  ///
  /// ```swift
  /// try host.tap("Delete")
  /// #expect(!row.isInTree)
  /// ```
  public var isInTree: Bool {
    host.flush()
    return node.isLive
  }

  /// The view's text, after any pending pass, as `ViewHost.text` would show it if
  /// this view were the root; empty once the view has left the tree.
  ///
  /// ```swift
  /// #expect(try host.find(Editor.self).text == "Title: []\n0 characters")
  /// ```
  public var text: String {
    isInTree ? node.text : ""
  }

  /// The view's current value, if it is a `V`; `nil` otherwise or once it has left the tree.
  ///
  /// The value is the installed one: its stored properties are what the parent last passed, and
  /// reading its state properties reads the view's state.
  ///
  /// ```swift
  /// #expect(try host.find(NoteRow.self).view(as: NoteRow.self)?.title == "Milk")
  /// ```
  public func view<V: View>(as type: V.Type) -> V? {
    isInTree ? node.view(as: type) : nil
  }

  /// The current value of the view's state property `name` (`isOn` for `@StateCell var isOn`; a
  /// cell inside a custom `DynamicField` is `clicks.count`).
  ///
  /// ```swift
  /// let isDone = try host.find(NoteRow.self).state("isDone")
  /// #expect(isDone as? Bool == false)
  /// ```
  ///
  /// - Throws: ``FindError`` listing the view's state when it has none named `name`.
  public func state(_ name: String) throws -> Any {
    try checkInTree()
    let state = node.state
    guard let entry = state.first(where: { $0.name == name }) else {
      throw FindError(
        .notFound, "\(path) has no state named \"\(name)\".",
        candidates: state.map { "\($0.name) = \($0.value)" },
        listing: "Its state:")
    }
    return entry.value
  }

  /// The current value of the view's state property `name`, as a `Value`.
  ///
  /// ```swift
  /// #expect(try host.find(NoteRow.self).state("isDone", as: Bool.self) == false)
  /// ```
  ///
  /// - Throws: ``FindError`` when the view has no state named `name`, or when it holds another
  ///   type.
  public func state<Value>(_ name: String, as type: Value.Type) throws -> Value {
    let value = try state(name)
    guard let typed = value as? Value else {
      throw FindError(
        .wrongType,
        "The state \"\(name)\" of \(path) is a \(Swift.type(of: value)), not a \(Value.self).")
    }
    return typed
  }

  /// Expects the view's ``text`` to equal `expected` exactly; on a mismatch, records one issue at
  /// the caller with a line diff, as `ViewHost.expectText(_:sourceLocation:)` does.
  ///
  /// ```swift
  /// try host.find(Editor.self).expectText(
  ///   """
  ///   Title: [Milk]
  ///   4 characters
  ///   """)
  /// ```
  @discardableResult
  public func expectText(
    _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    TextExpectation.check(
      text, expected: expected, subject: "The text of \(path)", sourceLocation: sourceLocation)
  }

  func checkInTree() throws {
    guard isInTree else {
      throw FindError(.notInTree, "\(path) is no longer in the tree: its identity was removed.")
    }
  }
}
