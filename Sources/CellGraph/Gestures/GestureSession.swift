import CellGraphCore

/// One run of input on the views under an address: the gestures found there, in SwiftUI's order
/// of precedence, and which of them acts.
///
/// ```
///  root ── .highPriorityGesture(A) ── .gesture(B) ── Button ── Text("Save")
///                                                                   ▲ address
///  exclusive, in the order they may act:  A (high, outermost first), Button, B (innermost first)
///  simultaneous: every .simultaneousGesture on the way, each on its own
/// ```
///
/// Every gesture steps with every event. Of the exclusive ones, the first that has not failed
/// leads: its callbacks run as soon as it acts, and then it has won (the others are cancelled and
/// never act). A later one that has already recognized waits for every gesture before it to fail
/// (a single tap waits for the double tap declared before it). Simultaneous gestures act
/// whenever they recognize.
@MainActor
final class GestureSession {
  /// How records name the input: `drag "Canvas"`.
  let phrase: String
  /// The node the address found.
  let target: Node
  private let exclusive: [AnyGestureRecognizer]
  private let simultaneous: [AnyGestureRecognizer]
  private var winner: Int?
  /// Whether any gesture acted (ran a callback) in this session.
  private(set) var hasActed = false

  init(
    phrase: String, target: Node, exclusive: [AnyGestureRecognizer],
    simultaneous: [AnyGestureRecognizer]
  ) {
    self.phrase = phrase
    self.target = target
    self.exclusive = exclusive
    self.simultaneous = simultaneous
  }

  /// The names of the gestures that take part, for errors: `tap, drag`.
  var gestureNames: [String] { (exclusive + simultaneous).map(\.name) }

  /// The times after touching down at which a gesture here ends if the finger is still held
  /// (the long presses' minimum durations), soonest first.
  var holdDeadlines: [Double] {
    Set((exclusive + simultaneous).flatMap(\.holdDeadlines)).sorted()
  }

  /// The second gesture of a sequence here that waits for the next drive (its first gesture
  /// ended and the finger lifted), if any: the winner's, or else the first one's that waits.
  var awaiting: GestureAwaiting? {
    if let winner {
      return exclusive[winner].awaiting() ?? simultaneous.lazy.compactMap { $0.awaiting() }.first
    }
    return (exclusive + simultaneous).lazy.compactMap { $0.awaiting() }.first
  }

  /// Whether every gesture has ended, failed or been cancelled.
  var isOver: Bool { (exclusive + simultaneous).allSatisfy { $0.isFinished() } }

  /// Steps every gesture with `event`; returns the callbacks allowed to run now, in order.
  func deliver(_ event: GestureEvent) -> [(phase: String, run: () -> Void)] {
    for recognizer in exclusive + simultaneous { recognizer.receive(event) }
    return collect()
  }

  /// Cancels every gesture; returns the resets of those that had acted.
  func cancel() -> [(phase: String, run: () -> Void)] {
    for recognizer in exclusive + simultaneous { recognizer.cancel() }
    return collect()
  }

  private func collect() -> [(phase: String, run: () -> Void)] {
    var runs: [(phase: String, run: () -> Void)] = []
    if let winner {
      runs += exclusive[winner].takeQueued()
    } else {
      for (index, recognizer) in exclusive.enumerated() {
        // A gesture that failed before acting has nothing to run.
        if recognizer.hasFailed() {
          recognizer.discardQueue()
          continue
        }
        let queued = recognizer.takeQueued()
        if !queued.isEmpty {
          winner = index
          runs += queued
          for (other, loser) in exclusive.enumerated() where other != index {
            loser.cancel()
            loser.discardQueue()
          }
        }
        // The leader either acted or is still undecided: the ones after it wait.
        break
      }
    }
    for recognizer in simultaneous { runs += recognizer.takeQueued() }
    if !runs.isEmpty { hasActed = true }
    return runs
  }
}
