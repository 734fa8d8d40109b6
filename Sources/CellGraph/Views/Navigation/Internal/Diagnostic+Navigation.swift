import CellGraphCore

/// The diagnostics of navigation: each says what happened and what the runtime did instead.
@MainActor
extension Diagnostic {
  /// A link's value, or a path value, whose type no `navigationDestination(for:)` declares.
  static func missingDestination(for value: AnyHashable, at node: Node) -> Diagnostic {
    return Diagnostic(
      kind: .navigationDestinationMissing,
      message: """
        A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is \
        no matching navigationDestination declaration visible from the location of the link \
        (\(node.identityPath)). The link cannot be activated: nothing was pushed (a path value \
        shows an empty screen). Add .navigationDestination(for: \(type(of: value.base)).self) \
        inside the NavigationStack.
        """,
      path: node.identityPath)
  }

  /// A link tapped where no stack is.
  static func linkOutsideStack(_ label: String, at node: Node) -> Diagnostic {
    return Diagnostic(
      kind: .navigationLinkOutsideStack,
      message: """
        The NavigationLink “\(label)” (\(node.identityPath)) was tapped but is not inside a \
        NavigationStack or NavigationSplitView, so there is nothing to push onto; nothing \
        happened, as in SwiftUI (where the link is disabled).
        """,
      path: node.identityPath)
  }

  /// A link whose value does not fit the stack's typed path.
  static func pathTypeMismatch(_ value: AnyHashable, pathType: String, at node: Node) -> Diagnostic
  {
    return Diagnostic(
      kind: .navigationPathTypeMismatch,
      message: """
        A NavigationLink (\(node.identityPath)) is presenting a value of type \
        “\(type(of: value.base))”, but its NavigationStack's path holds only \(pathType) \
        values; nothing was pushed. Use a NavigationPath to push values of several types.
        """,
      path: node.identityPath)
  }

  /// Going back at the root of a stack.
  static func backAtRoot(of stack: Node, reason: String) -> Diagnostic {
    return Diagnostic(
      kind: .navigationBackAtRoot,
      message: """
        \(reason) asked the NavigationStack \(stack.identityPath) to go back, but it shows its \
        root: there is nothing to pop, so nothing changed.
        """,
      path: stack.identityPath)
  }

  /// A restored path element whose type cannot be found.
  static func unresolvedPathElement(_ element: UnresolvedPathElement, at stack: Node) -> Diagnostic
  {
    return Diagnostic(
      kind: .navigationPathUnresolvedType,
      message: """
        A restored NavigationPath holds a value of type “\(element.stored.typeName)”, which \
        this process cannot find or decode (\(element.stored.json)); the stack \
        \(stack.identityPath) shows an empty screen for it, and the value is kept so that \
        saving the path again loses nothing.
        """,
      path: stack.identityPath)
  }
}

/// The kinds of misuse navigation reports.
extension Diagnostic.Kind {
  /// A navigation link or path value has no matching `navigationDestination` in its stack;
  /// nothing was pushed (a path value shows an empty screen).
  public static let navigationDestinationMissing = Self("navigationDestinationMissing")
  /// A `NavigationLink` was tapped outside any `NavigationStack`; nothing happened.
  public static let navigationLinkOutsideStack = Self("navigationLinkOutsideStack")
  /// A link's value does not have the element type of its stack's typed path; nothing was
  /// pushed.
  public static let navigationPathTypeMismatch = Self("navigationPathTypeMismatch")
  /// Going back (a back interaction, `dismiss()`) was asked of a stack at its root; nothing
  /// changed.
  public static let navigationBackAtRoot = Self("navigationBackAtRoot")
  /// A restored `NavigationPath` names a type this process cannot find or decode; the element
  /// is kept as stored and shows an empty screen.
  public static let navigationPathUnresolvedType = Self("navigationPathUnresolvedType")
}
