import CellGraphCore
import Foundation

/// A gesture that recognizes a rotation motion and tracks its angle.
///
/// ```swift
/// @GestureState var turn = Angle.zero
/// Text("Dial").gesture(RotateGesture().updating($turn) { value, turn, _ in
///   turn = value.rotation
/// })
/// try host.rotate("Dial", by: .degrees(90))
/// ```
public nonisolated struct RotateGesture: Gesture {
  public typealias Body = Never
  /// The angle of rotation and how fast it changes.
  public struct Value: Equatable, Sendable {
    /// When this value was made (the session's time, counted from the reference date).
    public var time: Date
    /// The angle turned since the gesture began.
    public var rotation: Angle
    /// How fast the angle changes, per second.
    public var velocity: Angle
    /// The point between the fingers where the gesture began, in the view's unit space.
    public var startAnchor: UnitPoint
    /// Where the gesture began, in the view's own coordinates.
    public var startLocation: CGPoint
  }

  /// The smallest angle that recognizes the gesture.
  public var minimumAngleDelta: Angle

  /// A rotate gesture recognized once the angle changes by `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }
}

@MainActor extension RotateGesture: PrimitiveGesture {
  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    let minimum = minimumAngleDelta.radians
    var isActive = false
    var last: (angle: Double, time: Double) = (0, 0)
    var velocity = 0.0
    return GestureRecognizer(name: "rotate", inputs: ["rotate"]) { event in
      guard case .twist(let angle, let time, let isFinal) = event else { return .failed }
      if !isActive && abs(angle.radians) < minimum { return isFinal ? .failed : .possible }
      isActive = true
      // A lift reported at the time of the last turn keeps the velocity of that turn.
      if time > last.time { velocity = (angle.radians - last.angle) / (time - last.time) }
      last = (angle.radians, time)
      let value = Value(
        time: Date(timeIntervalSinceReferenceDate: time), rotation: angle,
        velocity: .radians(velocity), startAnchor: .center, startLocation: .zero)
      return isFinal ? .ended(value) : .changed(value)
    }
  }
}

/// A gesture that recognizes a rotation motion: its value is the angle alone (the older
/// spelling of ``RotateGesture``).
///
/// ```swift
/// Text("Dial").gesture(RotationGesture().onEnded { angle in heading += angle })
/// ```
public nonisolated struct RotationGesture: Gesture {
  public typealias Body = Never
  public typealias Value = Angle
  /// The smallest angle that recognizes the gesture.
  public var minimumAngleDelta: Angle

  /// A rotation gesture recognized once the angle changes by `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }
}

@MainActor extension RotationGesture: PrimitiveGesture {
  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Angle> {
    GestureRecognizer(
      mapping: RotateGesture(minimumAngleDelta: minimumAngleDelta).makeRecognizer(in: space),
      \.rotation)
  }
}
