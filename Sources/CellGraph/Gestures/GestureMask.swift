/// Which gestures a `.gesture(_:including:)` modifier leaves on: its own, its subviews', both or
/// none.
///
/// ```swift
/// Card().gesture(drag, including: .gesture)   // the card's buttons no longer react
/// ```
public nonisolated struct GestureMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// No gestures: neither the attached one nor the subviews'.
  public static let none: GestureMask = []
  /// The attached gesture, and not the subviews'.
  public static let gesture = GestureMask(rawValue: 1 << 0)
  /// The subviews' gestures, and not the attached one.
  public static let subviews = GestureMask(rawValue: 1 << 1)
  /// The attached gesture and the subviews' (the default).
  public static let all: GestureMask = [.gesture, .subviews]
}
