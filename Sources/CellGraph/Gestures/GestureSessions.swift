import CellGraphCore
import Foundation

/// The gesture in progress on a host (a drag left unfinished with `endsGesture: false`), which
/// the next driver on the same address continues and `cancelGesture()` cancels.
@MainActor
final class GestureSessions: GraphFeature {
  /// A gesture in progress, with where its input has got to.
  struct InProgress {
    let session: GestureSession
    let address: GestureAddress
    let kind: GestureDrive.Kind
    /// Where the finger touched down, and where it is.
    var start: CGPoint
    var location: CGPoint
    /// The input's time, in seconds since it began; its accumulated scale or angle.
    var time: Double
    var amount: Double

    /// Input that has not begun yet: a finger touching down at `touchDown`.
    init(
      session: GestureSession, address: GestureAddress, kind: GestureDrive.Kind,
      touchDown: CGPoint
    ) {
      self.session = session
      self.address = address
      self.kind = kind
      self.start = touchDown
      self.location = touchDown
      self.time = 0
      self.amount = 0
    }
  }

  var current: InProgress?

  init(graph: Graph) {}
}
