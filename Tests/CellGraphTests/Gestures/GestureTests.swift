import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Taps: View {
  @StateCell var log: [String] = []
  var body: some View {
    VStack {
      Text("Card")
        .onTapGesture(count: 2) { log.append("double") }
        .onTapGesture { log.append("single") }
      VStack {
        Text("Child").onTapGesture { log.append("child") }
      }
      .onTapGesture { log.append("parent") }
      VStack {
        Text("Low").onTapGesture { log.append("low child") }
      }
      .highPriorityGesture(TapGesture().onEnded { log.append("high parent") })
      VStack {
        Text("Both").onTapGesture { log.append("both child") }
      }
      .simultaneousGesture(TapGesture().onEnded { log.append("both parent") })
      VStack {
        Button("Save") { log.append("button") }
      }
      .onTapGesture { log.append("around button") }
      Text("Off").onTapGesture { log.append("off") }.disabled(true)
      Text("Ghost").onTapGesture { log.append("ghost") }.allowsHitTesting(false)
      Text("Plain")
      Text("log: \(log.joined(separator: ", "))")
    }
  }
}

private struct Canvas: View {
  @GestureState var pan = CGSize.zero
  @StateCell var offset = CGSize.zero
  @StateCell var ended = 0
  var body: some View {
    VStack {
      Text("Canvas")
        .gesture(
          DragGesture()
            .updating($pan) { value, pan, _ in pan = value.translation }
            .onEnded { value in
              offset.width += value.translation.width
              ended += 1
            })
      Text("pan \(Int(pan.width)) offset \(Int(offset.width)) ended \(ended)")
    }
  }
}

private struct Pinch: View {
  @GestureState var zoom: CGFloat = 1
  @GestureState var turn = Angle.zero
  @StateCell var log: [String] = []
  @StateCell var pressing: [Bool] = []
  var body: some View {
    VStack {
      Text("Map")
        .gesture(MagnifyGesture().updating($zoom) { value, zoom, _ in zoom = value.magnification })
        .simultaneousGesture(
          MagnificationGesture().onEnded { log.append("scale \($0)") })
      Text("Dial")
        .gesture(RotateGesture().updating($turn) { value, turn, _ in turn = value.rotation })
        .simultaneousGesture(
          RotationGesture().onEnded { log.append("angle \(Int($0.degrees.rounded()))") })
      Text("Record")
        .onLongPressGesture(minimumDuration: 1) {
          log.append("long")
        } onPressingChanged: {
          pressing.append($0)
        }
        .accessibilityIdentifier("record")
      Text("zoom \(zoom) turn \(Int(turn.degrees.rounded()))")
      Text("log: \(log.joined(separator: ", "))")
    }
  }
}

@MainActor
@Suite struct GestureTests {
  @Test(
    "A single tap runs the single-tap action once no second tap follows; a double tap runs only the double-tap action"
  )
  func doubleAndSingle() throws {
    let host = ViewHost.testing(Taps())
    // Apple, "onTapGesture(count:perform:)" and UIKit's require(toFail:) pattern: with the double
    // tap declared first, a single tap waits for it to fail and a double tap never runs the single.
    try host.tap("Card", count: 2)
    try host.tap("Card")
    #expect(host.text.hasSuffix("log: double, single"))
  }

  @Test(
    "A child's tap wins over its parent's; a high-priority parent wins over its child; a simultaneous parent runs with it"
  )
  func precedence() throws {
    let host = ViewHost.testing(Taps())
    // Apple, "gesture(_:including:)": attached "with a lower precedence than gestures defined
    // by the view" — the child's tap runs, the parent's does not.
    try host.tap("Child")
    // Apple, "highPriorityGesture(_:including:)": "a higher precedence than gestures defined by
    // the view".
    try host.tap("Low")
    // Apple, "simultaneousGesture(_:including:)": both gestures run.
    try host.tap("Both")
    #expect(host.text.hasSuffix("log: child, high parent, both child, both parent"))
  }

  @Test("A button inside a view with a tap gesture takes the tap")
  func buttonInsideTap() throws {
    let host = ViewHost.testing(Taps())
    // Apple, "gesture(_:including:)": the parent's gesture has lower precedence than the
    // button's own tap, so the button's action runs and the parent's tap does not.
    try host.tap("Save")
    #expect(host.text.hasSuffix("log: button"))
  }

