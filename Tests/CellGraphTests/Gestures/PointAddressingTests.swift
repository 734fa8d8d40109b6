import CellGraph
import Foundation
import Testing

// Frames below are the host's layout in points (Docs/TextForm.md, "Points and cells"): a cell is
// 8 points wide and 22 high, a stack's default spacing is 8 points, and the root is placed at the
// screen's top-leading corner.

@MainActor
private final class TapLog {
  var entries: [String] = []
}

/// `VStack { Text("Top"); Text("Bottom") }`: "Top" (24 wide) is centred over "Bottom" (48 wide),
/// so Top's frame is (12, 0, 24, 22) and Bottom's (0, 30, 48, 22).
private struct TwoLines: View {
  let log: TapLog
  var body: some View {
    VStack {
      Text("Top").onTapGesture { log.entries.append("top") }
      Text("Bottom").onTapGesture { log.entries.append("bottom") }
    }
  }
}

/// A row of a text and a spacer with one gesture on the row, with or without a content shape:
/// on a screen 160 points wide, the row's frame is (0, 0, 160, 22) and "Row"'s (0, 0, 24, 22).
private struct TappableRow: View {
  let log: TapLog
  let shaped: Bool
  var body: some View {
    if shaped {
      row.contentShape(Rectangle()).onTapGesture { log.entries.append("row") }
    } else {
      row.onTapGesture { log.entries.append("row") }
    }
  }
  private var row: some View {
    HStack {
      Text("Row")
      Spacer()
    }
  }
}

/// An 80 × 44 colour behind a centred "Front" (40 × 22 at (20, 11)).
private struct Layers: View {
  let log: TapLog
  let frontIsHittable: Bool
  var body: some View {
    ZStack {
      Color.blue.frame(width: 80, height: 44).onTapGesture { log.entries.append("back") }
      Text("Front").onTapGesture { log.entries.append("front") }
        .allowsHitTesting(frontIsHittable)
    }
  }
}

@MainActor
private final class Locations {
  var local: CGPoint?
  var global: CGPoint?
  var named: CGPoint?
  var drag: DragGesture.Value?
  var globalDrag: DragGesture.Value?
}

/// An 80 × 44 pad under a header, in a stack named "stack" padded by 16: the stack's frame is
/// (16, 16, 80, 74) and the pad's (16, 46, 80, 44) — the header's 22 and the spacing's 8 above it.
private struct Pad: View {
  let locations: Locations
  var body: some View {
    VStack {
      Text("Header")
      Color.blue.frame(width: 80, height: 44)
        .onTapGesture { locations.local = $0 }
        .simultaneousGesture(
          SpatialTapGesture(coordinateSpace: .global).onEnded { locations.global = $0.location }
        )
        .simultaneousGesture(
          SpatialTapGesture(coordinateSpace: .named("stack")).onEnded {
            locations.named = $0.location
          }
        )
        .simultaneousGesture(
          DragGesture(minimumDistance: 0).onEnded { locations.drag = $0 }
        )
        .simultaneousGesture(
          DragGesture(minimumDistance: 0, coordinateSpace: .global).onEnded {
            locations.globalDrag = $0
          })
    }
    .coordinateSpace(.named("stack"))
    .padding(16)
  }
}

@MainActor
@Suite struct PointAddressingTests {
  private let screen = ScreenSize(columns: 20, lines: 6)

  // A touch goes to the view under it, and a gesture attached to a view responds to touches on
  // that view (Apple, "Adding interactivity with gestures": "Gesture modifiers handle all of the
  // logic needed to process user-input events such as touches").
  @Test("A tap at a point reaches the view drawn there, and only it")
  func tapReachesTheViewThere() throws {
    let log = TapLog()
    let host = ViewHost.testing(TwoLines(log: log))
    host.screenSize = screen
    try host.tap(at: CGPoint(x: 20, y: 10))
    try host.tap(at: CGPoint(x: 4, y: 40))
    #expect(log.entries == ["top", "bottom"])
    #expect(host.view(at: CGPoint(x: 20, y: 10)) == "\"Top\" (tap)")
  }

