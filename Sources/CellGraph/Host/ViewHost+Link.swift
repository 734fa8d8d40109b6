import CellGraphCore

/// Opening links: the interaction with a ``Link``.
extension ViewHost {
  /// Taps the link whose label is `label`: its URL goes to the `\.openURL` action where the link
  /// stands (the host's records it in ``openedURLs``).
  ///
  /// ```swift
  /// try host.open("Docs")
  /// #expect(host.openedURLs.last == URL(string: "https://example.com/docs"))
  /// ```
  public func open(_ label: String) throws {
    try interact(with: .link, label: label, action: .press, trigger: "open \"\(label)\"")
  }
}