  @Test(
    "A disabled view's gestures and a view without hit testing do not run; errors name what is there"
  )
  func badInput() throws {
    let host = ViewHost.testing(Taps())
    // Apple, "disabled(_:)": a disabled view does not respond to interaction.
    #expect(throws: InteractionError.self) { try host.tap("Off", count: 1) }
    // Apple, "allowsHitTesting(_:)": the view does not take part in hit testing.
    #expect(throws: InteractionError.self) { try host.tap("Ghost", count: 1) }
    do {
      try host.drag("Card", by: CGSize(width: 40, height: 0))
      Issue.record("a drag on a view with only taps must throw")
    } catch let error as InteractionError {
      #expect(error.description.contains("tap"))
      #expect(error.description.contains("drag \"Card\""))
    }
    do {
      try host.drag("Plain", by: CGSize(width: 40, height: 0))
      Issue.record("a drag on a view without gestures must throw")
    } catch let error as InteractionError {
      #expect(error.description.contains("no gestures"))
    }
    #expect(host.text.hasSuffix("log:"))
  }

  @Test("A drag changes its @GestureState at every step, then resets it and runs onEnded")
  func dragSteps() throws {
    let host = ViewHost.testing(Canvas())
    try host.drag("Canvas", by: CGSize(width: 30, height: 0), steps: 3, endsGesture: false)
    // Apple, "GestureState": "updates a property while the user performs a gesture".
    #expect(host.text.hasSuffix("pan 30 offset 0 ended 0"))
    try host.drag("Canvas", by: CGSize(width: 10, height: 0))
    // Apple, "GestureState": it "resets the property back to its initial state when the
    // gesture ends".
    #expect(host.text.hasSuffix("pan 0 offset 40 ended 1"))
  }

  @Test("Each step of a drag is its own update, named by its gesture phase")
  func dragRecords() throws {
    let host = ViewHost.testing(Canvas())
    try host.drag("Canvas", by: CGSize(width: 30, height: 0), steps: 3)
    let triggers = host.updateRecords.flatMap(\.triggers).map(\.description)
    let drags = triggers.filter { $0.contains("drag") }
    #expect(drags.first == "drag \"Canvas\" changed")
    #expect(drags.last == "drag \"Canvas\" ended")
    // Apple, "DragGesture" / "onChanged(_:)": the action runs "when the gesture's value
    // changes" — once per step of the finger — and `onEnded` once when it lifts.
    #expect(drags.filter { $0 == "drag \"Canvas\" changed" }.count == 3)
    #expect(drags.filter { $0 == "drag \"Canvas\" ended" }.count == 1)
  }

  @Test("A cancelled drag resets its @GestureState and does not run onEnded")
  func cancel() throws {
    let host = ViewHost.testing(Canvas())
    try host.drag("Canvas", by: CGSize(width: 20, height: 0), steps: 2, endsGesture: false)
    #expect(host.text.hasSuffix("pan 20 offset 0 ended 0"))
    host.cancelGesture()
    // Apple, "updating(_:body:)": the state resets "when the user performs the gesture or
    // cancels it".
    #expect(host.text.hasSuffix("pan 0 offset 0 ended 0"))
  }

  @Test("A drag shorter than its minimum distance is not recognized")
  func minimumDistance() throws {
    let host = ViewHost.testing(Canvas())
    // Apple, "DragGesture.minimumDistance": the distance before the gesture succeeds.
    #expect(throws: InteractionError.self) {
      try host.drag("Canvas", by: CGSize(width: 5, height: 0))
    }
    #expect(host.text.hasSuffix("pan 0 offset 0 ended 0"))
  }

  @Test(
    "Magnify and rotate update their states, reset them, and their older spellings see the final values"
  )
  func magnifyAndRotate() throws {
    let host = ViewHost.testing(Pinch())
    try host.magnify("Map", by: 2, steps: 2, endsGesture: false)
    #expect(host.text.contains("zoom 2.0 turn 0"))
    host.cancelGesture()
    try host.magnify("Map", by: 2)
    try host.rotate("Dial", by: .degrees(90))
    // Apple, "MagnificationGesture" / "RotationGesture": the value is the scale / the angle.
    #expect(host.text.contains("zoom 1.0 turn 0"))
    #expect(host.text.hasSuffix("log: scale 2.0, angle 90"))
  }

  @Test(
    "A long press reports pressing, runs its action after the minimum duration, and is found by identifier"
  )
  func longPress() throws {
    let host = ViewHost.testing(Pinch())
    try host.longPress(identifier: "record", duration: 0.5)
    #expect(host.text.hasSuffix("log:"))
    try host.longPress("Record", duration: 1)
    // Apple, "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)":
    // the action runs when the press lasts minimumDuration; pressing changes true, then false.
    #expect(host.text.hasSuffix("log: long"))
    #expect(host.clock == .milliseconds(1500))
  }
}
