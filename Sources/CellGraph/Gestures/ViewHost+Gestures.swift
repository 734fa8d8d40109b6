import CellGraphCore
import Foundation

extension ControlKind {
  /// A view reached through its gestures (`tap "Card" ×2`, `drag "Canvas"`).
  package static let gestureView = ControlKind("gesture view")
}

/// Gesture drivers: what a finger does to the views on screen, addressed by the text a view
/// shows or by its accessibility identifier.
///
/// A driver finds the innermost view showing the text, collects the gestures on it and its
/// ancestors (and a `Button` there), orders them by SwiftUI's precedence (see `GestureSession`)
/// and gives them the input, one event at a time. Each event whose callbacks run is its own
/// update, recorded as `drag "Canvas" changed`, and flushed, so a `@GestureState` is visible
/// between the steps of a drag.
///
/// ```swift
/// try host.tap("Card", count: 2)
/// try host.drag("Canvas", by: CGSize(width: 30, height: 0), steps: 3)
/// try host.magnify(identifier: "map", by: 2)
/// ```
extension ViewHost {
  /// Taps the view showing `label` `count` times, at `location` in its own coordinates.
  ///
  /// ```swift
  /// try host.tap("Card", count: 2)
  /// ```
  public func tap(_ label: String, count: Int, at location: CGPoint = .zero) throws {
    try perform(.tap(count: count, at: location), on: label)
  }

  /// Taps the view with the accessibility identifier `identifier` `count` times.
  public func tap(identifier: String, count: Int, at location: CGPoint = .zero) throws {
    try drive(.tap(count: count, at: location), at: .identifier(identifier))
  }

  /// Presses the view showing `label` for `duration` seconds, moving the host's clock by that
  /// much while it is held (`advance(by:)`).
  ///
  /// ```swift
  /// try host.longPress("Record", duration: 1)
  /// ```
  public func longPress(_ label: String, duration: Double = 0.5) throws {
    try perform(.longPress(duration: duration), on: label)
  }

  /// Presses the view with the accessibility identifier `identifier` for `duration` seconds.
  public func longPress(identifier: String, duration: Double = 0.5) throws {
    try drive(.longPress(duration: duration), at: .identifier(identifier))
  }

  /// Drags a finger from the view showing `label` by `translation`, in `steps` equal moves 0.05 s
  /// apart, each its own update; then lifts it (unless `endsGesture` is `false`: the drag stays
  /// in progress, the next `drag` on the same view continues it, `cancelGesture()` cancels it).
  ///
  /// With `pressingFor`, the finger first stays still that many seconds, the host's clock moving
  /// by as much: a `LongPressGesture` of that duration ends then, so a long press sequenced
  /// before a drag (`LongPressGesture().sequenced(before: DragGesture())`) sees both.
  ///
  /// ```swift
  /// try host.drag("Canvas", by: CGSize(width: 30, height: 0), steps: 3)
  /// try host.drag("Card", pressingFor: 0.5, by: CGSize(width: 40, height: 0))
  /// ```
  public func drag(
    _ label: String, pressingFor duration: Double = 0, by translation: CGSize, steps: Int = 1,
    endsGesture: Bool = true
  ) throws {
    try perform(
      .drag(pressingFor: duration, by: translation, steps: steps, endsGesture: endsGesture),
      on: label)
  }

  /// Drags a finger across the view with the accessibility identifier `identifier`.
  public func drag(
    identifier: String, pressingFor duration: Double = 0, by translation: CGSize, steps: Int = 1,
    endsGesture: Bool = true
  ) throws {
    try drive(
      .drag(pressingFor: duration, by: translation, steps: steps, endsGesture: endsGesture),
      at: .identifier(identifier))
  }

  /// Pinches the view showing `label` to `scale` times its size, in `steps`.
  ///
  /// ```swift
  /// try host.magnify("Map", by: 2)
  /// ```
  public func magnify(
    _ label: String, by scale: CGFloat, steps: Int = 1, endsGesture: Bool = true
  ) throws {
    try perform(.magnify(by: scale, steps: steps, endsGesture: endsGesture), on: label)
  }

  /// Pinches the view with the accessibility identifier `identifier`.
  public func magnify(
    identifier: String, by scale: CGFloat, steps: Int = 1, endsGesture: Bool = true
  ) throws {
    try drive(
      .magnify(by: scale, steps: steps, endsGesture: endsGesture), at: .identifier(identifier))
  }

