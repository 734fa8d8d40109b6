import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Snapshots of the text forms in Docs/TextForm.md for the non-interactive views and the visual
/// modifiers.
@MainActor
@Suite struct VisualTextFormTests: ViewsRendering {
  @Test("A colour is # and its name, its RGB in hex, and its opacity when not full")
  func color() {
    #expect(render(Color.red) == "#red")
    #expect(render(Color(red: 1, green: 0.5, blue: 0)) == "#ff8000")
    #expect(render(Color.blue.opacity(0.5)) == "#blue@50%")
    #expect(render(Color("Brand")) == "#Brand")
    #expect(render(Color(red: .nan, green: 2, blue: -1)) == "#00ff00", "components are clamped")
    #expect(
      render(
        HStack {
          Color.green
          Text("Online")
        }) == "#green Online")
  }

  @Test("An image is its name in parentheses; a decorative image has no text")
  func image() {
    #expect(render(Image(systemName: "star.fill")) == "(star.fill)")
    #expect(render(Image("logo").resizable()) == "(logo)")
    #expect(
      render(
        HStack {
          Image(decorative: "bg")
          Text("x")
        }) == "x")
  }

  @Test("A label is its icon, a space and its title; the label style picks the parts")
  func label() {
    #expect(render(Label("Favorites", systemImage: "star")) == "(star) Favorites")
    #expect(
      render(
        Label {
          Text("Ada")
        } icon: {
          Circle()
        }) == "<circle> Ada")
    #expect(render(Label("Favorites", systemImage: "star").labelStyle(.titleOnly)) == "Favorites")
    #expect(render(Label("Favorites", systemImage: "star").labelStyle(.iconOnly)) == "(star)")
    #expect(
      render(Label("Favorites", systemImage: "star").labelStyle(.titleAndIcon))
        == "(star) Favorites")
  }

  @Test("A shape is its name in angle brackets, filled or stroked")
  func shapes() {
    #expect(render(Rectangle()) == "<rectangle>")
    #expect(render(RoundedRectangle(cornerRadius: 8).fill(.blue)) == "<rounded rectangle>")
    #expect(render(Circle().stroke(.red, lineWidth: 2)) == "<circle>")
    #expect(render(Capsule().fill()) == "<capsule>")
  }

  @Test("A progress view is a bar of ten cells and a percentage, after its label")
  func progressView() {
    #expect(render(ProgressView()) == "[ ... ]")
    #expect(render(ProgressView("Loading")) == "Loading [ ... ]")
    #expect(render(ProgressView(value: 0.5)) == "[#####-----] 50%")
    #expect(render(ProgressView(value: 3.0, total: 4)) == "[#######---] 75%")
    #expect(render(ProgressView("Upload", value: 0.3)) == "Upload [###-------] 30%")
    #expect(render(ProgressView(value: Double?.none)) == "[ ... ]")
    #expect(
      render(
        ProgressView(value: 1.0) {
          Text("Done")
        } currentValueLabel: {
          Text("3 of 3")
        })
        == "Done [##########] 100% 3 of 3")
  }

  @Test("A group box frames its content, with a one-line label in the top edge")
  func groupBox() {
    #expect(
      render(GroupBox("Storage") { Text("12 GB of 64 GB used") })
        == """
        +- Storage ---------+
        |12 GB of 64 GB used|
        +-------------------+
        """)
    #expect(
      render(GroupBox("A long title") { Text("ok") })
        == """
        +- A long title +
        |ok             |
        +---------------+
        """)
    #expect(
      render(GroupBox { Text("Plain") })
        == """
        +-----+
        |Plain|
        +-----+
        """)
    #expect(
      render(
        GroupBox {
          Text("x")
        } label: {
          Text("Two\nlines")
        })
          == """
          Two
          lines
          +-+
          |x|
          +-+
          """)
  }

  // SwiftUI draws a ZStack's later children in front of earlier ones. In text the characters of
  // two views never run together: a layer in front covers its lines from first to last
  // character, and the cell beside each covered span is blank (TextForm.md, "Layers").
  @Test("A ZStack draws later layers over earlier ones, never running two views' text together")
  func zStack() {
    #expect(
      render(
        ZStack {
          Text("Messages")
          Text("3")
        }) == "Me 3 ges")
    #expect(
      render(
        ZStack(alignment: .topTrailing) {
          Text("Messages")
          Text("3")
        }) == "Messag 3")
    #expect(
      render(
        ZStack(alignment: .leading) {
          Text("a b c")
          Text("x y")
        }) == "x y c")
    #expect(
      render(
        ZStack(alignment: .bottomLeading) {
          Text("+---+\n|   |\n+---+")
          Text("*")
        })
          == """
          +---+
          |   |
          * --+
          """)
    #expect(render(ZStack { EmptyView() }) == "")
  }

  // SwiftUI: an overlay is drawn in front of the view, a background behind it, both in the
  // view's frame. In text the view's own text covers a background's (it yields), an overlay's
  // text covers the view's, and what falls outside the view's rectangle is cut.
  @Test("An overlay covers the view's cells inside its rectangle; a background yields to the view")
  func overlayAndBackground() {
    #expect(render(Text("Messages").overlay(alignment: .trailing) { Text("(3)") }) == "Mess (3)")
    #expect(render(Text("Hi").overlay { Text("a long overlay") }) == " o")
    #expect(render(Text("Hi  there").background { Text("*****") }) == "Hi  there")
    #expect(render(Text("ab").overlay(alignment: .bottom) { Text("x") }) == "x")
  }

  @Test("Hidden and fully transparent views leave blank space of their size")
  func hidden() {
    #expect(
      render(
        HStack {
          Text("A")
          Text("B").hidden()
          Text("C")
        }) == "A   C")
    #expect(
      render(
        VStack {
          Text("A")
          Text("B").opacity(0)
          Text("C")
        }) == "A\n\nC")
    #expect(render(Text("Half").opacity(0.5)) == "Half")
    #expect(
      render(
        VStack {
          Group {
            Text("a")
            Text("bb")
          }.hidden()
          Text("c")
        }) == "\n\nc",
      "a modifier on a group applies to each of its views")
    #expect(
      render(
        HStack {
          Text("x")
          Divider().hidden()
          Text("y")
        }) == "x   y")
  }

  @Test("Font, weight, colour, shape, size and style modifiers leave the text as it is")
  func modifiersWithoutText() {
    let plain = "Total 42"
    let views: [AnyView] = [
      AnyView(Text("Total 42").font(.title)),
      AnyView(
        HStack {
          Text("Total")
          Text("42")
        }.font(.system(size: 12, weight: .bold))),
      AnyView(
        HStack {
          Text("Total")
          Text("42")
        }.fontWeight(.semibold).bold().italic()),
      AnyView(Text("Total").bold().italic().font(.caption) + Text(" 42").foregroundColor(.red)),
      AnyView(Text(plain).foregroundStyle(.secondary).foregroundColor(.green).tint(.orange)),
      AnyView(Text(plain).foregroundStyle(.red, .blue).tint(Color?.none)),
      AnyView(Text(plain).background(.yellow).background(.thinMaterial).cornerRadius(4)),
      AnyView(Text(plain).clipShape(Capsule()).shadow(radius: 3).shadow(color: .red, radius: 1)),
      AnyView(Text(plain).frame(maxWidth: .infinity, alignment: .leading)),
      AnyView(Text(plain).fixedSize().fixedSize(horizontal: false, vertical: true)),
      AnyView(Text(plain).lineLimit(1).lineLimit(2...3).multilineTextAlignment(.center)),
      AnyView(Text(plain).imageScale(.large).opacity(1)),
      AnyView(Text(plain).background(Color.red).background(Color.blue.opacity(0.2))),
      AnyView(Text(plain).background(.blue, in: Capsule()).background(in: Circle())),
    ]
    for view in views { #expect(render(view) == plain) }
  }

  @Test("The style modifiers of every control leave the text as it is")
  func styleModifiers() {
    let styled = Text("Styled")
      .buttonStyle(.borderedProminent).buttonStyle(.plain)
      .toggleStyle(.switch).pickerStyle(.segmented).listStyle(.insetGrouped)
      .textFieldStyle(.roundedBorder).progressViewStyle(.circular)
      .datePickerStyle(.graphical).menuStyle(.button).groupBoxStyle(.automatic)
      .formStyle(.grouped).controlGroupStyle(.navigation).disclosureGroupStyle(.automatic)
    #expect(render(styled) == "Styled")
  }
}
