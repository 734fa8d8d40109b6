import CellGraph
import Foundation
import Testing

// Frames are the host's layout in points (Docs/TextForm.md, "Points and cells"): a cell is 8
// points wide and 22 high, a stack's default spacing is 8 points, and the root is placed at the
// screen's top-leading corner.

@MainActor
private final class PinchLog {
  var entries: [String] = []
}

/// `VStack { Text("Map"); Text("Dial") }`: "Map" (24 wide) is centred over "Dial" (32 wide), so
/// Map's frame is (4, 0, 24, 22) and Dial's (0, 30, 32, 22).
private struct Instruments: View {
  let log: PinchLog
  var body: some View {
    VStack {
      Text("Map").gesture(
        MagnifyGesture().onEnded { log.entries.append("map \($0.magnification)") })
      Text("Dial").gesture(
        RotateGesture().onEnded {
          log.entries.append("dial \(Int($0.rotation.degrees.rounded()))")
        })
    }
  }
}

/// "Top" with a tap gesture, and a button that shows a sheet whose text has one too.
private struct Covered: View {
  let log: PinchLog
  @StateCell private var isShown = false
  var body: some View {
    VStack {
      Text("Top").onTapGesture { log.entries.append("top") }
      Button("Show") { isShown = true }
    }
    .sheet(isPresented: $isShown) {
      Text("Sheet").onTapGesture { log.entries.append("sheet") }
    }
  }
}

@MainActor
@Suite("Point drivers: pinches and turns at a point, and points while a presentation is shown")
struct PointDriverTests {
  private let screen = ScreenSize(columns: 20, lines: 6)

  // Apple, MagnifyGesture: "A gesture that recognizes a magnification motion and tracks the
  // amount of magnification"; Value.magnification is the scale of the pinch. The pinch reaches
  // the view under the fingers' centre.
  @Test("A pinch at a point magnifies the view drawn there")
  func magnifyAtAPoint() throws {
    let log = PinchLog()
    let host = ViewHost.testing(Instruments(log: log))
    host.screenSize = screen
    try host.magnify(at: CGPoint(x: 10, y: 10), by: 2)
    #expect(log.entries == ["map 2.0"])
  }

  // Apple, RotateGesture: "A gesture that recognizes a rotation motion and tracks the angle of
  // the rotation"; Value.rotation is the angle turned.
  @Test("A turn at a point rotates the view drawn there, in steps")
  func rotateAtAPoint() throws {
    let log = PinchLog()
    let host = ViewHost.testing(Instruments(log: log))
    host.screenSize = screen
    try host.rotate(at: CGPoint(x: 10, y: 40), by: .degrees(90), steps: 3)
    #expect(log.entries == ["dial 90"])
    #expect(throws: InteractionError.self) {
      try host.rotate(at: CGPoint(x: 10, y: 10), by: .degrees(90))
    }
    #expect(log.entries == ["dial 90"], "the map has no rotate gesture: nothing runs")
  }

  // A sheet covers the screen (Apple, sheet(isPresented:onDismiss:content:): "Presents a sheet
  // when a binding to a Boolean value that you provide is true"), so a finger reaches the
  // sheet's views, not the screen's. Text drivers address the sheet's views; the sheet is not
  // laid out in points here, so every point driver is refused with an error that says to
  // address them by text (Docs/Limitations.md), and nothing runs.
  @Test("While a sheet is shown, point drivers are refused and text drivers reach the sheet")
  func pointsWhileASheetIsShown() throws {
    let log = PinchLog()
    let host = ViewHost.testing(Covered(log: log))
    host.screenSize = screen
    try host.tap("Show")
    let top = CGPoint(x: 4, y: 10)
    let drivers: [(String, () throws -> Void)] = [
      ("tap", { try host.tap(at: top) }),
      ("longPress", { try host.longPress(at: top) }),
      ("drag", { try host.drag(from: top, by: CGSize(width: 20, height: 0)) }),
      ("magnify", { try host.magnify(at: top, by: 2) }),
      ("rotate", { try host.rotate(at: top, by: .degrees(45)) }),
    ]
    for (name, drive) in drivers {
      let error = #expect(throws: InteractionError.self, "\(name) at a point") { try drive() }
      #expect(error?.description.contains("a presentation covers it") == true, "\(name)")
    }
    #expect(log.entries.isEmpty)
    #expect(host.view(at: top) == nil)
    try host.tap("Sheet")
    #expect(log.entries == ["sheet"])
  }
}
