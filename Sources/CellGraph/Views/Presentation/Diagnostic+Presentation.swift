import CellGraphCore

/// The diagnostics of presentations, each saying what happened and what the runtime did instead.
@MainActor
extension Diagnostic {
  /// `link`'s modifier at `node` wants to present, but `context`'s slot is held by another
  /// presentation.
  static func presentationConflict(
    of link: PresentationLink, at node: Node, in context: PresentationContext
  ) -> Diagnostic {
    let path = node.identityPath
    let holder = context.holder
    let holderName = holder.map { "\($0.kind.withArticle) of \($0.presenterPath)" } ?? "another one"
    let sameView =
      holder?.presenterPath == path
      ? " Both modifiers are on the same view: present one at a time, or use one "
        + "sheet(item:) whose item says which content to show."
      : ""
    return Diagnostic(
      kind: .presentationConflict,
      message: """
        \(path) tried to present \(link.kind.withArticle) while \(holderName) is presented from \
        \(context.ownerDescription). A presenter shows one presentation at a time, as in \
        SwiftUI ("Currently, only presenting a single sheet is supported", "Attempt to \
        present … which is already presenting"). The \(link.kind.name) was not presented; \
        its binding keeps its value, and it is presented when the other one is \
        dismissed.\(sameView)
        """,
      path: path)
  }
}

/// The kinds of misuse presentations report.
extension Diagnostic.Kind {
  /// A view asked to present (a sheet, an alert, …) while another presentation of the same
  /// presenter was up; it was not presented and waits for the other to be dismissed.
  public static let presentationConflict = Self("presentationConflict")
  /// `\.dismiss` was called in a view that is not presented; nothing was dismissed.
  public static let dismissUnavailable = Self("dismissUnavailable")
}
