import CellGraphCore

extension Text {
  /// Where a text that does not fit its lines loses characters, shown by `…`, as SwiftUI's
  /// `Text.TruncationMode` (set with `truncationMode(_:)`).
  ///
  /// ```swift
  /// Text("Quarterly report, final draft").lineLimit(1).truncationMode(.head)
  /// // in 12 columns: "…final draft"
  /// ```
  public enum TruncationMode: Sendable, Hashable {
    /// The start of the text is cut: `…end`.
    case head
    /// The end of the text is cut: `start…` (the default).
    case tail
    /// The middle of the text is cut: `sta…end`.
    case middle

    init(_ truncation: TextFitting.Truncation) {
      switch truncation {
      case .head: self = .head
      case .tail: self = .tail
      case .middle: self = .middle
      }
    }

    var truncation: TextFitting.Truncation {
      switch self {
      case .head: .head
      case .tail: .tail
      case .middle: .middle
      }
    }
  }
}
