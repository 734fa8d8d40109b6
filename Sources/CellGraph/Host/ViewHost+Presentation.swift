import CellGraphCore

/// Presentations: dismissing the topmost one as a user would, and listing what is presented.
extension ViewHost {
  /// Dismisses the topmost presentation as a user would: a swipe down on a sheet, a tap
  /// outside a popover, the escape key (its `.cancel` button) on an alert or a confirmation
  /// dialog.
  ///
  /// The presenter's binding is written (`false`, or `nil` for `item:`) and the presentation
  /// leaves in the next pass: its content's `onDisappear` actions run and its tasks are
  /// cancelled, then `onDismiss`. Throws an ``InteractionError`` and changes nothing when
  /// nothing is presented, when the topmost presentation is a full-screen cover (it has no
  /// dismiss gesture), or when it is an alert without a `.cancel` button.
  ///
  /// ```swift
  /// try host.tap("Compose")
  /// try host.dismissPresentation()
  /// host.flush()
  /// #expect(host.presentations.isEmpty)
  /// ```
  public func dismissPresentation() throws {
    flush()
    guard let control = graph.feature(PresentationStack.self).topmost?.control else {
      throw InteractionError(
        reason: .notFound, controlKind: ControlKind.presentation.rawValue, label: "topmost",
        candidates: [])
    }
    try Self.perform(
      .dismiss, on: control, in: graph,
      trigger: control.kind.phrase(for: .dismiss, label: control.label))
  }

  /// The kinds of the presentations shown, outermost first: `["sheet", "alert"]`.
  ///
  /// ```swift
  /// try host.tap("Delete")
  /// #expect(host.presentations == ["confirmation dialog"])
  /// ```
  public var presentations: [String] {
    flush()
    return graph.feature(PresentationStack.self).layers.map(\.kind.name)
  }
}
