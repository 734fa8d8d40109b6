import CellGraphCore

nonisolated extension View {
  /// Adds a search field bound to `text` above this view.
  ///
  /// Text form: the field on its own line, `Search: [milk]` (the prompt, `Search` by default,
  /// then the text), followed by this view's lines. While the field has focus it shows a cursor,
  /// `Search: [milk|]`. Inside this view, `\.isSearching` is `true` from the moment the field
  /// takes focus (or is typed into) until `\.dismissSearch` ends the search, and
  /// `.onSubmit(of: .search)` actions above the modifier run when the field is submitted.
  ///
  /// ```swift
  /// List(items.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
  ///   .searchable(text: $query, prompt: "Find items")
  ///
  /// try host.search("milk")        // query == "milk", isSearching
  /// try host.submit("Find items")  // runs .onSubmit(of: .search)
  /// ```
  ///
  /// `placement` (a navigation bar drawer, the toolbar, the sidebar) is where a device shows
  /// the field; the text form shows it above this view wherever it is placed.
  public func searchable<S: StringProtocol>(
    text: BindingCell<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    SearchableModifier(content: self, text: text, prompt: String(prompt))
  }

  /// Adds a search field bound to `text` above this view, with a `Text` prompt (or `Search`).
  ///
  /// ```swift
  /// NotesList().searchable(text: $query)   // Search: []
  /// ```
  public func searchable(
    text: BindingCell<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    SearchableModifier(content: self, text: text, prompt: prompt?.content ?? "Search")
  }
}

extension ControlKind {
  static let searchField = ControlKind(
    "search field",
    phrases: [.setText: { label, action in "search \"\(action.text ?? "")\" in \"\(label)\"" }])
}

/// The view `searchable(text:prompt:)` returns: the search field, as a control, with the
/// searched view as its child.
nonisolated struct SearchableModifier<Content: View>: View {
  let content: Content
  let text: BindingCell<String>
  let prompt: String

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension SearchableModifier: FocusableControl {
  typealias NodeState = SearchSession

  static var controlKind: ControlKind { .searchField }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let session: SearchSession
    if let existing = node.state {
      session = existing
    } else {
      session = SearchSession(node: node)
      node.state = session
    }
    session.text = text
    let (field, isSearching) = node.tracking {
      (FieldState(reading: text, at: node), session.isActive.get())
    }
    let tookFocus = field.isFocused && !session.field.isFocused
    session.field = field
    // Focus given to the field without a tap (a `.searchFocused` state written by code) starts
    // a search too, as a tap does; the write waits for the commit phase of this flush.
    if tookFocus && !isSearching {
      node.graph.enqueue("search", of: node) { [weak session] in session?.isActive.write(true) }
    }
    node.updateChild(
      content.environment(
        \.searchContext, SearchContext(isSearching: isSearching, session: session)))
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let field = node.state?.field ?? FieldState()
    return [TextBlock("\(prompt): \(field.form())")] + node.childrenText
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    prompt
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard let session = node.state else { throw .unsupported }
    if let newText = action.text {
      // Typing into the search field takes focus and starts a search, as tapping it does.
      text.wrappedValue = newText
      session.begin()
    } else if action == .focus {
      session.begin()
    } else if action == .submit {
      node.runSubmitActions(.search)
    } else {
      throw .unsupported
    }
  }
}

/// What a search field's node remembers: whether a search is under way, the binding it edits
/// and what it read last.
@MainActor
final class SearchSession {
  /// Whether a search is under way: `\.isSearching` below the field.
  let isActive = StateBox(value: false, description: FieldDescription(path: "isSearching"))
  var text: BindingCell<String>?
  var field = FieldState()
  private weak var node: Node?

  init(node: Node) {
    self.node = node
  }

  /// Starts a search: the field takes focus and `\.isSearching` becomes `true`.
  func begin() {
    isActive.write(true)
    node?.requestFocus()
  }

  /// Ends the search: clears the text, gives focus up and sets `\.isSearching` to `false`.
  func dismiss() {
    guard let node, !node.isRemoved, isActive.value else { return }
    text?.wrappedValue = ""
    isActive.write(false)
    node.resignFocus()
  }
}

extension Interaction {
  /// Types `text` into the search field: it takes focus and starts a search
  /// (``ViewHost/search(_:in:)``).
  public static func search(_ text: String) -> Interaction {
    Interaction(.kind(.searchField), .setText(text))
  }
}
