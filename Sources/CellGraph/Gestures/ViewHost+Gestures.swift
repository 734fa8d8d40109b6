import CellGraphCore
import Foundation

extension ControlKind {
  /// A view reached through its gestures (`tap "Card" ×2`, `drag "Canvas"`).
  package static let gestureView = ControlKind("gesture view")
}

/// Gesture drivers: what a finger does to the views on screen, addressed by the text a view
/// shows or by its accessibility identifier.
///
/// A driver finds the innermost view showing the text, collects the gestures on it and its
/// ancestors (and a `Button` there), orders them by SwiftUI's precedence (see `GestureSession`)
/// and gives them the input, one event at a time. Each event whose callbacks run is its own
/// update, recorded as `drag "Canvas" changed`, and flushed, so a `@GestureState` is visible
/// between the steps of a drag.
///
/// ```swift
/// try host.tap("Card", count: 2)
/// try host.drag("Canvas", by: CGSize(width: 30, height: 0), steps: 3)
/// try host.magnify(identifier: "map", by: 2)
/// ```
extension ViewHost {
  /// Taps the view showing `label` `count` times, at `location` in its own coordinates.
  ///
  /// ```swift
  /// try host.tap("Card", count: 2)
  /// ```
  public func tap(_ label: String, count: Int, at location: CGPoint = .zero) throws {
    try perform(.tap(count: count, at: location), on: label)
  }

  /// Taps the view with the accessibility identifier `identifier` `count` times.
  public func tap(identifier: String, count: Int, at location: CGPoint = .zero) throws {
    try drive(.tap(count: count, at: location), at: .identifier(identifier))
  }

  /// Presses the view showing `label` for `duration` seconds, moving the host's clock by that
  /// much while it is held (`advance(by:)`).
  ///
  /// ```swift
  /// try host.longPress("Record", duration: 1)
  /// ```
  public func longPress(_ label: String, duration: Double = 0.5) throws {
    try perform(.longPress(duration: duration), on: label)
  }

  /// Presses the view with the accessibility identifier `identifier` for `duration` seconds.
  public func longPress(identifier: String, duration: Double = 0.5) throws {
    try drive(.longPress(duration: duration), at: .identifier(identifier))
  }

  /// Drags a finger from the view showing `label` by `translation`, in `steps` equal moves 0.05 s
  /// apart, each its own update; then lifts it (unless `endsGesture` is `false`: the drag stays
  /// in progress, the next `drag` on the same view continues it, `cancelGesture()` cancels it).
  ///
  /// With `pressingFor`, the finger first stays still that many seconds, the host's clock moving
  /// by as much: a `LongPressGesture` of that duration ends then, so a long press sequenced
  /// before a drag (`LongPressGesture().sequenced(before: DragGesture())`) sees both.
  ///
  /// ```swift
  /// try host.drag("Canvas", by: CGSize(width: 30, height: 0), steps: 3)
  /// try host.drag("Card", pressingFor: 0.5, by: CGSize(width: 40, height: 0))
  /// ```
  public func drag(
    _ label: String, pressingFor duration: Double = 0, by translation: CGSize, steps: Int = 1,
    endsGesture: Bool = true
  ) throws {
    try perform(
      .drag(pressingFor: duration, by: translation, steps: steps, endsGesture: endsGesture),
      on: label)
  }

  /// Drags a finger across the view with the accessibility identifier `identifier`.
  public func drag(
    identifier: String, pressingFor duration: Double = 0, by translation: CGSize, steps: Int = 1,
    endsGesture: Bool = true
  ) throws {
    try drive(
      .drag(pressingFor: duration, by: translation, steps: steps, endsGesture: endsGesture),
      at: .identifier(identifier))
  }

  /// Pinches the view showing `label` to `scale` times its size, in `steps`.
  ///
  /// ```swift
  /// try host.magnify("Map", by: 2)
  /// ```
  public func magnify(
    _ label: String, by scale: CGFloat, steps: Int = 1, endsGesture: Bool = true
  ) throws {
    try perform(.magnify(by: scale, steps: steps, endsGesture: endsGesture), on: label)
  }

  /// Pinches the view with the accessibility identifier `identifier`.
  public func magnify(
    identifier: String, by scale: CGFloat, steps: Int = 1, endsGesture: Bool = true
  ) throws {
    try drive(
      .magnify(by: scale, steps: steps, endsGesture: endsGesture), at: .identifier(identifier))
  }

