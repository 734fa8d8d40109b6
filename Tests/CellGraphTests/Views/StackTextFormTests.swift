import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Snapshots of the text form of VStack and HStack: spacing, alignment and children with no text.
@MainActor
@Suite struct StackTextFormTests: ViewsRendering {
  // MARK: VStack

  // With no spacing, SwiftUI puts its default spacing between views (8 points between two texts
  // on iOS): less than half a 22-point line, so default-spaced rows have no blank line between.
  @Test("A VStack shows its children top to bottom with no blank line between them by default")
  func vStackDefaultSpacing() {
    let view = VStack {
      Text("Title")
      Text("Body text")
      Text("End")
    }
    #expect(
      render(view) == """
        Title
        Body text
        End
        """)
  }

  @Test("A VStack aligns narrower children to the leading edge by default")
  func vStackLeadingByDefault() {
    let view = VStack {
      Text("wide line")
      Text("mid")
    }
    .border()
    #expect(
      render(view) == """
        +---------+
        |wide line|
        |mid      |
        +---------+
        """)
  }

  @Test("A leading VStack pads narrower children on the trailing side")
  func vStackLeading() {
    let view = VStack(alignment: .leading) {
      Text("mid")
      Text("wide line")
    }
    .border()
    #expect(
      render(view) == """
        +---------+
        |mid      |
        |wide line|
        +---------+
        """)
  }

  @Test("A centered VStack splits the free columns, the extra one going after the line")
  func vStackCenter() {
    let view = VStack(alignment: .center) {
      Text("wide line")
      Text("mid")
      Text("ab")
    }
    .border()
    #expect(
      render(view) == """
        +---------+
        |wide line|
        |   mid   |
        |   ab    |
        +---------+
        """)
  }

  @Test("A trailing VStack aligns narrower children to the trailing edge")
  func vStackTrailing() {
    let view = VStack(alignment: .trailing) {
      Text("wide line")
      Text("mid")
      Text("1\n22")
    }
    #expect(
      render(view) == """
        wide line
              mid
                1
               22
        """)
  }

  // SwiftUI's `VStack(spacing:)` is the distance in points between adjacent children; at the
  // default cell (22 points down) it becomes whole lines, rounded to the nearest.
  @Test("A VStack puts its spacing in points between its children, as whole lines")
  func vStackSpacing() {
    let one = VStack(spacing: 16) {
      Text("a")
      Text("b")
      Text("c")
    }
    #expect(render(one) == "a\n\nb\n\nc", "16 points is at most one blank line")
    let three = VStack(spacing: 66) {
      Text("a")
      Text("b")
    }
    #expect(render(three) == "a\n\n\n\nb")
    let small = VStack(spacing: 10) {
      Text("a")
      Text("b")
    }
    #expect(render(small) == "a\nb", "less than half a line is none")
  }

  @Test("A VStack treats a negative spacing as no spacing")
  func vStackNegativeSpacing() {
    let view = VStack(spacing: -2) {
      Text("a")
      Text("b")
    }
    #expect(render(view) == "a\nb")
  }

  @Test("A VStack puts no spacing around children that have no text")
  func vStackSkipsEmptyChildren() {
    #expect(render(SpacedWithHidden(isShown: false)) == "a\n\nb")
    #expect(render(SpacedWithHidden(isShown: true)) == "a\n\nshown\n\nb")
  }

  @Test("The VStack doc example renders as documented")
  func vStackDocExample() {
    let view = VStack {
      Text("Title")
      Divider()
      Text("Body text")
    }
    #expect(
      render(view) == """
        Title
        ---------
        Body text
        """)
  }

  // MARK: HStack

  @Test("An HStack puts its children side by side one column apart by default")
  func hStackDefaultSpacing() {
    let view = HStack {
      Text("a")
      Text("bb")
      Text("c")
    }
    #expect(render(view) == "a bb c")
  }

  // SwiftUI's `HStack(spacing:)` is in points; at the default cell (8 points across) each 8
  // points is a column.
  @Test("An HStack puts its spacing in points between its children, as whole columns")
  func hStackSpacing() {
    let none = HStack(spacing: 0) {
      Text("a")
      Text("b")
    }
    #expect(render(none) == "ab")
    let three = HStack(spacing: 24) {
      Text("a")
      Text("b")
      Text("c")
    }
    #expect(render(three) == "a   b   c")
    let negative = HStack(spacing: -1) {
      Text("a")
      Text("b")
    }
    #expect(render(negative) == "ab")
  }

  @Test("An HStack puts no spacing around children that have no text")
  func hStackSkipsEmptyChildren() {
    let view = HStack {
      Text("a")
      EmptyView()
      Text("b")
    }
    #expect(render(view) == "a b")
  }

  @Test("An HStack centers shorter children vertically by default")
  func hStackCenterByDefault() {
    let view = HStack {
      Text("1\n2\n3")
      Text("x")
    }
    #expect(
      render(view) == """
        1
        2 x
        3
        """)
  }

  @Test("A top-aligned HStack lines shorter children up with the first line")
  func hStackTop() {
    let view = HStack(alignment: .top) {
      Text("aaa\nb\nc")
      Text("x")
      Text("y\nz")
    }
    #expect(
      render(view) == """
        aaa x y
        b     z
        c
        """)
  }

  @Test("A centered HStack puts the odd free line below a shorter child")
  func hStackCenter() {
    let view = HStack(alignment: .center) {
      Text("aaa\nb\nc\nd")
      Text("x")
      Text("y\nz")
    }
    #expect(
      render(view) == """
        aaa
        b   x y
        c     z
        d
        """)
  }

  @Test("A bottom-aligned HStack lines shorter children up with the last line")
  func hStackBottom() {
    let view = HStack(alignment: .bottom) {
      Text("aaa\nb\nc")
      Text("x")
      Text("y\nz")
    }
    #expect(
      render(view) == """
        aaa
        b     y
        c   x z
        """)
  }

  @Test("An HStack pads each line of a child to the child's widest line")
  func hStackPadsColumns() {
    let view = HStack(alignment: .top) {
      Text("a\nlong")
      Text("b")
      Text("c\nd")
    }
    #expect(
      render(view) == """
        a    b c
        long   d
        """)
  }

  @Test("The HStack doc example renders as documented")
  func hStackDocExample() {
    let view = HStack {
      Text("Count: 3")
      Button("+") {}
    }
    #expect(render(view) == "Count: 3 [+]")
  }
}

// MARK: - Views

private struct SpacedWithHidden: View {
  let isShown: Bool
  var body: some View {
    VStack(spacing: 22) {
      Text("a")
      EmptyView()
      if isShown { Text("shown") }
      Text("b")
    }
  }
}
