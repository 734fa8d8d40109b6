import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Views with a sequence of two kinds of gesture each; every sequence logs how it ended.
private struct Sequences: View {
  @StateCell private var log: [String] = []

  var body: some View {
    VStack {
      Text("TapDrag")
        .gesture(
          TapGesture().sequenced(before: DragGesture())
            .onEnded { value in
              if case .second(_, let drag?) = value {
                log.append("tap, drag \(Int(drag.translation.width))")
              }
            })
      Text("TapPress")
        .gesture(
          TapGesture().sequenced(before: LongPressGesture(minimumDuration: 1))
            .onEnded { value in
              if case .second(_, true?) = value { log.append("tap, press") }
            })
      Text("PressPinch")
        .gesture(
          LongPressGesture(minimumDuration: 0.5).sequenced(before: MagnifyGesture())
            .onEnded { value in
              if case .second(true, let pinch?) = value {
                log.append("press, pinch \(pinch.magnification)")
              }
            })
      Text("PressTurn")
        .gesture(
          LongPressGesture(minimumDuration: 0.5).sequenced(before: RotateGesture())
            .onEnded { value in
              if case .second(true, let turn?) = value {
                log.append("press, turn \(Int(turn.rotation.degrees.rounded()))")
              }
            })
      Text("DragTap")
        .gesture(
          DragGesture().sequenced(before: TapGesture())
            .onEnded { value in
              if case .second(let drag, _?) = value {
                log.append("drag \(Int(drag.translation.width)), tap")
              }
            })
      Text("log: \(log.joined(separator: "; "))")
    }
  }
}

// "Gestures in tests" (Docs/TimeAndGestures.md), its sequence blocks: they appear verbatim here
// (the last test checks it) and run.

struct Stamp: View {
  @StateCell private var stamped = "none"

  var body: some View {
    Text("Stamp: \(stamped)")
      .gesture(
        TapGesture().sequenced(before: DragGesture())
          .onEnded { value in
            if case .second(_, let drag?) = value { stamped = "\(Int(drag.translation.width))" }
          })
  }
}

@MainActor
@Suite("Sequences of any two kinds of gesture are driven one drive per gesture")
struct SequenceDriveTests {
  private func log(_ host: ViewHost) -> String {
    host.text.split(separator: "\n").last.map(String.init) ?? ""
  }

  // Apple, Gesture/sequenced(before:): "the second gesture only receiving events after the
  // first gesture succeeds" (https://developer.apple.com/documentation/swiftui/gesture/sequenced(before:));
  // SequenceGesture.Value.second: "The first gesture has ended", with the second's value.
  @Test("A tap then a drag: the drag after the tap ends the sequence")
  func tapThenDrag() throws {
    let host = ViewHost.testing(Sequences())
    try host.tap("TapDrag")
    #expect(log(host) == "log:", "the sequence waits for its drag")
    try host.drag("TapDrag", by: CGSize(width: 24, height: 0))
    #expect(log(host) == "log: tap, drag 24")
  }

  // Apple, Gesture/sequenced(before:) as above; LongPressGesture: "A gesture that succeeds
  // when the user performs a long press" — held for its minimum duration on the host's clock.
  @Test("A tap then a long press: the press held for its minimum duration ends the sequence")
  func tapThenLongPress() throws {
    let host = ViewHost.testing(Sequences())
    try host.tap("TapPress")
    try host.longPress("TapPress", duration: 1)
    #expect(log(host) == "log: tap, press")
    #expect(host.clock == .seconds(1))
  }

  // Apple, Gesture/sequenced(before:); MagnifyGesture.Value.magnification and
  // RotateGesture.Value.rotation: the second gesture's values once the press ended.
  @Test("A long press then a pinch or a turn: the second drive reaches the second gesture")
  func longPressThenMagnifyOrRotate() throws {
    let host = ViewHost.testing(Sequences())
    try host.longPress("PressPinch", duration: 0.5)
    try host.magnify("PressPinch", by: 2)
    #expect(log(host) == "log: press, pinch 2.0")
    try host.longPress("PressTurn", duration: 0.5)
    try host.rotate("PressTurn", by: .degrees(90))
    #expect(log(host) == "log: press, pinch 2.0; press, turn 90")
  }

  // Apple, Gesture/sequenced(before:): the drag is the first gesture; the tap follows it.
  @Test("A drag then a tap: the tap after the drag ends the sequence")
  func dragThenTap() throws {
    let host = ViewHost.testing(Sequences())
    try host.drag("DragTap", by: CGSize(width: 16, height: 0))
    #expect(log(host) == "log:")
    try host.tap("DragTap")
    #expect(log(host) == "log: drag 16, tap")
  }

  // The second gesture "only receiv[es] events after the first gesture succeeds" (Apple,
  // Gesture/sequenced(before:)): input it cannot recognize is refused with an error naming what
  // it waits for, and the sequence keeps waiting.
  @Test("A drive of the wrong kind is an error naming the gesture the sequence waits for")
  func mismatchedStep() throws {
    let host = ViewHost.testing(Sequences())
    try host.tap("TapDrag")
    let error = #expect(throws: InteractionError.self) {
      try host.magnify("TapDrag", by: 2)
    }
    let message = error.map { "\($0)" } ?? ""
    #expect(message.contains("tap then drag"), "\(message)")
    #expect(message.contains("waits for its drag"), "\(message)")
    try host.drag("TapDrag", by: CGSize(width: 24, height: 0))
    #expect(log(host) == "log: tap, drag 24", "the sequence still waited for its drag")
  }

  // A touch elsewhere is new input: the waiting sequence is cancelled (Apple, GestureState:
  // the state resets "when the gesture ends or is cancelled"), and no onEnded runs.
  @Test("Input on another view cancels a waiting sequence")
  func otherInputCancels() throws {
    let host = ViewHost.testing(Sequences())
    try host.tap("TapDrag")
    try host.drag("DragTap", by: CGSize(width: 16, height: 0))
    // The tap's sequence was cancelled: a drag alone is not a tap then a drag.
    #expect(throws: InteractionError.self) {
      try host.drag("TapDrag", by: CGSize(width: 24, height: 0))
    }
    #expect(log(host) == "log:")
  }

  // Apple, Gesture/sequenced(before:) as above: the guide's snippet.
  @Test("The guide's sequence snippet runs: a tap, then a drag, stamps the drag's width")
  func guideSnippet() throws {
    let host = ViewHost.testing(Stamp())
    try host.tap("Stamp: none")  // the tap ends; the drag waits
    try host.drag("Stamp: none", by: CGSize(width: 24, height: 0))
    #expect(host.text == "Stamp: 24")
  }

  @Test("Every Swift block of the guide's sequence paragraph is in this file")
  func snippetsAreTested() throws {
    let blocks = try GuideSnippets.blocks(
      from: "A sequence (`first.sequenced", to: "A finger can also land")
    #expect(blocks.count == 2)
    for (block, isInTestFile) in blocks {
      #expect(isInTestFile, "the guide's block is run here verbatim:\n\(block)")
    }
  }
}
