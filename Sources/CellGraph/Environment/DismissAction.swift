/// The action in `\.dismiss`: dismisses the presentation the view is in, when called.
///
/// CellGraph has no presentations yet (sheets, popovers and navigation come in a later release),
/// so there is nothing to dismiss: calling it changes nothing and reports a `dismissUnavailable`
/// diagnostic on the host, so that a test notices the call. SwiftUI also does nothing when the
/// view is not presented.
///
/// ```swift
/// struct EditSheet: View {
///   @EnvironmentCell(\.dismiss) var dismiss
///   var body: some View {
///     Button("Done") { dismiss() }
///   }
/// }
/// ```
public struct DismissAction: Sendable {
  /// The host the action reports to; `nil` outside a host.
  let system: HostSystem?

  /// Dismisses the current presentation: for now, reports that there is none and does nothing.
  ///
  /// ```swift
  /// Button("Cancel") { dismiss() }
  /// ```
  @MainActor
  public func callAsFunction() {
    let diagnostic = Diagnostic(
      kind: .dismissUnavailable,
      message: """
        dismiss() was called, but CellGraph does not present views yet (sheets, popovers and \
        navigation come in a later release), so there was nothing to dismiss; nothing changed. \
        Assert on the state your action wrote instead.
        """)
    if let graph = system?.graph {
      graph.report(diagnostic)
    } else {
      Graph.reportUnattributed(diagnostic)
    }
  }
}

/// The key behind `EnvironmentValues.dismiss`.
struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(system: nil) }
}

extension EnvironmentValues {
  /// The action that dismisses the presentation this view is in (see ``DismissAction``).
  ///
  /// ```swift
  /// @EnvironmentCell(\.dismiss) var dismiss
  /// ```
  public var dismiss: DismissAction {
    self[DismissKey.self]
  }
}