  // A container's gesture is hit only where its content is drawn: the empty space of a stack
  // belongs to no view, until `.contentShape` gives the container a shape to hit (Apple,
  // contentShape(_:eoFill:): "Defines the content shape for hit testing"; Hacking with Swift,
  // "How to control the tappable area of a view using contentShape()": a stack's gesture
  // applies only to the parts with content).
  @Test("A stack's empty space is hit only through a content shape")
  func emptySpaceNeedsAContentShape() throws {
    let log = TapLog()
    let plain = ViewHost.testing(TappableRow(log: log, shaped: false))
    plain.screenSize = screen
    // (100, 10) is the spacer's place, inside the row's frame.
    #expect(throws: InteractionError.self) { try plain.tap(at: CGPoint(x: 100, y: 10)) }
    try plain.tap(at: CGPoint(x: 10, y: 10))
    #expect(log.entries == ["row"], "the row's gesture is reached through its text")

    let shaped = ViewHost.testing(TappableRow(log: log, shaped: true))
    shaped.screenSize = screen
    try shaped.tap(at: CGPoint(x: 100, y: 10))
    #expect(log.entries == ["row", "row"])
    // Outside the content shape (the row's frame), nothing is hit.
    #expect(throws: InteractionError.self) { try shaped.tap(at: CGPoint(x: 100, y: 60)) }
  }

  // The frontmost layer under the touch is hit; `.allowsHitTesting(false)` takes a view out of
  // hit testing, so the touch reaches what is behind it (Apple, allowsHitTesting(_:):
  // "Configures whether this view participates in hit test operations").
  @Test("A front layer is hit before the one behind; without hit testing it lets the touch through")
  func layers() throws {
    let log = TapLog()
    let host = ViewHost.testing(Layers(log: log, frontIsHittable: true))
    host.screenSize = screen
    try host.tap(at: CGPoint(x: 40, y: 22))
    try host.tap(at: CGPoint(x: 4, y: 4))
    #expect(log.entries == ["front", "back"])

    let through = ViewHost.testing(Layers(log: log, frontIsHittable: false))
    through.screenSize = screen
    try through.tap(at: CGPoint(x: 40, y: 22))
    #expect(log.entries == ["front", "back", "back"])
  }

  // A gesture reports locations in its coordinate space: `.local` (the default) is the view the
  // gesture is attached to, `.global` the screen, `.named` the named ancestor (Apple,
  // SpatialTapGesture init(count:coordinateSpace:): "The coordinate space of the tap gesture's
  // location"; onTapGesture(count:coordinateSpace:perform:): "Defaults to CoordinateSpace.local").
  @Test("A tap's location is reported in each gesture's coordinate space")
  func tapLocations() throws {
    let locations = Locations()
    let host = ViewHost.testing(Pad(locations: locations))
    host.screenSize = screen
    try host.tap(at: CGPoint(x: 26, y: 56))
    #expect(locations.local == CGPoint(x: 10, y: 10))
    #expect(locations.global == CGPoint(x: 26, y: 56))
    #expect(locations.named == CGPoint(x: 10, y: 40))
  }

  // DragGesture.Value's startLocation and location are in the gesture's coordinate space, and
  // translation is their difference (Apple, DragGesture init(minimumDistance:coordinateSpace:),
  // DragGesture.Value.translation: "The total translation from the start of the drag gesture to
  // the current event of the drag gesture").
  @Test("A drag from a point reports its start and end in the gesture's coordinate space")
  func dragLocations() throws {
    let locations = Locations()
    let host = ViewHost.testing(Pad(locations: locations))
    host.screenSize = screen
    try host.drag(from: CGPoint(x: 26, y: 56), by: CGSize(width: 16, height: 4), steps: 2)
    #expect(locations.drag?.startLocation == CGPoint(x: 10, y: 10))
    #expect(locations.drag?.location == CGPoint(x: 26, y: 14))
    #expect(locations.drag?.translation == CGSize(width: 16, height: 4))
    #expect(locations.globalDrag?.startLocation == CGPoint(x: 26, y: 56))
    #expect(locations.globalDrag?.location == CGPoint(x: 42, y: 60))
  }

