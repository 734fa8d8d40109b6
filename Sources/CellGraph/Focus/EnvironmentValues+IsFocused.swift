import CellGraphCore

private struct IsFocusedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the nearest focusable ancestor (a view made `.focusable()`) has focus: SwiftUI's
  /// `\.isFocused`. `false` outside any focusable view.
  ///
  /// Only the views that read it re-run when focus comes or goes.
  ///
  /// ```swift
  /// struct CardFace: View {
  ///   @EnvironmentCell(\.isFocused) private var isFocused
  ///   var body: some View { Text(isFocused ? "> Inbox" : "  Inbox") }
  /// }
  ///
  /// CardFace().focusable()
  /// ```
  public var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }
}
