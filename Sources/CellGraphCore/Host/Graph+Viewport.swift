/// Resizing the screen scroll views show their content in.
extension Graph {
  /// The host's screen, which scroll views show part of their content in.
  package var viewport: Viewport { feature(Viewport.self) }

  /// Resizes the viewport; a size under 1 becomes 1, with an `invalidViewport` diagnostic.
  package func resizeViewport(lines: Int? = nil, columns: Int? = nil) {
    func checked(_ value: Int?, _ unit: String) -> Int? {
      guard let value, value < 1 else { return value }
      report(
        Diagnostic(
          kind: .invalidViewport,
          message: """
            The viewport was set to \(value) \(unit)s; a screen shows at least one. The host \
            uses 1 \(unit) instead.
            """))
      return 1
    }
    viewport.resize(lines: checked(lines, "line"), columns: checked(columns, "column"))
  }
}
