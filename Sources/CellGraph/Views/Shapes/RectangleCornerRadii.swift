import Foundation

/// The radius of each corner of an ``UnevenRoundedRectangle``, as SwiftUI's
/// `RectangleCornerRadii`.
///
/// ```swift
/// UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 12, topTrailing: 12))
/// ```
public nonisolated struct RectangleCornerRadii: Equatable, Hashable, Sendable {
  /// The radius of the top leading corner, in points.
  public var topLeading: CGFloat
  /// The radius of the bottom leading corner, in points.
  public var bottomLeading: CGFloat
  /// The radius of the bottom trailing corner, in points.
  public var bottomTrailing: CGFloat
  /// The radius of the top trailing corner, in points.
  public var topTrailing: CGFloat

  /// Radii for the four corners, each 0 unless given.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}
