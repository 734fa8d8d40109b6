import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Views whose gestures are composed of two gestures, each logging what its callbacks saw.
private struct Composed: View {
  @StateCell var log: [String] = []
  @GestureState var pan: CGFloat = 0

  var body: some View {
    VStack {
      Text("Both")
        .gesture(
          DragGesture(minimumDistance: 15)
            .simultaneously(with: DragGesture(minimumDistance: 0))
            .onChanged { log.append("changed \(Self.widths($0))") }
            .onEnded { log.append("ended \(Self.widths($0))") })
      Text("Steps")
        .gesture(
          TapGesture().onEnded { log.append("first tap") }
            .sequenced(before: TapGesture())
            .onChanged { log.append("changed \(Self.phase($0))") }
            .onEnded { log.append("ended \(Self.phase($0))") })
      Text("Either")
        .gesture(
          TapGesture(count: 2).onEnded { log.append("double") }
            .exclusively(before: TapGesture().onEnded { log.append("single") })
            .onEnded { value in
              if case .first = value {
                log.append("ended first")
              } else {
                log.append("ended second")
              }
            })
      Text("Held")
        .gesture(
          DragGesture().updating($pan) { value, pan, _ in pan = value.translation.width }
            .simultaneously(with: TapGesture()))
      Text("Mapped")
        .gesture(
          DragGesture().onChanged { _ in log.append("inner changed") }
            .map { Int($0.translation.width) }
            .onEnded { log.append("mapped ended \($0)") })
      Text("pan \(Int(pan))")
      Text("log: \(log.joined(separator: ", "))")
    }
  }

  static func widths(_ value: SimultaneousGesture<DragGesture, DragGesture>.Value) -> String {
    let first = value.first.map { "\(Int($0.translation.width))" } ?? "nil"
    let second = value.second.map { "\(Int($0.translation.width))" } ?? "nil"
    return "(\(first), \(second))"
  }

  static func phase(_ value: SequenceGesture<_EndedGesture<TapGesture>, TapGesture>.Value) -> String
  {
    switch value {
    case .first: "first"
    case .second(_, let second): second == nil ? "second(nil)" : "second(done)"
    }
  }
}

@MainActor
@Suite struct GestureCompositionTests {
  private func log(_ host: ViewHost) -> String {
    host.text.split(separator: "\n").last.map(String.init) ?? ""
  }