  // A shape is hit inside its path: a circle's corners are outside it (SwiftUI's shape views
  // hit-test their shape; `.contentShape(Rectangle())` is how a circle's whole frame is made
  // tappable — taourl, "Understanding onTapGesture Hit-Testing Location in SwiftUI").
  @Test("A circle is hit inside its path, not in the corners of its frame")
  func circle() throws {
    let log = TapLog()
    let host = ViewHost.testing(
      Circle().frame(width: 88, height: 88).onTapGesture { log.entries.append("circle") })
    host.screenSize = screen
    let corner = #expect(throws: InteractionError.self) {
      try host.tap(at: CGPoint(x: 4, y: 4))
    }
    #expect(corner?.description.contains("outside a shape") == true)
    try host.tap(at: CGPoint(x: 44, y: 44))
    #expect(log.entries == ["circle"])
  }

  @Test("A tap where nothing is drawn throws an error naming the point, and changes nothing")
  func nothingThere() {
    let log = TapLog()
    let host = ViewHost.testing(TwoLines(log: log))
    host.screenSize = screen
    let error = #expect(throws: InteractionError.self) {
      try host.tap(at: CGPoint(x: 150, y: 120))
    }
    #expect(error?.description.contains("no view is drawn at (150, 120)") == true)
    #expect(host.view(at: CGPoint(x: 150, y: 120)) == nil)
    #expect(log.entries.isEmpty)
  }

  // A long press at a point reaches the view there (Apple, onLongPressGesture(minimumDuration:
  // maximumDistance:perform:onPressingChanged:)); SpatialTapGesture's earlier spelling takes a
  // CoordinateSpace (Apple, SpatialTapGesture init(count:coordinateSpace:) with CoordinateSpace).
  @Test("A long press at a point, and a tap located in a CoordinateSpace value, reach the view")
  func longPressAndCoordinateSpaceValue() throws {
    let log = TapLog()
    let host = ViewHost.testing(
      Color.blue.frame(width: 80, height: 44)
        .onLongPressGesture(minimumDuration: 0.5) { log.entries.append("held") }
        .simultaneousGesture(
          SpatialTapGesture(coordinateSpace: CoordinateSpace.global).onEnded {
            log.entries.append("tap \(Int($0.location.x)),\(Int($0.location.y))")
          }
        )
        .padding(16))
    host.screenSize = screen
    try host.longPress(at: CGPoint(x: 20, y: 20), duration: 0.5)
    try host.tap(at: CGPoint(x: 30, y: 40))
    #expect(log.entries == ["held", "tap 30,40"])
  }

  @Test("An error at a point names the gestures that reach the views drawn there")
  func errorNamesGestures() {
    let log = TapLog()
    let host = ViewHost.testing(
      Text("Label").onTapGesture { log.entries.append("label") }.allowsHitTesting(false))
    host.screenSize = screen
    let error = #expect(throws: InteractionError.self) { try host.tap(at: CGPoint(x: 4, y: 4)) }
    #expect(error?.description.contains("drawn there: \"Label\" (tap)") == true)
    #expect(log.entries.isEmpty)
  }

  // Without a screen size the root takes its ideal size, and points address that layout.
  @Test("Points address the ideal layout when the host has no screen size")
  func withoutScreenSize() throws {
    let log = TapLog()
    let host = ViewHost.testing(TwoLines(log: log))
    try host.tap(at: CGPoint(x: 4, y: 40))
    #expect(log.entries == ["bottom"])
  }
}
