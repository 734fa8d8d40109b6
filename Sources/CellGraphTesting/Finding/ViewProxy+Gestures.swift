import CellGraph
import Foundation

/// Gesture drivers on a found view: the same as the host's (`host.tap(_:count:)`,
/// `host.drag(_:by:steps:)`, …), with the found view as the place the finger touches.
extension ViewProxy {
  /// Taps this view `count` times; its gestures and those of its ancestors decide what happens.
  ///
  /// ```swift
  /// try host.find(testID: "card").tap(count: 2)
  /// ```
  public func tap(count: Int, at location: CGPoint = .zero) throws {
    try perform(.tap(count: count, at: location))
  }

  /// Drags a finger across this view by `translation`, in `steps` moves.
  ///
  /// ```swift
  /// try host.find(testID: "canvas").drag(by: CGSize(width: 30, height: 0), steps: 3)
  /// ```
  public func drag(by translation: CGSize, steps: Int = 1, endsGesture: Bool = true) throws {
    try perform(.drag(by: translation, steps: steps, endsGesture: endsGesture))
  }

  /// Presses this view for `duration` seconds.
  public func longPress(duration: Double = 0.5) throws {
    try perform(.longPress(duration: duration))
  }
}
