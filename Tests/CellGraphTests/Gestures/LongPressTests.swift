import CellGraph
import Foundation
import Testing

/// A view whose `level` animates: what it shows tells when an animation started.
private struct Lamp: View, Animatable {
  var level: Double

  var animatableData: Double {
    get { level }
    set { level = newValue }
  }

  var body: some View { Text("lamp " + String(format: "%.2f", level)) }
}

/// A long press whose action starts a 1 s animation, and one with `onPressingChanged`.
private struct Recorder: View {
  @StateCell private var level = 0.0
  @StateCell private var log: [String] = []

  var body: some View {
    VStack {
      Lamp(level: level)
      Text("Hold").gesture(
        LongPressGesture(minimumDuration: 1).onEnded { _ in
          log.append("ended")
          withAnimation(.linear(duration: 1)) { level = 1 }
        })
      Text("Record")
        .onLongPressGesture(minimumDuration: 1) {
          log.append("perform")
          withAnimation(.linear(duration: 1)) { level = 1 }
        } onPressingChanged: {
          log.append("pressing \($0)")
        }
      Text("log: \(log.joined(separator: ", "))")
    }
  }
}

@MainActor
@Suite("host.longPress: a long press ends when its duration passes, the finger lifts at the end")
struct LongPressTests {
  private func line(_ host: ViewHost, _ prefix: String) -> String {
    host.text.split(separator: "\n").map(String.init).first { $0.hasPrefix(prefix) } ?? ""
  }

  // Apple, LongPressGesture/init(minimumDuration:maximumDistance:): "The minimum duration of the
  // long press that must elapse before the gesture succeeds" — it succeeds (onEnded) when the
  // duration has elapsed with the finger still down, not at the release.
  @Test("LongPressGesture's onEnded runs when the minimum duration passes, while still pressed")
  func endsWhileHeld() throws {
    let host = ViewHost.testing(Recorder())
    try host.longPress("Hold", duration: 2)
    #expect(host.clock == .seconds(2))
    #expect(line(host, "log") == "log: ended")
    // The animation started at 1 s: at 2 s (the release) its second is over.
    #expect(line(host, "lamp") == "lamp 1.00")
    let phases = host.updateRecords.flatMap(\.triggers).map(\.description)
    #expect(phases.contains { $0.contains("long press \"Hold\" ended") })
  }

  // Apple, onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:):
  // `action` is "The action to perform when a long press is recognized" (after minimumDuration);
  // `onPressingChanged` is "A closure to run when the pressing state of the gesture changes":
  // true when the finger touches down, false when it lifts.
  @Test("onLongPressGesture performs at the minimum duration and reports pressing false at release")
  func pressingEndsAtRelease() throws {
    let host = ViewHost.testing(Recorder())
    try host.longPress("Record", duration: 1.5)
    #expect(line(host, "log") == "log: pressing true, perform, pressing false")
    #expect(line(host, "lamp") == "lamp 0.50", "performed at 1 s, half a second before the release")
    let phases = host.updateRecords.flatMap(\.triggers).map(\.description)
    #expect(phases.contains { $0.contains("long press \"Record\" released") })
  }

  // The same page: a press released before minimumDuration is not recognized, and the
  // pressing state goes back to false.
  @Test("A press released before the minimum duration reports pressing false and never performs")
  func releasedEarly() throws {
    let host = ViewHost.testing(Recorder())
    try host.longPress("Record", duration: 0.5)
    #expect(line(host, "log") == "log: pressing true, pressing false")
    #expect(line(host, "lamp") == "lamp 0.00")
  }

  // Held exactly minimumDuration: the press succeeds as the finger lifts (the duration has
  // elapsed), and pressing still ends after the action.
  @Test("A press of exactly the minimum duration performs, then reports pressing false")
  func heldExactly() throws {
    let host = ViewHost.testing(Recorder())
    try host.longPress("Record", duration: 1)
    #expect(line(host, "log") == "log: pressing true, perform, pressing false")
  }
}
