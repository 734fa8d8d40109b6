import CellGraphCore
import Foundation

/// How a drive reaches the gestures: the session in progress is continued or cancelled, a
/// sequence waiting for its second gesture takes the drive as a new touch, and each event's
/// callbacks run as their own recorded, flushed update.
///
/// Invariant: at most one gesture is in progress (`GestureSessions.current`): one whose drive left
/// it unfinished, or a sequence waiting for its second gesture. A new drive continues it only
/// when it is on the same view and either is what the sequence waits for or is of the kind in
/// progress (any drag continues a drag); any other drive cancels it first.
extension ViewHost {
  /// Performs the gesture drive `action` carries on the views at `address`.
  ///
  /// Throws ``InteractionError`` when nothing with gestures is there, when it is disabled or
  /// cannot be hit, or when none of its gestures recognizes the input; nothing runs then.
  func driveGesture(_ action: ControlAction, at address: GestureAddress) throws {
    guard let drive = action.input(GestureDrive.self) else { return }
    flush()
    let sessions = graph.feature(GestureSessions.self)
    if let current = sessions.current, current.address.isSame(as: address),
      let awaiting = current.session.awaiting
    {
      // A sequence whose first gesture ended waits for this drive: a new touch on the same view.
      return try continueSequence(current, awaiting: awaiting, with: drive, at: address)
    }
    // A gesture in progress elsewhere, or of another kind, is cancelled by new input.
    if let current = sessions.current,
      !(current.address.isSame(as: address) && current.kind == drive.kind.continuing)
    {
      cancelGesture()
    }
    if var current = sessions.current {
      sessions.current = nil
      try feed(drive, to: &current)
      keepIfAwaiting(current)
      return
    }
    let target = try resolve(address)
    let session = try makeSession(for: target, phrase: drive.phrase(label: address.label), address)
    var progress = GestureSessions.InProgress(
      session: session, address: address, kind: drive.kind.continuing,
      touchDown: Self.touchDown(on: target, at: address))
    try feed(drive, to: &progress)
    keepIfAwaiting(progress)
    if !session.hasActed {
      throw InteractionError(
        reason: .rejected(
          "none of its gestures (\(session.gestureNames.joined(separator: ", "))) recognizes "
            + "\(drive.phrase(label: address.label))"),
        controlKind: ControlKind.gestureView.rawValue, label: address.label,
        candidates: [describe(target, gestures: session.gestureNames)])
    }
  }

  /// Gives `drive` to the second gesture of the sequence that waits in `current`, as a new touch
  /// on the same view; throws, leaving the sequence waiting, when `drive` is not input that
  /// gesture recognizes.
  private func continueSequence(
    _ current: GestureSessions.InProgress, awaiting: GestureAwaiting, with drive: GestureDrive,
    at address: GestureAddress
  ) throws {
    let session = current.session
    guard awaiting.inputs.contains(drive.sameKindKey) else {
      throw InteractionError(
        reason: .rejected(
          "its gesture \(awaiting.sequence) has ended its first gesture and waits for its "
            + "\(awaiting.gesture), which \(drive.phrase(label: address.label)) cannot drive; "
            + "the sequence stays in progress (cancelGesture() cancels it)"),
        controlKind: ControlKind.gestureView.rawValue, label: address.label,
        candidates: [describe(session.target, gestures: session.gestureNames)])
    }
    let sessions = graph.feature(GestureSessions.self)
    sessions.current = nil
    var progress = GestureSessions.InProgress(
      session: session, address: current.address, kind: drive.kind.continuing,
      touchDown: Self.touchDown(on: session.target, at: address))
    try feed(drive, to: &progress)
    keepIfAwaiting(progress)
  }

  /// Keeps `progress` as the gesture in progress when a sequence in it waits for its second
  /// gesture's drive (and no other drive left it in progress).
  private func keepIfAwaiting(_ progress: GestureSessions.InProgress) {
    let sessions = graph.feature(GestureSessions.self)
    guard sessions.current == nil, !progress.session.isOver, progress.session.awaiting != nil
    else { return }
    sessions.current = progress
  }

  /// Where a touch at `address` lands, on the screen: the point given, or the top-leading corner
  /// of the view found there.
  private static func touchDown(on target: Node, at address: GestureAddress) -> CGPoint {
    if case .point(let point) = address { return point }
    return GestureSpace.origin(of: target)
  }

