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
    try interact(
      with: .navigationLink, label: label, action: .press, trigger: "tap link \"\(label)\"")
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
    try Self.perform(.back, on: control, in: graph, trigger: "go back")
  }

  /// The navigation stacks on screen, in tree order.
  func shownStacks() -> [NavigationStackStorage] {
    var found: [NavigationStackStorage] = []
    func visit(_ node: Node) {
      if node.isHidden { return }
      if let storage = node.primitiveState as? NavigationStackStorage { found.append(storage) }
      for child in node.children { visit(child) }
    }
    visit(rootNode)
    return found
  }
}
