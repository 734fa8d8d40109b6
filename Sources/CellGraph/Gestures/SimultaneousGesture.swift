import CellGraphCore

/// A gesture made of two gestures that recognize at the same time: its value holds the value of
/// each that has one.
///
/// Both gestures receive every input. The gesture changes when either changes, ends when both
/// are done and at least one ended, and fails when both fail.
///
/// ```swift
/// let zoomAndTurn = MagnifyGesture().simultaneously(with: RotateGesture())
/// Image("photo").gesture(zoomAndTurn.onChanged { value in
///   scale = value.first?.magnification ?? 1
///   angle = value.second?.rotation ?? .zero
/// })
/// ```
public nonisolated struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Body = Never

  /// The values of the two gestures: `nil` for one that has not changed yet (or failed).
  public struct Value {
    /// The first gesture's value.
    public var first: First.Value?
    /// The second gesture's value.
    public var second: Second.Value?
  }

  /// The first of the two gestures.
  public var first: First
  /// The second of the two gestures.
  public var second: Second

  /// A gesture that recognizes `first` and `second` at the same time.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

@MainActor extension SimultaneousGesture: PrimitiveGesture {
  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    let first = first.recognizer(in: space)
    let second = second.recognizer(in: space)
    let parts = GestureParts()
    parts.cancelAll = { [unowned parts] in
      parts.cancel(first)
      parts.cancel(second)
    }
    let recognizer = GestureRecognizer<Value>(
      name: "\(first.name) + \(second.name)", parts: parts,
      inputs: first.inputs.union(second.inputs),
      holdDeadlines: first.holdDeadlines + second.holdDeadlines
    ) { event in
      parts.drive(first, with: event)
      parts.drive(second, with: event)
      let value = Value(
        first: first.state == .failed ? nil : first.value,
        second: second.state == .failed ? nil : second.value)
      if first.isFinished && second.isFinished {
        return first.state == .ended || second.state == .ended ? .ended(value) : .failed
      }
      return first.hasRecognized || second.hasRecognized ? .changed(value) : .possible
    }
    recognizer.awaiting = { first.isFinished ? second.awaiting() : first.awaiting() }
    return recognizer
  }
}
