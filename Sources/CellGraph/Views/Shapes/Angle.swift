import Foundation

/// A geometric angle, in degrees or radians, as `rotationEffect(_:anchor:)` takes it.
///
/// ```swift
/// Image(systemName: "arrow.up").rotationEffect(.degrees(90))
/// ```
public nonisolated struct Angle: Sendable, Hashable, Comparable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// A zero angle.
  public init() { radians = 0 }

  /// An angle of `radians` radians.
  public init(radians: Double) { self.radians = radians }

  /// An angle of `degrees` degrees.
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  /// An angle of `radians` radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// An angle of `degrees` degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  public static let zero = Angle()

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// A point in a view's frame in unit coordinates (0 to 1 across and down): the anchor of a
/// rotation or a scale.
///
/// ```swift
/// Text("Zoom").scaleEffect(2, anchor: .topLeading)
/// ```
public nonisolated struct UnitPoint: Sendable, Hashable {
  public var x: CGFloat
  public var y: CGFloat

  public init(x: CGFloat = 0, y: CGFloat = 0) {
    self.x = x
    self.y = y
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
