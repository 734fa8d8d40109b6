import CellGraph

extension LiveRunner {
  /// A runner for preview `index` of `provider`, titled with its display name: the headless
  /// counterpart of Xcode's canvas, live.
  ///
  /// ```swift
  /// if LiveRunner.isRequested() {
  ///   LiveRunner(previewing: ContentView_Previews.self, at: 1).run()
  /// }
  /// ```
  ///
  /// An index past the last preview runs the last one, with a `previewNotFound` diagnostic on
  /// its host.
  public init<Provider: PreviewProvider>(previewing provider: Provider.Type, at index: Int = 0) {
    let previews = Provider.allPreviews
    let chosen = min(max(index, 0), previews.count - 1)
    let preview = previews[chosen]
    let host = preview.makeHost()
    if chosen != index {
      host.graph.report(
        Diagnostic(
          kind: .previewNotFound,
          message: """
            \(Provider.self) has \(previews.count) preview(s); there is no preview \(index), so \
            preview \(chosen) runs instead.
            """))
    }
    self.init(host, title: preview.displayName ?? "\(Provider.self) \(chosen)")
  }
}

extension Diagnostic.Kind {
  /// `LiveRunner(previewing:at:)` was asked for a preview the provider does not have.
  public static let previewNotFound = Self("previewNotFound")
}
