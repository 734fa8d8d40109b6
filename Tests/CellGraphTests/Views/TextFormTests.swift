import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Snapshots of the text form of the built-in views (Text, Button, Toggle, TextField, Divider,
/// Spacer, EmptyView), as documented on each type.
@MainActor
@Suite struct TextFormTests: ViewsRendering {
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
      Divider().padding(.horizontal, 16)
    }
    #expect(render(view) == "Inbox messages\n  ----------")
  }

  @Test("A padded divider in an HStack is still a column of bars")
  func paddedDividerInHStack() {
    let view = HStack {
      Text("1\n2")
      Divider().padding(.leading, 8)
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

  // `Spacer(minLength:)` is in points in SwiftUI: 32 points is four columns of 8.
  @Test("A spacer in an HStack adds minLength points of blank columns, as in its doc example")
  func spacerInHStackMinLength() {
    let view = HStack {
      Text("Name")
      Spacer(minLength: 32)
      Text("Ada")
    }
    #expect(render(view) == "Name      Ada")
  }

  // A spacer's default minimum length is SwiftUI's default spacing (8 points): no line down.
  @Test("A spacer in a VStack adds minLength points of blank lines, none by default")
  func spacerInVStack() {
    let one = VStack {
      Text("top")
      Spacer()
      Text("bottom")
    }
    #expect(render(one) == "top\nbottom")
    let three = VStack {
      Text("top")
      Spacer(minLength: 66)
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

private struct TitleAndRule: View {
  var body: some View {
    Text("Heading")
    Divider()
  }
}