  @Test("A simultaneous gesture changes when either part changes and ends when both are done")
  func simultaneous() throws {
    let host = ViewHost.testing(Composed())
    try host.drag("Both", by: CGSize(width: 30, height: 0), steps: 3)
    // SimultaneousGesture.Value: "The value of the first gesture" / "of the second gesture",
    // each optional (nil until that gesture has a value); "Composing SwiftUI gestures": both
    // gestures recognize at the same time.
    // https://developer.apple.com/documentation/swiftui/simultaneousgesture/value
    #expect(
      log(host)
        == "log: changed (nil, 10), changed (20, 20), changed (30, 30), ended (30, 30)")
  }

  @Test("A sequence gesture hands input to its second gesture only after the first ended")
  func sequence() throws {
    let host = ViewHost.testing(Composed())
    try host.tap("Steps", count: 2)
    // SequenceGesture.Value: `.first` — "The first gesture hasn't ended"; `.second(_:_:)` —
    // "The first gesture has ended", with the second's value optional until it has one.
    // https://developer.apple.com/documentation/swiftui/sequencegesture/value
    #expect(log(host) == "log: first tap, changed second(nil), ended second(done)")
  }

  @Test("A sequence whose second gesture never comes does not end")
  func sequenceFails() throws {
    let host = ViewHost.testing(Composed())
    try host.tap("Steps", count: 1)
    // The first tap ends the first gesture (its own onEnded runs); the input ends before a
    // second tap, so the second gesture and with it the sequence fail: no onEnded.
    #expect(log(host) == "log: first tap, changed second(nil)")
  }

  @Test("An exclusive gesture lets its first gesture win, and its second only when the first fails")
  func exclusive() throws {
    let host = ViewHost.testing(Composed())
    try host.tap("Either", count: 2)
    // ExclusiveGesture: "A gesture that consists of two gestures where only one of them can
    // succeed"; exclusively(before:): the receiver takes precedence.
    // https://developer.apple.com/documentation/swiftui/exclusivegesture
    #expect(log(host) == "log: double, ended first")
    try host.tap("Either", count: 1)
    // A single tap: the double tap fails when the input ends, then the waiting single tap acts.
    #expect(log(host) == "log: double, ended first, single, ended second")
  }

  @Test("Cancelling a composed gesture resets the @GestureState of its parts")
  func cancelResetsParts() throws {
    let host = ViewHost.testing(Composed())
    try host.drag("Held", by: CGSize(width: 20, height: 0), steps: 2, endsGesture: false)
    // GestureState: "the property resets to its initial state when the gesture ends or is
    // cancelled". https://developer.apple.com/documentation/swiftui/gesturestate
    #expect(host.text.contains("pan 20"))
    host.cancelGesture()
    #expect(host.text.contains("pan 0"))
  }

  @Test("A mapped gesture still runs the callbacks of the gesture it maps")
  func mappedKeepsInnerCallbacks() throws {
    let host = ViewHost.testing(Composed())
    try host.drag("Mapped", by: CGSize(width: 30, height: 0), steps: 2)
    // Gesture.map(_:) "Returns a gesture that's the result of mapping the given closure over
    // the gesture": the mapped gesture's own onChanged still runs at every change.
    #expect(log(host) == "log: inner changed, inner changed, mapped ended 30")
  }

  @Test("Composed gestures name both parts in the host's errors")
  func names() throws {
    let host = ViewHost.testing(Composed())
    let error = #expect(throws: InteractionError.self) {
      try host.magnify("Steps", by: 2)
    }
    #expect(error.map { "\($0)".contains("tap then tap") } == true, "\(String(describing: error))")
  }

  // Apple's GestureState and SequenceGesture examples: a long press sequenced before a drag;
  // `updating` sees `.first(true)` while pressing and `.second(true, drag)` while dragging, and
  // the state resets when the gesture ends
  // (https://developer.apple.com/documentation/swiftui/sequencegesture,
  // https://developer.apple.com/documentation/swiftui/gesturestate). A long press ends once its
  // minimum duration has passed with the finger still down ("LongPressGesture: A gesture that
  // succeeds when the user performs a long press").
  @Test("A long press sequenced before a drag sees the press, then the drag, in one drive")
  func longPressThenDrag() throws {
    let host = ViewHost.testing(PressToMove())
    try host.drag(
      identifier: "card", pressingFor: 0.5, by: CGSize(width: 40, height: 0), steps: 2,
      endsGesture: false)
    #expect(host.text == "Card dragging 40 offset 0")
    try host.drag(identifier: "card", by: CGSize(width: 8, height: 0))
    #expect(host.text == "Card idle offset 48", "onEnded moved the card; the state was reset")
    #expect(host.clock == .milliseconds(500), "the press held the host's clock for half a second")
  }

  @Test("A press shorter than the long press's minimum never reaches the drag")
  func pressTooShort() throws {
    let host = ViewHost.testing(PressToMove())
    // The finger moves before the half second passes: the long press fails, so the sequence
    // does; the pressing state it showed is reset and onEnded does not run.
    try host.drag(identifier: "card", pressingFor: 0.2, by: CGSize(width: 40, height: 0))
    #expect(host.text == "Card idle offset 0")
  }
}

/// A card that moves by a drag that starts with a long press.
private struct PressToMove: View {
  enum DragState {
    case idle, pressing
    case dragging(CGFloat)
    var label: String {
      switch self {
      case .idle: "idle"
      case .pressing: "pressing"
      case .dragging(let width): "dragging \(Int(width))"
      }
    }
  }
  @GestureState var state = DragState.idle
  @StateCell var offset: CGFloat = 0

  var body: some View {
    Text("Card \(state.label) offset \(Int(offset))")
      .gesture(
        LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
          .updating($state) { value, state, _ in
            switch value {
            case .first(true): state = .pressing
            case .second(true, let drag?): state = .dragging(drag.translation.width)
            default: state = .idle
            }
          }
          .onEnded { value in
            guard case .second(true, let drag?) = value else { return }
            offset += drag.translation.width
          }
      )
      .accessibilityIdentifier("card")
  }
}
