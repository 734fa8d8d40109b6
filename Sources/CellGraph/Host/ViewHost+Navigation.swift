import CellGraphCore

/// Navigation interactions: following links, going back, choosing tabs.
extension ViewHost {
  /// Taps the navigation link whose label is `label`: its value or destination is pushed on the
  /// stack it is in.
  ///
  /// ```swift
  /// try host.tapLink("Pasta")
  /// #expect(host.text.contains("< Recipes  Pasta"))
  /// ```
  public func tapLink(_ label: String) throws {
    try perform(.tapLink, on: label)
  }

  /// Goes back one screen, as the back button or a swipe from the edge does: the top screen is
  /// popped and the path binding written.
  ///
  /// Acts on the one stack on screen, or, when several are shown (a split view's columns), on the
  /// one that has screens pushed; at the root, the host gets a `navigationBackAtRoot` diagnostic
  /// and nothing changes. Throws when no stack is shown, or several could go back.
  ///
  /// ```swift
  /// try host.goBack()
  /// ```
  public func goBack() throws {
    flush()
    let stacks = shownStacks()
    let deep = stacks.filter { $0.depth > 0 }
    let chosen = stacks.count == 1 ? stacks : deep
    guard chosen.count == 1, let control = chosen[0].node.control else {
      throw InteractionError(
        reason: chosen.isEmpty ? .notFound : .ambiguous,
        controlKind: ControlKind.navigationStack.rawValue, label: "back",
        candidates: stacks.map { "\"\($0.node.control?.label ?? "")\" (\($0.node.identityPath))" })
    }
    try Self.perform(
      .back, on: control, in: graph, trigger: control.kind.phrase(for: .back, label: control.label))
  }

  /// Renames the editable title of the top screen of the stack on screen
  /// (`navigationTitle(_: BindingCell<String>)`), as SwiftUI's title menu's Rename does: the
  /// title's binding is written. Throws when no shown screen has an editable title, or several do.
  ///
  /// ```swift
  /// try host.renameTitle(to: "Draft")
  /// ```
  public func renameTitle(to newTitle: String) throws {
    flush()
    let bindings = shownStacks().compactMap { stack in
      stack.node.children.last?.primitiveState(as: NavigationLayerContext.self)?.titleBinding
    }
    guard bindings.count == 1, let binding = bindings.first else {
      throw InteractionError(
        reason: bindings.isEmpty ? .notFound : .ambiguous,
        controlKind: "navigation title", label: newTitle, candidates: [])
    }
    graph.perform(as: .interaction("rename title to \"\(newTitle)\"")) {
      binding.wrappedValue = newTitle
    }
  }

  /// The navigation stacks on screen, in tree order.
  func shownStacks() -> [NavigationStackStorage] {
    var found: [NavigationStackStorage] = []
    func visit(_ node: Node) {
      if node.isHidden { return }
      if let storage = node.primitiveState(as: NavigationStackStorage.self) {
        found.append(storage)
      }
      for child in node.children { visit(child) }
    }
    visit(rootNode)
    return found
  }
}

extension ViewHost {
  /// Selects the tab labelled `label` in the tab view on screen that has it, as tapping it in the
  /// tab bar does: the selection binding is written. `label` is the tab's whole label, as the tab
  /// bar shows it, or its title after the icon (`"Settings"` for `(gear) Settings`).
  ///
  /// ```swift
  /// try host.selectTab("Settings")
  /// ```
  public func selectTab(_ label: String) throws {
    flush()
    var found: [(node: Node, control: ControlHandle)] = []
    func visit(_ node: Node) {
      if node.isHidden { return }
      if let control = node.control, control.kind == .tabView,
        node.foundTabs.contains(where: { $0.isNamed(label) })
      {
        found.append((node, control))
      }
      for child in node.children { visit(child) }
    }
    visit(rootNode)
    guard found.count == 1 else {
      throw InteractionError(
        reason: found.isEmpty ? .notFound : .ambiguous,
        controlKind: ControlKind.tabView.rawValue, label: label,
        candidates: found.map { "\"\($0.control.label)\" (\($0.control.path))" })
    }
    let control = found[0].control
    try Self.perform(
      .choose(label), on: control, in: graph,
      trigger: control.kind.phrase(for: .choose(label), label: control.label))
  }
}
