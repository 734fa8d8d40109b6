import CellGraphCore

/// The section headers and footers a lazy stack would pin to the edge of its scroll view.
///
/// Accepted for SwiftUI's spelling; the text form does not pin anything (see
/// Docs/Limitations.md).
///
/// ```swift
/// LazyVStack(pinnedViews: [.sectionHeaders]) { … }
/// ```
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
