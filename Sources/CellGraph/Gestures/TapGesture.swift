import CellGraphCore
import Foundation

/// A gesture that recognizes one or more taps.
///
/// It ends when the `count`-th tap of a sequence of quick taps lands, and fails when the input
/// ends before (a single tap for a double-tap gesture) or is anything but taps.
///
/// ```swift
/// Text("Card").gesture(TapGesture(count: 2).onEnded { isFaceUp.toggle() })
/// try host.tap("Card", count: 2)
/// ```
public nonisolated struct TapGesture: Gesture {
  public typealias Body = Never
  public typealias Value = Void
  /// The number of taps required.
  public var count: Int

  /// A gesture that ends after `count` taps.
  public init(count: Int = 1) {
    self.count = count
  }
}

@MainActor extension TapGesture: PrimitiveGesture {
  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Void> {
    let count = max(count, 1)
    return GestureRecognizer(name: count == 1 ? "tap" : "tap ×\(count)", inputs: ["tap"]) { event in
      tapStep(event, count: count).map { _ in () }
    }
  }
}

/// A gesture that recognizes one or more taps and reports their location.
///
/// The location is in the gesture's `coordinateSpace`: by default the bounds of the view it is
/// attached to (`.local`), or the screen (`.global`), or a named ancestor's bounds.
///
/// ```swift
/// Color.clear.gesture(SpatialTapGesture().onEnded { value in marks.append(value.location) })
/// try host.tap("Canvas", at: CGPoint(x: 3, y: 4))
/// try host.tap(at: CGPoint(x: 40, y: 30))   // at a point of the screen
/// ```
public nonisolated struct SpatialTapGesture: Gesture {
  public typealias Body = Never
  /// The location of the last tap, in the gesture's coordinate space.
  public struct Value: Equatable, Sendable {
    public var location: CGPoint
  }

  /// The number of taps required.
  public var count: Int
  /// The coordinate space in which to receive location values.
  public var coordinateSpace: CoordinateSpace

  /// A gesture that ends after `count` taps, with the location of the last in `coordinateSpace`.
  ///
  /// ```swift
  /// SpatialTapGesture(count: 2, coordinateSpace: .named("board"))
  /// ```
  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  /// A gesture that ends after `count` taps, with the location of the last in `coordinateSpace`
  /// (SwiftUI's earlier spelling, taking a ``CoordinateSpace``).
  @_disfavoredOverload
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }
}

@MainActor extension SpatialTapGesture: PrimitiveGesture {
  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    let count = max(count, 1)
    let coordinateSpace = coordinateSpace
    return GestureRecognizer(name: count == 1 ? "tap" : "tap ×\(count)", inputs: ["tap"]) { event in
      tapStep(event, count: count).map {
        Value(location: space.location($0, in: coordinateSpace))
      }
    }
  }
}

/// The step a tap gesture requiring `count` taps makes of `event`, with the tap's location.
func tapStep(_ event: GestureEvent, count: Int) -> GestureStep<CGPoint> {
  switch event {
  case .tap(let number, let location):
    number >= count ? .ended(location) : .possible
  default:
    .failed
  }
}

extension GestureStep {
  func map<T>(_ transform: (Value) -> T) -> GestureStep<T> {
    switch self {
    case .possible: .possible
    case .failed: .failed
    case .changed(let value): .changed(transform(value))
    case .ended(let value): .ended(transform(value))
    }
  }
}
