import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// The drawing-effect modifiers: SwiftUI's signatures; those that change what is visible or where
/// change the text, the rest keep it and are recorded.
@MainActor
@Suite struct EffectTests {
  func draw<V: View>(_ view: V, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    ViewHost.testing(view, sourceLocation: sourceLocation).text
  }

  // Apple, "opacity(_:)": at 0 the view is fully transparent; "scaleEffect(_:anchor:)": a scale
  // of 0 leaves nothing of the view visible. Both keep the view's place in the layout.
  @Test("opacity(0) and scaleEffect(0) hide the view and keep its place")
  func hiding() {
    #expect(
      draw(
        HStack {
          Text("A")
          Text("B").opacity(0)
          Text("C")
        }) == "A   C")
    #expect(
      draw(
        HStack {
          Text("A")
          Text("B").scaleEffect(0)
          Text("C")
        }) == "A   C")
    #expect(draw(Circle().stroke().frame(width: 48, height: 66).opacity(0)) == "\n\n")
  }

  // Apple, "zIndex(_:)": "Controls the display order of overlapping views"; a higher value is
  // in front; equal values keep their order.
  @Test("zIndex reorders a ZStack's layers: the higher value is drawn in front")
  func zIndex() {
    #expect(
      draw(
        ZStack {
          Text("Front")
          Text("Back")
        }) == "Back")
    #expect(
      draw(
        ZStack {
          Text("Front").zIndex(1)
          Text("Back")
        }) == "Front")
    #expect(
      draw(
        ZStack {
          Text("Front")
          Text("Back").zIndex(-1)
        }) == "Front")
  }

  // Apple, "clipped(antialiased:)": "Clips this view to its bounding rectangular frame"; an
  // offset view keeps its frame (Apple, "offset(x:y:)"), so what moves out of it is cut.
  @Test("clipped cuts a moved view back to its place in the layout")
  func clipped() {
    #expect(draw(Text("Hello").offset(x: 16)) == "  Hello")
    #expect(draw(Text("Hello").offset(x: 16).clipped()) == "  Hel")
    #expect(draw(Text("Hello").clipped()) == "Hello")
  }

  // Apple, "position(x:y:)": "Positions the center of this view at the specified coordinates in
  // its parent's coordinate space".
  @Test("position puts the view's centre on the cell of its point")
  func position() {
    // 40 points is column 5, 33 points line 2 (1.5 rounds away from zero); "Pin" centred there.
    #expect(draw(Text("Pin").position(x: 40, y: 33)) == "\n\n    Pin")
    #expect(draw(Text("Pin").position(CGPoint(x: 0, y: 0))) == "in")
  }

  // Apple: "blur(radius:opaque:)", "rotation3DEffect(_:axis:anchor:anchorZ:perspective:)",
  // "compositingGroup()", "drawingGroup(opaque:colorMode:)", "minimumScaleFactor(_:)",
  // "mask(alignment:_:)", "shadow(color:radius:x:y:)", "clipShape(_:style:)",
  // "rotationEffect(_:anchor:)": effects of drawing, which do not move the view.
  @Test("The drawing effects compile with SwiftUI's signatures and keep the text")
  func recorded() {
    let views: [AnyView] = [
      AnyView(Text("Fx").blur(radius: 4)),
      AnyView(Text("Fx").blur(radius: 4, opaque: true)),
      AnyView(Text("Fx").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))),
      AnyView(
        Text("Fx").rotation3DEffect(
          .degrees(45), axis: (x: 1, y: 0, z: 0), anchor: .leading, anchorZ: 2, perspective: 0.5)),
      AnyView(Text("Fx").compositingGroup()),
      AnyView(Text("Fx").drawingGroup()),
      AnyView(Text("Fx").drawingGroup(opaque: true, colorMode: .linear)),
      AnyView(Text("Fx").minimumScaleFactor(0.5)),
      AnyView(Text("Fx").mask { Circle() }),
      AnyView(Text("Fx").mask(alignment: .leading) { Rectangle() }),
      AnyView(Text("Fx").shadow(radius: 3)),
      AnyView(Text("Fx").clipShape(AnyShape(Capsule()))),
      AnyView(Text("Fx").rotationEffect(.degrees(30))),
    ]
    for view in views { #expect(draw(view) == "Fx") }
  }

  // Apple, "mask(alignment:_:)": the mask is a view; its state lives as any view's does.
  @Test("A mask view is a view in the tree (it appears), without being drawn")
  func maskIsAView() {
    final class Log { var appeared = 0 }
    let log = Log()
    let host = ViewHost.testing(Text("Shown").mask { Text("Mask").onAppear { log.appeared += 1 } })
    #expect(host.text == "Shown")
    #expect(log.appeared == 1)
  }
}
