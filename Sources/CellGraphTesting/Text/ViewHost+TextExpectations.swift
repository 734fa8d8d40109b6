import CellGraph
import Testing

extension ViewHost {
  /// Expects the host's `ViewHost.text` (after any pending pass) to equal `expected`
  /// exactly; on a mismatch, records one issue at the caller with a line diff and the actual text.
  ///
  /// Write the expectation as a multi-line string literal; `host.text` removes trailing spaces
  /// from every line, so the literal should not have any.
  ///
  /// ```swift
  /// host.expectText(
  ///   """
  ///   Notes: 1
  ///   [x] Milk
  ///   """)
  /// ```
  ///
  /// The failure shows `-` for an expected line that is missing and `+` for an actual line that
  /// was not expected, each with its line number, then the actual text to copy from:
  ///
  /// ```
  /// The text differs from the expectation (- expected, + actual):
  ///     1   Notes: 1
  ///   - 2   [ ] Milk
  ///   + 2   [x] Milk
  /// Actual text:
  /// Notes: 1
  /// [x] Milk
  /// ```
  ///
  /// - Returns: Whether the text was as expected.
  @discardableResult
  public func expectText(
    _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    TextExpectation.check(text, expected: expected, sourceLocation: sourceLocation)
  }
}
