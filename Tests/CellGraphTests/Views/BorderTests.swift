import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph

@MainActor
@Suite struct BorderTests: ViewsRendering {
  // Apple, View.border(_:width:): "Adds a border to this view with the specified style and
  // width", drawn around the view's frame, which padding grows; the text form draws it as
  // border() does.
  @Test("A border of a colour frames the padded view as border() does")
  func styledBorder() {
    let styled = render(Text("Saved").padding().border(Color.gray))
    #expect(styled == render(Text("Saved").padding().border()))
    #expect(styled.hasPrefix("+"))
    #expect(styled.contains("Saved"))
    #expect(render(Text("Hi").border(Color.red, width: 2)) == "+--+\n|Hi|\n+--+")
  }
}