  /// Turns two fingers on the view showing `label` by `angle`, in `steps`.
  ///
  /// ```swift
  /// try host.rotate("Dial", by: .degrees(90))
  /// ```
  public func rotate(
    _ label: String, by angle: Angle, steps: Int = 1, endsGesture: Bool = true
  ) throws {
    try perform(.rotate(by: angle, steps: steps, endsGesture: endsGesture), on: label)
  }

  /// Turns two fingers on the view with the accessibility identifier `identifier`.
  public func rotate(
    identifier: String, by angle: Angle, steps: Int = 1, endsGesture: Bool = true
  ) throws {
    try drive(
      .rotate(by: angle, steps: steps, endsGesture: endsGesture), at: .identifier(identifier))
  }

  /// Taps the screen at `point` (host coordinates, in points) `count` times: the view hit there
  /// (see ``ViewHost/view(at:)``) and its ancestors' gestures decide what happens, as a finger's
  /// would. Locations reach each gesture in its own coordinate space.
  ///
  /// ```swift
  /// try host.tap(at: CGPoint(x: 12, y: 30))
  /// ```
  public func tap(at point: CGPoint, count: Int = 1) throws {
    try drive(.tap(count: count), at: .point(point))
  }

  /// Presses the screen at `point` for `duration` seconds, moving the host's clock by that much.
  public func longPress(at point: CGPoint, duration: Double = 0.5) throws {
    try drive(.longPress(duration: duration), at: .point(point))
  }

  /// Drags a finger from `point` by `translation`, in `steps` equal moves (see
  /// ``ViewHost/drag(_:pressingFor:by:steps:endsGesture:)``). A drag left in progress continues from where it
  /// is, whatever `point` the next call gives.
  ///
  /// ```swift
  /// try host.drag(from: CGPoint(x: 40, y: 40), by: CGSize(width: 16, height: 0))
  /// ```
  public func drag(
    from point: CGPoint, pressingFor duration: Double = 0, by translation: CGSize,
    steps: Int = 1, endsGesture: Bool = true
  ) throws {
    try drive(
      .drag(pressingFor: duration, by: translation, steps: steps, endsGesture: endsGesture),
      at: .point(point))
  }

  /// Pinches two fingers centred on `point` to `scale` times their distance, in `steps`.
  public func magnify(
    at point: CGPoint, by scale: CGFloat, steps: Int = 1, endsGesture: Bool = true
  ) throws {
    try drive(.magnify(by: scale, steps: steps, endsGesture: endsGesture), at: .point(point))
  }

  /// Turns two fingers centred on `point` by `angle`, in `steps`.
  public func rotate(
    at point: CGPoint, by angle: Angle, steps: Int = 1, endsGesture: Bool = true
  ) throws {
    try drive(.rotate(by: angle, steps: steps, endsGesture: endsGesture), at: .point(point))
  }

  /// The view a touch at `point` (host coordinates, in points) lands on, described as in errors
  /// (`"Card" (tap)`), or `nil` when nothing there can be hit.
  ///
  /// ```swift
  /// #expect(host.view(at: CGPoint(x: 4, y: 4)) == "\"Card\" (tap)")
  /// ```
  public func view(at point: CGPoint) -> String? {
    flush()
    guard let node = screenHitTest()?.view(at: point, in: rootNode) else { return nil }
    return describe(node, gestures: gestureNames(reaching: node))
  }

  /// Cancels the gesture in progress (a drag left with `endsGesture: false`), as the system does
  /// when a call comes in: `@GestureState`s go back to their initial values, in their reset
  /// transactions, and `onEnded` does not run. Does nothing when no gesture is in progress.
  ///
  /// ```swift
  /// try host.drag("Canvas", by: CGSize(width: 20, height: 0), endsGesture: false)
  /// host.cancelGesture()
  /// ```
  public func cancelGesture() {
    let sessions = graph.feature(GestureSessions.self)
    guard let current = sessions.current else { return }
    sessions.current = nil
    run(current.session.cancel(), of: current.session)
  }

  private func drive(_ interaction: Interaction, at address: GestureAddress) throws {
    try driveGesture(interaction.action(address.label), at: address)
  }
}
