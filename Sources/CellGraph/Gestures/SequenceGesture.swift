import CellGraphCore

/// A gesture made of two gestures in sequence: the second starts to recognize only once the
/// first has ended.
///
/// Input goes to the first gesture until it ends; from then on, to the second. The value is
/// `.first(value)` while the first is in progress and `.second(firstValue, secondValue)` after
/// it ended (`secondValue` is `nil` until the second changes). The sequence ends when the second
/// ends and fails when either fails.
///
/// ```swift
/// let pressThenDrag = LongPressGesture().sequenced(before: DragGesture())
/// Card().gesture(pressThenDrag.onEnded { value in
///   if case .second(true, let drag?) = value { offset = drag.translation }
/// })
/// ```
public nonisolated struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Body = Never

  /// The value of a sequence gesture: whether its first gesture has ended.
  public enum Value {
    /// The first gesture has not ended.
    case first(First.Value)
    /// The first gesture has ended, with its final value; the second's value once it changed.
    case second(First.Value, Second.Value?)
  }

  /// The gesture that must end first.
  public var first: First
  /// The gesture that recognizes after it.
  public var second: Second

  /// A gesture that recognizes `second` after `first` ends.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

@MainActor extension SequenceGesture: PrimitiveGesture {
  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    let first = first.recognizer(in: space)
    let second = second.recognizer(in: space)
    let parts = GestureParts()
    parts.cancelAll = { [unowned parts] in
      parts.cancel(first)
      parts.cancel(second)
    }
    // Whether the second gesture has had input of its own. Until it has, a finger lifting after
    // the first ended does not reach it: the second gesture starts with the next touch (a tap,
    // then a drag) or the rest of this one (a long press, then a drag in the same drive).
    var secondHasInput = false
    let name = "\(first.name) then \(second.name)"
    let recognizer = GestureRecognizer<Value>(
      name: name, parts: parts, inputs: first.inputs,
      holdDeadlines: first.holdDeadlines + second.holdDeadlines
    ) { event in
      // Invariant: the second gesture sees no input before the first has ended.
      guard first.state == .ended, let firstValue = first.value else {
        parts.drive(first, with: event)
        return switch first.currentStep {
        case .possible: .possible
        case .failed: .failed
        case .changed(let value): .changed(.first(value))
        case .ended(let value): .changed(.second(value, nil))
        }
      }
      if !secondHasInput {
        // The lift that ends the first gesture's touch: the sequence waits for the next drive.
        if event.liftsFinger { return .possible }
        secondHasInput = true
      }
      parts.drive(second, with: event)
      return switch second.currentStep {
      // The sequence is already in progress; nothing new to report.
      case .possible: .possible
      case .failed: .failed
      case .changed(let value): .changed(.second(firstValue, value))
      case .ended(let value): .ended(.second(firstValue, value))
      }
    }
    recognizer.awaiting = {
      guard first.state == .ended else { return first.isFinished ? nil : first.awaiting() }
      guard !secondHasInput else { return second.isFinished ? nil : second.awaiting() }
      return GestureAwaiting(sequence: name, gesture: second.name, inputs: second.inputs)
    }
    return recognizer
  }
}
