import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// `offset`, `scaleEffect`, `rotationEffect`, `zIndex` and `clipped`: SwiftUI's signatures; those
/// that change what is visible or where change the text.
@MainActor
@Suite struct TransformTests: ViewsRendering {
  // SwiftUI's `offset(x:y:)` moves the view by points; 16 points across is two 8-point columns,
  // 22 down one line.
  @Test("offset moves the view by whole cells; a negative offset cuts what moves out")
  func offset() {
    #expect(render(Text("Shifted").offset(x: 16)) == "  Shifted")
    #expect(render(Text("Down").offset(y: 22)) == "\nDown")
    #expect(render(Text("Moved").offset(CGSize(width: 8, height: 0))) == " Moved")
    #expect(render(Text("Cut").offset(x: -8)) == "ut")
    #expect(render(Text("Still").offset(x: .nan, y: 2)) == "Still", "no whole cell: no move")
  }

  // SwiftUI: a view scaled by 0 has no visible size; `scaleEffect` does not change layout.
  @Test("scaleEffect(0) leaves blank space of the view's size; other scales keep the text")
  func scale() {
    let row = HStack {
      Text("A")
      Text("B").scaleEffect(0)
      Text("C")
    }
    #expect(render(row) == "A   C")
    #expect(render(Text("Pop").scaleEffect(2, anchor: .topLeading)) == "Pop")
    #expect(render(Text("Wide").scaleEffect(x: 1.5, y: 1)) == "Wide")
  }

  @Test("rotationEffect, zIndex and clipped compile as in SwiftUI and keep the text")
  func recorded() {
    #expect(render(Text("Up").rotationEffect(.degrees(90))) == "Up")
    #expect(render(Text("Up").rotationEffect(.radians(.pi), anchor: .bottomTrailing)) == "Up")
    #expect(render(Text("Top").zIndex(1)) == "Top")
    #expect(render(Text("Clip").clipped()) == "Clip")
    #expect(Angle.degrees(180) == Angle(radians: .pi))
    #expect(Angle(degrees: 90).degrees == 90)
  }
}
