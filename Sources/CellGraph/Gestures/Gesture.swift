import CellGraphCore
import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states.
///
/// Built-in gestures (`TapGesture`, `DragGesture`, …) are recognized from the input a host's
/// gesture drivers give (`host.tap(_:count:)`, `host.drag(_:by:steps:)`, …). A gesture of your own
/// composes them in its `body`:
///
/// ```swift
/// struct Pan: Gesture {
///   var body: some Gesture { DragGesture(minimumDistance: 0) }
/// }
/// Color.clear.gesture(Pan().onEnded { value in offset = value.translation })
/// ```
public protocol Gesture<Value> {
  /// The type of value the gesture produces as it changes and when it ends.
  associatedtype Value
  /// The gesture this one is made of.
  associatedtype Body: Gesture
  /// The content of a gesture of your own; built-in gestures have none.
  @MainActor var body: Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

/// One input a gesture session gives its gestures, in order.
enum GestureEvent {
  /// Whether the event ends the touch: the finger lifts, or the input is over.
  var liftsFinger: Bool {
    switch self {
    case .pressEnded, .inputEnded: true
    case .move(_, _, _, let isFinal): isFinal
    default: false
    }
  }

  /// The `number`-th tap of a sequence of quick taps (1 for the first), at `location`.
  case tap(number: Int, location: CGPoint)
  /// A finger touches down at `location` and stays.
  case pressBegan(location: CGPoint)
  /// The finger that touched down is still down, unmoved, `heldFor` seconds later: a long press
  /// of that duration ends here, before the finger moves or lifts.
  case pressHeld(heldFor: Double, location: CGPoint)
  /// The finger that touched down lifts after `heldFor` seconds, without moving.
  case pressEnded(heldFor: Double, location: CGPoint)
  /// A finger that touched down at `start` is at `location`, `time` seconds later; `isFinal`
  /// when it lifts there.
  case move(start: CGPoint, location: CGPoint, time: Double, isFinal: Bool)
  /// Two fingers pinch to `scale` times their first distance; `isFinal` when they lift.
  case pinch(scale: CGFloat, time: Double, isFinal: Bool)
  /// Two fingers turn by `angle` from where they began; `isFinal` when they lift.
  case twist(angle: Angle, time: Double, isFinal: Bool)
  /// No more input comes: gestures still waiting for more (a double tap after one tap) fail.
  case inputEnded
}

/// What a gesture makes of one event.
enum GestureStep<Value> {
  /// Not decided yet: the gesture may still succeed (a double tap after its first tap).
  case possible
  /// The gesture is recognized and in progress, with this value.
  case changed(Value)
  /// The gesture ended successfully with this value.
  case ended(Value)
  /// The input does not match the gesture.
  case failed
}

/// The built-in gestures: each answers the events of one session with steps.
@MainActor
protocol PrimitiveGesture: Gesture {
  /// A recognizer for one session of input.
  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value>
}

extension Gesture where Body == Never {
  /// A built-in gesture has no body: the host recognizes it directly.
  @MainActor public var body: Never {
    fatalError("\(Self.self) is a built-in gesture and has no body")
  }
}

extension Gesture {
  /// The recognizer of this gesture for one session: its own for a built-in gesture, its body's
  /// for a gesture of your own.
  @MainActor
  func recognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    if let primitive = self as? any PrimitiveGesture {
      // A built-in gesture's recognizer has its own `Value`: the cast always holds.
      if let own = primitive.erasedRecognizer(in: space) as? GestureRecognizer<Value> { return own }
    }
    let inner = body.recognizer(in: space)
    // A gesture of your own has its body's `Value` (SwiftUI infers it so); the cast holds then.
    if let same = inner as? GestureRecognizer<Value> { return same }
    return GestureRecognizer(name: "\(Self.self)", inputs: []) { _ in .failed }
  }
}

extension PrimitiveGesture {
  fileprivate func erasedRecognizer(in space: GestureSpace) -> Any { makeRecognizer(in: space) }
}
