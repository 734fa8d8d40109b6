import Foundation

/// The size a parent offers a child in layout, in points: `nil` on an axis asks for the child's
/// ideal size there, `0` for its smallest, `.infinity` for its largest.
///
/// Spelled as SwiftUI's `ProposedViewSize`. The host proposes its ``ViewHost/screenSize`` to the
/// root; each container proposes parts of what it was offered to its children (see
/// Docs/TextForm.md, "Proposals").
///
/// ```swift
/// let offer = ProposedViewSize(width: 320, height: nil)
/// offer.replacingUnspecifiedDimensions()   // 320 × 10
/// ```
public struct ProposedViewSize: Sendable, Hashable {
  /// The offered width, or `nil` for the child's ideal width.
  public var width: CGFloat?
  /// The offered height, or `nil` for the child's ideal height.
  public var height: CGFloat?

  /// A proposal of `width` × `height` points (`nil` for the ideal size on that axis).
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Zero on both axes: asks for the smallest size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Unspecified on both axes: asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Infinite on both axes: asks for the largest size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal as a size, an unspecified axis replaced by `size`'s (10 points by default, as
  /// SwiftUI's).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// The offer along `axis`.
  package func value(along axis: StackAxis) -> CGFloat? {
    axis == .horizontal ? width : height
  }

  /// This proposal with `value` along `axis` and the other axis kept.
  package func with(_ value: CGFloat?, along axis: StackAxis) -> ProposedViewSize {
    axis == .horizontal
      ? ProposedViewSize(width: value, height: height)
      : ProposedViewSize(width: width, height: value)
  }

  /// The proposal with every NaN, negative or infinite-but-negative length made safe: NaN is
  /// unspecified, a negative length is zero.
  package var sanitized: ProposedViewSize {
    func safe(_ value: CGFloat?) -> CGFloat? {
      guard let value, !value.isNaN else { return nil }
      return max(value, 0)
    }
    return ProposedViewSize(width: safe(width), height: safe(height))
  }
}

extension CGSize {
  /// The extent along `axis`: the width across a horizontal one, the height down a vertical one.
  package func value(along axis: StackAxis) -> CGFloat {
    axis == .horizontal ? width : height
  }

  /// A size of `along` points along `axis` and `across` points across it.
  package init(_ along: CGFloat, across: CGFloat, axis: StackAxis) {
    self =
      axis == .horizontal
      ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
  }

  /// The size with NaN and negative lengths made zero and infinite lengths made `limit`: a
  /// size a custom layout returns is used only once made finite.
  package func madeSafe(limit: CGFloat = 1_000_000) -> CGSize {
    func safe(_ value: CGFloat) -> CGFloat {
      guard !value.isNaN, value > 0 else { return 0 }
      return min(value, limit)
    }
    return CGSize(width: safe(width), height: safe(height))
  }
}
