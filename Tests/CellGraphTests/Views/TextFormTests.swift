import Testing

@testable import CellGraph

/// Snapshots of the text form of every built-in view and modifier, as documented on each type.
@MainActor
@Suite struct TextFormTests {
  /// Hosts `view` and returns its text, checking that rendering it reported no misuse.
  private func render<V: View>(
    _ view: V, sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    let host = ViewHost(view)
    let text = host.text
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)", sourceLocation: sourceLocation)
    return text
  }

  // MARK: Text

  @Test("Text shows its string as is")
  func textShowsItsString() {
    #expect(render(Text("Hello, world")) == "Hello, world")
  }

  @Test("Text starts a new line at each newline")
  func textStartsANewLineAtEachNewline() {
    #expect(
      render(Text("one\ntwo\nthree")) == """
        one
        two
        three
        """)
  }

  @Test("Text keeps empty lines between newlines")
  func textKeepsEmptyLines() {
    #expect(
      render(Text("above\n\nbelow")) == """
        above

        below
        """)
  }

  @Test("Text plus Text shows the two strings joined on one line")
  func textPlusTextJoinsTheStrings() {
    #expect(render(Text("Computer is ") + Text("on")) == "Computer is on")
    #expect(render(Text("a") + Text("b") + Text("c")) == "abc")
  }

  @Test("Text plus multi-line Text continues the last line of the left text")
  func textPlusMultiLineText() {
    #expect(
      render(Text("one\ntw") + Text("o\nthree")) == """
        one
        two
        three
        """)
  }

  @Test("The host's text drops trailing spaces from every line")
  func hostTextDropsTrailingSpaces() {
    #expect(render(Text("a   \nb  ")) == "a\nb")
  }

  // MARK: VStack

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

  @Test("A VStack puts spacing blank lines between its children")
  func vStackSpacing() {
    let one = VStack(spacing: 1) {
      Text("a")
      Text("b")
      Text("c")
    }
    #expect(render(one) == "a\n\nb\n\nc")
    let three = VStack(spacing: 3) {
      Text("a")
      Text("b")
    }
    #expect(render(three) == "a\n\n\n\nb")
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

  @Test("An HStack puts spacing columns between its children")
  func hStackSpacing() {
    let none = HStack(spacing: 0) {
      Text("a")
      Text("b")
    }
    #expect(render(none) == "ab")
    let three = HStack(spacing: 3) {
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

  // MARK: Button

  @Test("A button with a title shows the title in brackets")
  func buttonWithTitle() {
    #expect(render(Button("Increment") {}) == "[Increment]")
  }

  @Test("A button with a label view shows the label's text in brackets")
  func buttonWithLabelView() {
    let view = Button {
    } label: {
      Text("Save ") + Text("all")
    }
    #expect(render(view) == "[Save all]")
  }

  @Test("A button joins a multi-line or multi-view label with spaces on one line")
  func buttonJoinsMultiLineLabel() {
    let multiLine = Button {
    } label: {
      Text("Save\nall")
    }
    #expect(render(multiLine) == "[Save all]")
    let stacked = Button {
    } label: {
      VStack {
        Text("Save")
        Text("everything")
      }
    }
    #expect(render(stacked) == "[Save everything]")
    let tuple = Button {
    } label: {
      Text("Save")
      Text("now")
    }
    #expect(render(tuple) == "[Save now]")
  }

  @Test("A button's label is trimmed of surrounding spaces")
  func buttonTrimsItsLabel() {
    let view = Button {
    } label: {
      Text("Go").padding(.horizontal, 2)
    }
    #expect(render(view) == "[Go]")
  }

  // MARK: Toggle

  @Test("A toggle that is on shows an x before its label")
  func toggleOn() {
    #expect(render(Toggle("Wi-Fi", isOn: .constant(true))) == "[x] Wi-Fi")
  }

  @Test("A toggle that is off shows a blank box before its label")
  func toggleOff() {
    #expect(render(Toggle("Wi-Fi", isOn: .constant(false))) == "[ ] Wi-Fi")
  }

  @Test("A toggle with a label view shows the label's text on one line")
  func toggleWithLabelView() {
    let view = Toggle(isOn: .constant(true)) {
      Text("Dark ") + Text("mode")
    }
    #expect(render(view) == "[x] Dark mode")
    let stacked = Toggle(isOn: .constant(false)) {
      VStack {
        Text("Dark")
        Text("mode")
      }
    }
    #expect(render(stacked) == "[ ] Dark mode")
  }

  @Test("A toggle's text follows its bound state")
  func toggleFollowsState() throws {
    let host = ViewHost(ToggleScreen())
    #expect(host.text == "[x] Wi-Fi")
    host.resetEvaluations()
    try host.toggle("Wi-Fi")
    #expect(host.text == "[ ] Wi-Fi")
    // The toggle reads the binding itself: the view that owns the state and only passes `$wifi`
    // does not re-run.
    #expect(host.evaluations(of: ToggleScreen.self) == 0)
  }

  // MARK: TextField

  @Test("An empty text field shows its title and empty brackets")
  func textFieldEmpty() {
    #expect(render(TextField("Name", text: .constant(""))) == "Name: []")
  }

  @Test("A filled text field shows its title and its text in brackets")
  func textFieldFilled() {
    #expect(render(TextField("Name", text: .constant("Ada"))) == "Name: [Ada]")
  }

  @Test("A text field's text follows what is typed into it")
  func textFieldFollowsTyping() throws {
    let host = ViewHost(NameForm())
    #expect(host.text == "Name: []")
    host.resetEvaluations()
    try host.type("Ada", into: "Name")
    #expect(host.text == "Name: [Ada]")
    #expect(host.evaluations(of: NameForm.self) == 0)
  }

  // MARK: Divider

  @Test("A divider in a VStack is a row of dashes as wide as the widest child")
  func dividerInVStack() {
    let view = VStack {
      Text("Inbox")
      Divider()
      Text("3 messages")
    }
    #expect(
      render(view) == """
        Inbox
        ----------
        3 messages
        """)
  }

  @Test("A divider spans the VStack whatever its position and the stack's alignment")
  func dividerSpansTheStack() {
    let view = VStack(alignment: .trailing) {
      Divider()
      HStack {
        Text("left")
        Text("right")
      }
      Text("x")
      Divider()
    }
    #expect(
      render(view) == """
        ----------
        left right
                 x
        ----------
        """)
  }

  @Test("A divider alone in a VStack is one dash")
  func dividerAloneInVStack() {
    let view = VStack { Divider() }
    #expect(render(view) == "-")
  }

  @Test("A divider outside any stack is as wide as the host's text")
  func dividerAtTheRoot() {
    #expect(render(TitleAndRule()) == "Heading\n-------")
  }

  @Test("A divider in an HStack is a column of bars as tall as the tallest child")
  func dividerInHStack() {
    let view = HStack {
      Text("1\n2\n3")
      Divider()
      Text("x")
    }
    #expect(
      render(view) == """
        1 |
        2 | x
        3 |
        """)
  }

  @Test("A divider between one-line children in an HStack is a single bar")
  func dividerInOneLineHStack() {
    let view = HStack {
      Text("left")
      Divider()
      Text("right")
    }
    #expect(render(view) == "left | right")
  }

  @Test("A padded divider in a VStack still spans the stack, inset by the padding")
  func paddedDividerInVStack() {
    let view = VStack {
      Text("Inbox messages")
      Divider().padding(.horizontal, 2)
    }
    #expect(render(view) == "Inbox messages\n  ----------")
  }

  @Test("A padded divider in an HStack is still a column of bars")
  func paddedDividerInHStack() {
    let view = HStack {
      Text("1\n2")
      Divider().padding(.leading)
      Text("x")
    }
    #expect(render(view) == "1  | x\n2  |")
  }

  // MARK: Spacer

  @Test("A spacer in an HStack adds one blank column by default")
  func spacerInHStackDefault() {
    let view = HStack {
      Text("Name")
      Spacer()
      Text("Ada")
    }
    #expect(render(view) == "Name   Ada")
  }

  @Test("A spacer in an HStack adds minLength blank columns, as in its doc example")
  func spacerInHStackMinLength() {
    let view = HStack {
      Text("Name")
      Spacer(minLength: 4)
      Text("Ada")
    }
    #expect(render(view) == "Name      Ada")
  }

  @Test("A spacer in a VStack adds minLength blank lines, one by default")
  func spacerInVStack() {
    let one = VStack {
      Text("top")
      Spacer()
      Text("bottom")
    }
    #expect(render(one) == "top\n\nbottom")
    let three = VStack {
      Text("top")
      Spacer(minLength: 3)
      Text("bottom")
    }
    #expect(render(three) == "top\n\n\n\nbottom")
  }

  @Test("A spacer with a zero minLength adds nothing but the stack's spacing")
  func spacerZero() {
    let view = HStack {
      Text("a")
      Spacer(minLength: 0)
      Text("b")
    }
    #expect(render(view) == "a  b")
  }

  // MARK: Padding

  @Test("padding() adds one blank line above and below and one column on each side")
  func paddingDefault() {
    let view = Text("Hi").padding().border()
    #expect(
      render(view) == """
        +----+
        |    |
        | Hi |
        |    |
        +----+
        """)
  }

  @Test("padding with a length pads every edge by that length")
  func paddingLength() {
    let view = Text("Hi").padding(2).border()
    #expect(
      render(view) == """
        +------+
        |      |
        |      |
        |  Hi  |
        |      |
        |      |
        +------+
        """)
  }

  @Test("padding with edges pads only those edges")
  func paddingEdges() {
    #expect(
      render(Text("Hi").padding(.horizontal, 2).border()) == """
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
      render(Text("Hi").padding([.bottom, .trailing], 1).border()) == """
        +---+
        |Hi |
        |   |
        +---+
        """)
    #expect(render(Text("Hi").padding(.leading, 3)) == "   Hi")
  }

  @Test("padding with EdgeInsets pads each edge by its own amount")
  func paddingEdgeInsets() {
    let view = Text("Hi").padding(EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 3)).border()
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
    let view = Text("one\nthree").padding(.horizontal).border()
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
      .padding(.leading, 2)
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
    let view = VStack(spacing: 1) {
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

  // MARK: EmptyView

  @Test("EmptyView has no text")
  func emptyViewHasNoText() {
    #expect(render(EmptyView()) == "")
    #expect(render(VStack {}) == "")
    #expect(render(HStack { EmptyView() }) == "")
  }

  @Test("Modifiers on EmptyView draw nothing")
  func modifiersOnEmptyView() {
    #expect(render(EmptyView().border()) == "")
    #expect(render(EmptyView().padding()) == "")
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
    .padding(.horizontal)
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

private struct ToggleScreen: View {
  @StateCell private var wifi = true
  var body: some View {
    Toggle("Wi-Fi", isOn: $wifi)
  }
}

private struct NameForm: View {
  @StateCell private var name = ""
  var body: some View {
    TextField("Name", text: $name)
  }
}

private struct SpacedWithHidden: View {
  let isShown: Bool
  var body: some View {
    VStack(spacing: 1) {
      Text("a")
      EmptyView()
      if isShown { Text("shown") }
      Text("b")
    }
  }
}

private struct TitleAndRule: View {
  var body: some View {
    Text("Heading")
    Divider()
  }
}

private struct TwoLabels: View {
  var body: some View {
    Text("first")
    Text("second")
  }
}
