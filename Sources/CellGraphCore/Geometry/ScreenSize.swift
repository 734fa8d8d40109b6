/// The size of a host's screen in character cells: what the host proposes to its root view, in
/// points through its ``CellSize`` (see ``ViewHost/screenSize``).
///
/// ```swift
/// host.screenSize = ScreenSize(columns: 40, lines: 20)   // proposes 320 × 440 points
/// ```
public struct ScreenSize: Sendable, Hashable {
  /// Columns across; at least 0.
  public var columns: Int
  /// Lines down; at least 0.
  public var lines: Int

  /// A screen of `columns` × `lines` cells (a negative count counts as 0).
  public init(columns: Int, lines: Int) {
    self.columns = max(columns, 0)
    self.lines = max(lines, 0)
  }
}
