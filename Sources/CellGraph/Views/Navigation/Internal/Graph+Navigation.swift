import CellGraphCore

/// The diagnostics of navigation: each says what happened and what the runtime did instead.
extension Graph {
  /// A link's value, or a path value, whose type no `navigationDestination(for:)` declares.
  func reportMissingDestination(for value: AnyHashable, at node: Node) {
    report(
      Diagnostic(
        kind: .navigationDestinationMissing,
        message: """
          A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is \
          no matching navigationDestination declaration visible from the location of the link \
          (\(node.identityPath)). The link cannot be activated: nothing was pushed (a path value \
          shows an empty screen). Add .navigationDestination(for: \(type(of: value.base)).self) \
          inside the NavigationStack.
          """,
        path: node.identityPath))
  }

  /// A link tapped where no stack is.
  func reportLinkOutsideStack(_ label: String, at node: Node) {
    report(
      Diagnostic(
        kind: .navigationLinkOutsideStack,
        message: """
          The NavigationLink “\(label)” (\(node.identityPath)) was tapped but is not inside a \
          NavigationStack or NavigationSplitView, so there is nothing to push onto; nothing \
          happened, as in SwiftUI (where the link is disabled).
          """,
        path: node.identityPath))
  }

  /// A link whose value does not fit the stack's typed path.
  func reportPathTypeMismatch(_ value: AnyHashable, pathType: String, at node: Node) {
    report(
      Diagnostic(
        kind: .navigationPathTypeMismatch,
        message: """
          A NavigationLink (\(node.identityPath)) is presenting a value of type \
          “\(type(of: value.base))”, but its NavigationStack's path holds only \(pathType) \
          values; nothing was pushed. Use a NavigationPath to push values of several types.
          """,
        path: node.identityPath))
  }

  /// Going back at the root of a stack.
  func reportBackAtRoot(of stack: Node, reason: String) {
    report(
      Diagnostic(
        kind: .navigationBackAtRoot,
        message: """
          \(reason) asked the NavigationStack \(stack.identityPath) to go back, but it shows its \
          root: there is nothing to pop, so nothing changed.
          """,
        path: stack.identityPath))
  }

  /// A restored path element whose type cannot be found.
  func reportUnresolvedPathElement(_ element: UnresolvedPathElement, at stack: Node) {
    report(
      Diagnostic(
        kind: .navigationPathUnresolvedType,
        message: """
          A restored NavigationPath holds a value of type “\(element.stored.typeName)”, which \
          this process cannot find or decode (\(element.stored.json)); the stack \
          \(stack.identityPath) shows an empty screen for it, and the value is kept so that \
          saving the path again loses nothing.
          """,
        path: stack.identityPath))
  }
}
