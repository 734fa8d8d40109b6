import CellGraphCore
import Foundation

/// A dragging motion that changes as the finger moves and ends when it lifts.
///
/// It is recognized once the finger has moved `minimumDistance` points from where it touched
/// down; every later move changes its value, and lifting the finger ends it. A drag that never
/// moved far enough fails.
///
/// ```swift
/// @GestureState var pan = CGSize.zero
/// Text("Canvas")
///   .gesture(DragGesture().updating($pan) { value, pan, _ in pan = value.translation })
///
/// try host.drag("Canvas", by: CGSize(width: 30, height: 0), steps: 3)
/// ```
public nonisolated struct DragGesture: Gesture {
  public typealias Body = Never
  /// Where the drag is, where it began, and how fast it moves.
  public struct Value: Equatable, Sendable {
    /// When this value was made (the session's time, counted from the reference date).
    public var time: Date
    /// Where the finger is, in the view's own coordinates.
    public var location: CGPoint
    /// Where the finger touched down.
    public var startLocation: CGPoint
    /// How fast the finger moves, in points per second.
    public var velocity: CGSize
    /// `location - startLocation`.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// Where the drag would stop if the finger lifted now: `location` moved on by a quarter of a
    /// second of `velocity`.
    public var predictedEndLocation: CGPoint {
      CGPoint(x: location.x + velocity.width / 4, y: location.y + velocity.height / 4)
    }
    /// `predictedEndLocation - startLocation`.
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x,
        height: predictedEndLocation.y - startLocation.y)
    }
  }

  /// The distance the finger must move before the drag is recognized, in points.
  public var minimumDistance: CGFloat

  /// The coordinate space in which to receive location values.
  public var coordinateSpace: CoordinateSpace

  /// A drag recognized after `minimumDistance` points of movement, reporting locations in
  /// `coordinateSpace` (the bounds of the view it is attached to, by default).
  ///
  /// ```swift
  /// DragGesture(minimumDistance: 0, coordinateSpace: .global)
  /// ```
  public init(
    minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local
  ) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  /// A drag recognized after `minimumDistance` points of movement, reporting locations in
  /// `coordinateSpace` (SwiftUI's earlier spelling, taking a ``CoordinateSpace``).
  @_disfavoredOverload
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
}

@MainActor extension DragGesture: PrimitiveGesture {
  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    let minimumDistance = minimumDistance
    let coordinateSpace = coordinateSpace
    var isActive = false
    var last: (location: CGPoint, time: Double)?
    var velocity = CGSize.zero
    return GestureRecognizer(name: "drag", inputs: ["drag"]) { event in
      @MainActor func value(_ globalStart: CGPoint, _ globalLocation: CGPoint, _ time: Double)
        -> Value
      {
        // Distances and velocities are the same in every space: only the origin moves.
        let start = space.location(globalStart, in: coordinateSpace)
        let location = space.location(globalLocation, in: coordinateSpace)
        // A lift reported at the time of the last move keeps the velocity of that move.
        if let last, time > last.time {
          velocity = CGSize(
            width: (location.x - last.location.x) / (time - last.time),
            height: (location.y - last.location.y) / (time - last.time))
        }
        last = (location, time)
        return Value(
          time: Date(timeIntervalSinceReferenceDate: time), location: location,
          startLocation: start, velocity: velocity)
      }
      switch event {
      case .move(let start, let location, let time, let isFinal):
        let moved = hypot(location.x - start.x, location.y - start.y)
        if !isActive && moved < minimumDistance { return isFinal ? .failed : .possible }
        isActive = true
        let current = value(start, location, time)
        return isFinal ? .ended(current) : .changed(current)
      case .pressBegan(let location) where minimumDistance <= 0:
        isActive = true
        return .changed(value(location, location, 0))
      case .tap(_, let location) where minimumDistance <= 0:
        return .ended(value(location, location, 0))
      case .pressHeld:
        // A finger held still neither moves a drag nor fails it.
        return .possible
      case .pressEnded(let heldFor, let location) where isActive:
        return .ended(value(location, location, heldFor))
      default:
        return .failed
      }
    }
  }
}
