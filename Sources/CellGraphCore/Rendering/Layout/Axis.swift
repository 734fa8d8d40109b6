/// The horizontal or vertical dimension of a layout: what a ``ScrollView`` scrolls along.
///
/// ```swift
/// ScrollView(.horizontal) { LazyHStack { ForEach(photos) { PhotoCell(photo: $0) } } }
/// ScrollView([.vertical, .horizontal]) { Table() }
/// ```
public enum Axis: Sendable, Hashable, CaseIterable {
  case horizontal, vertical

  /// A set of axes, for `ScrollView(_:showsIndicators:content:)`.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let horizontal = Set(rawValue: 1 << 0)
    public static let vertical = Set(rawValue: 1 << 1)
  }
}

extension Axis {
  /// The layout axis with the same direction, for the text layout's flexible blocks.
  package var stackAxis: StackAxis { self == .vertical ? .vertical : .horizontal }
}

extension Axis.Set {
  /// The set of the one axis `axis`.
  package init(_ axis: Axis) {
    self = axis == .vertical ? .vertical : .horizontal
  }
}
