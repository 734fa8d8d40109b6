import CellGraphCore

/// A gesture made of two gestures of which only one succeeds: the first, unless it fails.
///
/// Both gestures receive the input, but the second's callbacks wait: once the first changes or
/// ends, it has won and the second is cancelled without having acted; if the first fails first,
/// the second's waiting callbacks run and it continues alone.
///
/// ```swift
/// let doubleOrSingle = TapGesture(count: 2).onEnded { zoom() }
///   .exclusively(before: TapGesture().onEnded { select() })
/// Photo().gesture(doubleOrSingle)
/// ```
public nonisolated struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Body = Never

  /// The value of the gesture that succeeded.
  public enum Value {
    /// The first gesture's value.
    case first(First.Value)
    /// The second gesture's value.
    case second(Second.Value)
  }

  /// The gesture that takes precedence.
  public var first: First
  /// The gesture that recognizes only if the first fails.
  public var second: Second

  /// A gesture that recognizes `first`, or `second` if `first` fails.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

@MainActor extension ExclusiveGesture: PrimitiveGesture {
  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    let first = first.recognizer(in: space)
    let second = second.recognizer(in: space)
    let parts = GestureParts()
    // Which part won: `true` the first, `false` the second, `nil` not decided yet.
    var firstWon: Bool?
    parts.cancelAll = { [unowned parts] in
      parts.cancel(first)
      if firstWon == false { parts.cancel(second) } else { parts.dismiss(second) }
    }
    let recognizer = GestureRecognizer<Value>(
      name: "\(first.name) or \(second.name)", parts: parts,
      inputs: first.inputs.union(second.inputs),
      holdDeadlines: first.holdDeadlines + second.holdDeadlines
    ) { event in
      switch firstWon {
      case true?:
        parts.drive(first, with: event)
        return first.currentStep.map(Value.first)
      case false?:
        parts.drive(second, with: event)
        return second.currentStep.map(Value.second)
      case nil:
        parts.drive(first, with: event)
        parts.hold(second, with: event)
        switch first.currentStep {
        case .possible:
          return .possible
        case .failed:
          // The first never acted (a gesture that acted has won): the second's waiting
          // callbacks run now.
          firstWon = false
          parts.take(second)
          return second.currentStep.map(Value.second)
        case .changed, .ended:
          firstWon = true
          parts.dismiss(second)
          return first.currentStep.map(Value.first)
        }
      }
    }
    recognizer.awaiting = { first.isFinished ? second.awaiting() : first.awaiting() }
    return recognizer
  }
}
