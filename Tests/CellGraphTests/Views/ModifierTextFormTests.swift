import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Snapshots of the text form of padding and border, on views, groups and whole screens.
@MainActor
@Suite struct ModifierTextFormTests: ViewsRendering {
  // MARK: Padding

  // SwiftUI's `padding(_:_:)` with no length uses the system's default, 16 points on iOS; at
  // the default cell of 8 × 22 points that is two columns and one line.
  @Test("padding() adds 16 points: one blank line above and below and two columns on each side")
  func paddingDefault() {
    let view = Text("Hi").padding().border()
    #expect(
      render(view) == """
        +------+
        |      |
        |  Hi  |
        |      |
        +------+
        """)
  }

  // `padding(_ length: CGFloat)` pads every edge by `length` points (SwiftUI's signature).
  @Test("padding with a length in points pads every edge by its cells")
  func paddingLength() {
    let view = Text("Hi").padding(44).border()
    #expect(
      render(view) == """
        +--------------+
        |              |
        |              |
        |      Hi      |
        |              |
        |              |
        +--------------+
        """)
    // 4 points: half a column rounds up to one, a fifth of a line rounds down to none.
    #expect(render(Text("Hi").padding(4).border()) == "+----+\n| Hi |\n+----+")
    // A `CGFloat` variable, as apps pass it.
    let inset: CGFloat = 8
    #expect(render(Text("Hi").padding(inset)) == " Hi")
  }

  @Test("padding with edges pads only those edges")
  func paddingEdges() {
    #expect(
      render(Text("Hi").padding(.horizontal, 16).border()) == """
        +------+
        |  Hi  |
        +------+
        """)
    #expect(
      render(Text("Hi").padding(.vertical).border()) == """
        +--+
        |  |
        |Hi|
        |  |
        +--+
        """)
    #expect(
      render(Text("Hi").padding(.top).border()) == """
        +--+
        |  |
        |Hi|
        +--+
        """)
    #expect(
      render(Text("Hi").padding([.bottom, .trailing], 22).border()) == """
        +-----+
        |Hi   |
        |     |
        +-----+
        """)
    #expect(render(Text("Hi").padding(.leading, 24)) == "   Hi")
  }

  // SwiftUI's `EdgeInsets` are in points, one per edge.
  @Test("padding with EdgeInsets pads each edge by its own amount")
  func paddingEdgeInsets() {
    let view = Text("Hi").padding(EdgeInsets(top: 22, leading: 16, bottom: 0, trailing: 24))
      .border()
    #expect(
      render(view) == """
        +-------+
        |       |
        |  Hi   |
        +-------+
        """)
  }

  @Test("padding with a negative length adds nothing")
  func paddingNegativeLength() {
    #expect(render(Text("Hi").padding(.all, -2).border()) == "+--+\n|Hi|\n+--+")
    #expect(render(Text("Hi").padding(-1).border()) == "+--+\n|Hi|\n+--+")
  }

  @Test("padding with negative EdgeInsets counts them as zero")
  func paddingNegativeEdgeInsets() {
    #expect(render(Text("Hi").padding(EdgeInsets(leading: -1)).border()) == "+--+\n|Hi|\n+--+")
    #expect(render(Text("Hi").padding(EdgeInsets(top: -1)).border()) == "+--+\n|Hi|\n+--+")
  }

  @Test("padding pads a multi-line view around its whole rectangle")
  func paddingMultiLine() {
    let view = Text("one\nthree").padding(.horizontal, 8).border()
    #expect(
      render(view) == """
        +-------+
        | one   |
        | three |
        +-------+
        """)
  }

  // MARK: Border

  @Test("border() frames the view with plus corners, dashes and bars")
  func borderFramesTheView() {
    #expect(
      render(Text("Saved").border()) == """
        +-----+
        |Saved|
        +-----+
        """)
  }

  @Test("border() frames a multi-line view at its widest line")
  func borderMultiLine() {
    #expect(
      render(Text("a\nlonger\nb").border()) == """
        +------+
        |a     |
        |longer|
        |b     |
        +------+
        """)
  }

  @Test("Nested borders draw nested frames")
  func nestedBorders() {
    #expect(
      render(Text("x").border().border()) == """
        +---+
        |+-+|
        ||x||
        |+-+|
        +---+
        """)
  }

  @Test("A bordered stack is framed as one block")
  func borderedStack() {
    let view = HStack {
      Text("a")
      Text("b")
    }
    .border()
    #expect(render(view) == "+---+\n|a b|\n+---+")
  }

  // MARK: Groups

  @Test("border() on a Group frames each of the group's views")
  func borderOnGroup() {
    let view = Group {
      Text("One")
      Text("Two")
    }
    .border()
    #expect(
      render(view) == """
        +---+
        |One|
        +---+
        +---+
        |Two|
        +---+
        """)
  }

  @Test("border() on a Group in an HStack frames each view side by side")
  func borderOnGroupInHStack() {
    let view = HStack {
      Group {
        Text("a")
        Text("bb")
      }
      .border()
    }
    #expect(
      render(view) == """
        +-+ +--+
        |a| |bb|
        +-+ +--+
        """)
  }

  @Test("padding() on a Group pads each of the group's views")
  func paddingOnGroup() {
    let view = VStack {
      Group {
        Text("One")
        Text("Two")
      }
      .padding(.leading, 16)
      Text("Three")
    }
    #expect(
      render(view) == """
          One
          Two
        Three
        """)
    let vertical = VStack {
      Group {
        Text("One")
        Text("Two")
      }
      .padding(.top)
    }
    #expect(render(vertical) == "\nOne\n\nTwo")
  }

  @Test("A Group's views are separate children of the enclosing stack, spaced as such")
  func groupChildrenAreSpacedByTheStack() {
    let view = VStack(spacing: 22) {
      Group {
        Text("a")
        Text("b")
      }
      Text("c")
    }
    #expect(render(view) == "a\n\nb\n\nc")
  }

  @Test("A modifier on a view whose body has several views applies to each of them")
  func modifierOnMultiViewBody() {
    #expect(
      render(TwoLabels().border()) == """
        +-----+
        |first|
        +-----+
        +------+
        |second|
        +------+
        """)
  }

  // MARK: Nested stacks and whole screens

  @Test("Nested stacks place each inner stack as one block")
  func nestedStacks() {
    let view = VStack {
      HStack {
        Text("Name:")
        Text("Ada")
      }
      HStack {
        Text("Born:")
        VStack {
          Text("1815")
          Text("London")
        }
      }
    }
    #expect(
      render(view) == """
        Name: Ada
        Born: 1815
              London
        """)
  }

  @Test("A screen of nested stacks, controls and modifiers renders as one text")
  func wholeScreen() {
    let view = VStack(alignment: .center) {
      Text("Settings")
      Divider()
      HStack(alignment: .top) {
        VStack {
          Toggle("Wi-Fi", isOn: .constant(true))
          Toggle("Bluetooth", isOn: .constant(false))
        }
        Divider()
        VStack(alignment: .trailing) {
          Text("on")
          Text("off")
          Button("More") {}
        }
      }
      TextField("Name", text: .constant("Ada"))
    }
    .padding(.horizontal, 8)
    .border()
    #expect(
      render(view) == """
        +------------------------+
        |        Settings        |
        | ---------------------- |
        | [x] Wi-Fi     |     on |
        | [ ] Bluetooth |    off |
        |               | [More] |
        |      Name: [Ada]       |
        +------------------------+
        """)
  }

  @Test("Several root views are stacked leading, like a VStack")
  func severalRootViews() {
    #expect(
      render(TwoLabels()) == """
        first
        second
        """)
  }
}

// MARK: - Views

private struct TwoLabels: View {
  var body: some View {
    Text("first")
    Text("second")
  }
}
