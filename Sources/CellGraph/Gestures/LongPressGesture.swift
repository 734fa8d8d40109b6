import CellGraphCore
import Foundation

/// A gesture that succeeds when the user holds a press for at least `minimumDuration`, without
/// moving more than `maximumDistance`.
///
/// Its value is `true` while pressing: it changes to `true` when the finger touches down and
/// ends with `true` the moment the press has lasted `minimumDuration`, with the finger still
/// down (as SwiftUI's: `onEnded` does not wait for the release). A press released early, or
/// moved too far, fails.
///
/// ```swift
/// Text("Record").gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in start() })
/// try host.longPress("Record", duration: 1)
/// ```
public nonisolated struct LongPressGesture: Gesture {
  public typealias Body = Never
  public typealias Value = Bool
  /// The minimum duration of the press, in seconds.
  public var minimumDuration: Double
  /// The farthest the finger may move during the press, in points.
  public var maximumDistance: CGFloat

  /// A long press of at least `minimumDuration` seconds moving at most `maximumDistance`.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

@MainActor extension LongPressGesture: PrimitiveGesture {
  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Bool> {
    let minimumDuration = minimumDuration
    let maximumDistance = maximumDistance
    return GestureRecognizer(
      name: "long press", inputs: ["longPress", "drag"], holdDeadlines: [minimumDuration]
    ) { event in
      switch event {
      case .pressBegan: return .changed(true)
      case .pressHeld(let heldFor, _): return heldFor >= minimumDuration ? .ended(true) : .possible
      case .pressEnded(let heldFor, _): return heldFor >= minimumDuration ? .ended(true) : .failed
      case .tap(let number, _): return number == 1 && minimumDuration <= 0 ? .ended(true) : .failed
      case .move(let start, let location, _, let isFinal):
        let moved = hypot(location.x - start.x, location.y - start.y)
        return moved > maximumDistance || isFinal ? .failed : .possible
      case .pinch, .twist, .inputEnded: return .failed
      }
    }
  }
}