  /// Turns two fingers on the view showing `label` by `angle`, in `steps`.
  ///
  /// ```swift
  /// try host.rotate("Dial", by: .degrees(90))
  /// ```
  public func rotate(
    _ label: String, by angle: Angle, steps: Int = 1, endsGesture: Bool = true
  ) throws {
    try perform(.rotate(by: angle, steps: steps, endsGesture: endsGesture), on: label)
  }

  /// Turns two fingers on the view with the accessibility identifier `identifier`.
  public func rotate(
    identifier: String, by angle: Angle, steps: Int = 1, endsGesture: Bool = true
  ) throws {
    try drive(
      .rotate(by: angle, steps: steps, endsGesture: endsGesture), at: .identifier(identifier))
  }

  /// Taps the screen at `point` (host coordinates, in points) `count` times: the view hit there
  /// (see ``ViewHost/view(at:)``) and its ancestors' gestures decide what happens, as a finger's
  /// would. Locations reach each gesture in its own coordinate space.
  ///
  /// ```swift
  /// try host.tap(at: CGPoint(x: 12, y: 30))
  /// ```
  public func tap(at point: CGPoint, count: Int = 1) throws {
    try drive(.tap(count: count), at: .point(point))
  }

  /// Presses the screen at `point` for `duration` seconds, moving the host's clock by that much.
  public func longPress(at point: CGPoint, duration: Double = 0.5) throws {
    try drive(.longPress(duration: duration), at: .point(point))
  }

  /// Drags a finger from `point` by `translation`, in `steps` equal moves (see
  /// ``ViewHost/drag(_:pressingFor:by:steps:endsGesture:)``). A drag left in progress continues from where it
  /// is, whatever `point` the next call gives.
  ///
  /// ```swift
  /// try host.drag(from: CGPoint(x: 40, y: 40), by: CGSize(width: 16, height: 0))
  /// ```
  public func drag(
    from point: CGPoint, pressingFor duration: Double = 0, by translation: CGSize,
    steps: Int = 1, endsGesture: Bool = true
  ) throws {
    try drive(
      .drag(pressingFor: duration, by: translation, steps: steps, endsGesture: endsGesture),
      at: .point(point))
  }

  /// Pinches two fingers centred on `point` to `scale` times their distance, in `steps`.
  public func magnify(
    at point: CGPoint, by scale: CGFloat, steps: Int = 1, endsGesture: Bool = true
  ) throws {
    try drive(.magnify(by: scale, steps: steps, endsGesture: endsGesture), at: .point(point))
  }

  /// Turns two fingers centred on `point` by `angle`, in `steps`.
  public func rotate(
    at point: CGPoint, by angle: Angle, steps: Int = 1, endsGesture: Bool = true
  ) throws {
    try drive(.rotate(by: angle, steps: steps, endsGesture: endsGesture), at: .point(point))
  }

  /// The view a touch at `point` (host coordinates, in points) lands on, described as in errors
  /// (`"Card" (tap)`), or `nil` when nothing there can be hit.
  ///
  /// ```swift
  /// #expect(host.view(at: CGPoint(x: 4, y: 4)) == "\"Card\" (tap)")
  /// ```
  public func view(at point: CGPoint) -> String? {
    flush()
    guard let node = screenHitTest()?.view(at: point, in: rootNode) else { return nil }
    return describe(node, gestures: gestureNames(reaching: node))
  }

  /// Cancels the gesture in progress (a drag left with `endsGesture: false`), as the system does
  /// when a call comes in: `@GestureState`s go back to their initial values, in their reset
  /// transactions, and `onEnded` does not run. Does nothing when no gesture is in progress.
  ///
  /// ```swift
  /// try host.drag("Canvas", by: CGSize(width: 20, height: 0), endsGesture: false)
  /// host.cancelGesture()
  /// ```
  public func cancelGesture() {
    let sessions = graph.feature(GestureSessions.self)
    guard let current = sessions.current else { return }
    sessions.current = nil
    run(current.session.cancel(), of: current.session)
  }

  private func drive(_ interaction: Interaction, at address: GestureAddress) throws {
    try driveGesture(interaction.action(address.label), at: address)
  }

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
  private func run(_ runs: [(phase: String, run: () -> Void)], of session: GestureSession) {
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
