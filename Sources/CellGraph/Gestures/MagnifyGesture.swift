import CellGraphCore
import Foundation

/// A gesture that recognizes a magnification (pinch) motion and tracks its amount.
///
/// ```swift
/// @GestureState var zoom = 1.0
/// Text("Map").gesture(MagnifyGesture().updating($zoom) { value, zoom, _ in
///   zoom = value.magnification
/// })
/// try host.magnify("Map", by: 2)
/// ```
public nonisolated struct MagnifyGesture: Gesture {
  public typealias Body = Never
  /// The amount of magnification and how fast it changes.
  public struct Value: Equatable, Sendable {
    /// When this value was made (the session's time, counted from the reference date).
    public var time: Date
    /// The scale from the start of the gesture: 1 is unchanged, 2 twice as large.
    public var magnification: CGFloat
    /// How fast the magnification changes, per second.
    public var velocity: CGFloat
    /// The point between the fingers where the gesture began, in the view's unit space.
    public var startAnchor: UnitPoint
    /// Where the gesture began, in the view's own coordinates.
    public var startLocation: CGPoint
  }

  /// The smallest change of scale that recognizes the gesture.
  public var minimumScaleDelta: CGFloat

  /// A magnify gesture recognized once the scale changes by `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }
}

@MainActor extension MagnifyGesture: PrimitiveGesture {
  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    let minimum = minimumScaleDelta
    var isActive = false
    var last: (scale: CGFloat, time: Double) = (1, 0)
    var velocity: CGFloat = 0
    return GestureRecognizer(name: "magnify", inputs: ["magnify"]) { event in
      guard case .pinch(let scale, let time, let isFinal) = event else { return .failed }
      if !isActive && abs(scale - 1) < minimum { return isFinal ? .failed : .possible }
      isActive = true
      // A lift reported at the time of the last pinch keeps the velocity of that pinch.
      if time > last.time { velocity = (scale - last.scale) / (time - last.time) }
      last = (scale, time)
      let value = Value(
        time: Date(timeIntervalSinceReferenceDate: time), magnification: scale,
        velocity: velocity, startAnchor: .center, startLocation: .zero)
      return isFinal ? .ended(value) : .changed(value)
    }
  }
}

/// A gesture that recognizes a magnification motion: its value is the scale alone (the older
/// spelling of ``MagnifyGesture``).
///
/// ```swift
/// Text("Map").gesture(MagnificationGesture().onEnded { scale in zoom *= scale })
/// ```
public nonisolated struct MagnificationGesture: Gesture {
  public typealias Body = Never
  public typealias Value = CGFloat
  /// The smallest change of scale that recognizes the gesture.
  public var minimumScaleDelta: CGFloat

  /// A magnification gesture recognized once the scale changes by `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }
}

@MainActor extension MagnificationGesture: PrimitiveGesture {
  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<CGFloat> {
    GestureRecognizer(
      mapping: MagnifyGesture(minimumScaleDelta: minimumScaleDelta).makeRecognizer(in: space),
      \.magnification)
  }
}
