import CellGraphCore

/// The diagnostics of presentations.
extension Graph {
  /// `link`'s modifier at `node` wants to present, but `context`'s slot is held by another
  /// presentation.
  func reportPresentationConflict(
    of link: PresentationLink, at node: Node, in context: PresentationContext
  ) {
    let path = node.identityPath
    let holder = context.holder
    let holderName = holder.map { "\($0.kind.withArticle) of \($0.presenterPath)" } ?? "another one"
    let sameView =
      holder?.presenterPath == path
      ? " Both modifiers are on the same view: present one at a time, or use one "
        + "sheet(item:) whose item says which content to show."
      : ""
    report(
      Diagnostic(
        kind: .presentationConflict,
        message: """
          \(path) tried to present \(link.kind.withArticle) while \(holderName) is presented from \
          \(context.ownerDescription). A presenter shows one presentation at a time, as in \
          SwiftUI ("Currently, only presenting a single sheet is supported", "Attempt to \
          present … which is already presenting"). The \(link.kind.name) was not presented; \
          its binding keeps its value, and it is presented when the other one is \
          dismissed.\(sameView)
          """,
        path: path))
  }
}