  /// Gives `drive`'s events to the session of `progress`, keeping it in progress when the drive
  /// does not end it.
  private func feed(_ drive: GestureDrive, to progress: inout GestureSessions.InProgress) throws {
    let session = progress.session
    let sessions = graph.feature(GestureSessions.self)
    func send(_ event: GestureEvent) { run(session.deliver(event), of: session) }
    switch drive.kind {
    case .tap(let count, let x, let y):
      var current = session
      var number = 0
      for _ in 0..<max(count, 1) {
        // A gesture that ended (a single tap) is recognized again by the next tap.
        if current.isOver,
          let fresh = try? makeSession(
            for: current.target, phrase: current.phrase, progress.address)
        {
          current = fresh
          number = 0
        }
        number += 1
        let location = CGPoint(x: progress.start.x + x, y: progress.start.y + y)
        run(current.deliver(.tap(number: number, location: location)), of: current)
      }
      run(current.deliver(.inputEnded), of: current)
    case .longPress(let duration):
      // The finger stays down for `duration`: the clock stops at each long press's minimum
      // duration on the way, where that press ends with the finger still down, then it lifts.
      let duration = max(duration, 0)
      var held = 0.0
      send(.pressBegan(location: progress.location))
      for deadline in session.holdDeadlines where deadline > 0 && deadline < duration {
        advance(by: Self.clockDuration(deadline - held))
        held = deadline
        send(.pressHeld(heldFor: deadline, location: progress.location))
      }
      advance(by: Self.clockDuration(duration - held))
      send(.pressEnded(heldFor: duration, location: progress.location))
      send(.inputEnded)
    case .drag(let width, let height, let steps, let ends, let hold):
      let steps = max(steps, 1)
      let from = progress.location
      if hold > 0 && progress.time == 0 {
        // The finger touches down and stays: a long press of up to `hold` seconds ends.
        send(.pressBegan(location: from))
        advance(by: .milliseconds(Int64((hold * 1000).rounded())))
        progress.time = hold
        send(.pressHeld(heldFor: hold, location: from))
      }
      for step in 1...steps {
        let fraction = Double(step) / Double(steps)
        progress.time += 0.05
        progress.location = CGPoint(x: from.x + width * fraction, y: from.y + height * fraction)
        send(
          .move(
            start: progress.start, location: progress.location, time: progress.time,
            isFinal: false))
      }
      // Every step is a move (`onChanged`); lifting the finger where the last step left it is
      // an event of its own (`onEnded`), as a touch's last move and its end are.
      if ends {
        send(
          .move(
            start: progress.start, location: progress.location, time: progress.time, isFinal: true))
        send(.inputEnded)
      } else if !session.isOver {
        sessions.current = progress
      }
    case .magnify(let scale, let steps, let ends):
      let steps = max(steps, 1)
      let from = progress.amount == 0 ? 1 : progress.amount
      for step in 1...steps {
        progress.time += 0.05
        progress.amount = from + (from * scale - from) * Double(step) / Double(steps)
        send(.pinch(scale: progress.amount, time: progress.time, isFinal: false))
      }
      if ends {
        send(.pinch(scale: progress.amount, time: progress.time, isFinal: true))
        send(.inputEnded)
      } else if !session.isOver {
        sessions.current = progress
      }
    case .rotate(let radians, let steps, let ends):
      let steps = max(steps, 1)
      let from = progress.amount
      for step in 1...steps {
        progress.time += 0.05
        progress.amount = from + radians * Double(step) / Double(steps)
        send(.twist(angle: .radians(progress.amount), time: progress.time, isFinal: false))
      }
      if ends {
        send(.twist(angle: .radians(progress.amount), time: progress.time, isFinal: true))
        send(.inputEnded)
      } else if !session.isOver {
        sessions.current = progress
      }
    }
  }

  /// `seconds` on the host's clock, to the millisecond.
  private static func clockDuration(_ seconds: Double) -> Duration {
    .milliseconds(Int64((max(seconds, 0) * 1000).rounded()))
  }

  /// Runs the callbacks of one event, each phase its own recorded update, and flushes.
  func run(_ runs: [(phase: String, run: () -> Void)], of session: GestureSession) {
    for (phase, callbacks) in runs {
      graph.perform(as: .interaction("\(session.phrase) \(phase)")) { callbacks() }
      graph.endEvent()
      flush()
    }
  }
}

extension GestureDrive.Kind {
  /// The kind a drive continues a gesture in progress of: any drag continues a drag.
  var continuing: GestureDrive.Kind {
    switch self {
    case .drag: .drag(width: 0, height: 0, steps: 0, ends: false, hold: 0)
    case .magnify: .magnify(scale: 0, steps: 0, ends: false)
    case .rotate: .rotate(radians: 0, steps: 0, ends: false)
    case .tap, .longPress: self
    }
  }
}

extension ViewHost {
  /// Performs the gesture `interaction` on a found view (`ViewProxy.perform(_:)`).
  package func performGesture(_ interaction: Interaction, on node: InspectedNode) throws {
    let address = GestureAddress.node(node.node)
    try driveGesture(interaction.action(address.label), at: address)
  }
}
