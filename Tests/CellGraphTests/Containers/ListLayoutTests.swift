import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A list of sections and rows, each row reporting its frame.
private struct MeasuredList: View {
  let frames: LayoutFrames
  @StateCell var selection: String?

  init(frames: LayoutFrames, selection: String? = nil) {
    self.frames = frames
    _selection = StateCell(wrappedValue: selection)
  }

  var body: some View {
    List(selection: $selection) {
      Text("Pinned").frame(maxWidth: .infinity, alignment: .leading).measured("pinned", in: frames)
        .tag("pinned")
      Section {
        ForEach(["Apple", "Pear"], id: \.self) { name in
          SpacedRow(name: name, value: "\(name.count)").measured(name, in: frames)
        }
      } header: {
        Text("Fruit").measured("header", in: frames)
      } footer: {
        Text("2 fruits").measured("footer", in: frames)
      }
    }
  }
}

/// Lists and forms laid out in points with a screen size (Docs/TextForm.md, "Lists and forms
/// at their frames"): the container takes the screen, its rows its width.
@MainActor
@Suite struct ListLayoutTests {
  @Test("A spacer in a list row pushes the row's value to the list's trailing edge")
  func spacerInListRow() {
    let host = ViewHost.testing(
      List {
        SpacedRow(name: "Name", value: "Ada")
        SpacedRow(name: "Role", value: "Dev")
      }, columns: 20, lines: 2)
    // Apple, `List`: "A container that presents rows of data arranged in a single column": each
    // row is proposed the list's whole width (160 points), and Apple, `Spacer`: "A flexible
    // space that expands along the major axis of its containing stack layout", so each value
    // ends at the list's trailing edge, column 20.
    #expect(host.text == "Name             Ada\nRole             Dev")
  }

  @Test("Rows, a section's header and its footer are stacked at the list's width")
  func rowFrames() {
    let frames = LayoutFrames()
    _ = ViewHost.testing(MeasuredList(frames: frames), columns: 20, lines: 6)
    // Apple, `List`: rows "arranged in a single column", one below the other, each as tall as
    // its line (22 points). The list has a selection, so every row is indented two columns
    // (16 points) for its mark, and a section's rows and footer two more (the text form's
    // indents, Docs/TextForm.md): each is proposed the width left, 160 − its indent.
    #expect(frames["pinned"] == "16,0 144×22")
    #expect(frames["header"] == "0,22 40×22")
    #expect(frames["Apple"] == "32,44 128×22")
    #expect(frames["Pear"] == "32,66 128×22")
    #expect(frames["footer"] == "16,88 64×22")
  }

  @Test("A list with a selection marks the selected row at its frame")
  func selectionMark() {
    let host = ViewHost.testing(
      MeasuredList(frames: LayoutFrames(), selection: "Pear"), columns: 20, lines: 6)
    // Apple, `List` with `selection:`: the selected row is highlighted; here by `> ` in the two
    // columns before the row (Docs/TextForm.md, "Lists and forms"), the row's value still at
    // the list's trailing edge.
    #expect(
      host.text == """
          Pinned
        Fruit
            Apple          5
          > Pear           4
          2 fruits
        """)
  }

  @Test("Labeled content in a form puts its value at the form's trailing edge")
  func labeledContentInForm() {
    let host = ViewHost.testing(
      Form {
        Section("Profile") {
          LabeledContent("Name", value: "Ada")
        }
      }, columns: 20, lines: 2)
    // Apple, `LabeledContent`: its layout "automatically adapts to its container, like a form";
    // in a form the label leads and the value trails the row, which is the form's width less
    // the section's indent (144 points): "Ada" ends at column 20.
    #expect(host.text == "Profile\n  Name:          Ada")
  }

  @Test("A list takes the whole screen, whatever its rows need")
  func listFillsScreen() {
    let host = ViewHost.testing(List { Text("One") }, columns: 20, lines: 4)
    // Apple, `List`: a scrolling container of rows, which takes the space it is offered (as
    // Apple's `ScrollView` does): 160 × 88 points, placed at the screen's origin.
    #expect(host.rootFrame == CGRect(x: 0, y: 0, width: 160, height: 88))
    #expect(host.text == "One")
  }

  @Test("A geometry reader in a list row reports the row's width")
  func readerInRow() {
    let host = ViewHost.testing(
      Form {
        Section("Size") {
          GeometryReader { proxy in Text("w\(Int(proxy.size.width))") }.frame(height: 22)
        }
      }, columns: 20, lines: 2)
    // Apple, `GeometryReader`: it takes the space offered, here the row's proposal: the form's
    // 160 points less the section's 16-point indent.
    #expect(host.text == "Size\n  w144")
  }

  @Test("A navigation stack proposes its content the screen less its bar")
  func navigationStackContent() {
    let frames = LayoutFrames()
    let host = ViewHost.testing(
      NavigationStack {
        List {
          SpacedRow(name: "Apple", value: "3").measured("row", in: frames)
        }
        .navigationTitle("Fruit")
      }, columns: 20, lines: 5)
    // Apple, `NavigationStack`: "A view that displays a root view"; its navigation bar takes
    // the top of the screen (here the title and a rule, 44 points), and the list the rest
    // (160 × 66 points), its row across the list's width.
    #expect(frames["row"] == "0,44 160×22")
    #expect(
      host.text == """
        Fruit
        ────────────────────
        Apple              3
        """)
  }

  @Test("A bordered row is its content's frame plus the border, drawn around it")
  func borderedRow() {
    let host = ViewHost.testing(SpacedRow(name: "a", value: "b").border(), columns: 10, lines: 3)
    // Apple, `border(_:width:)`: "Adds a border to this view"; here in a cell on each side
    // (Docs/Limitations.md), the row inside proposed the screen less those cells (64 points),
    // so the spacer pushes "b" to the border.
    #expect(host.text == "+--------+\n|a      b|\n+--------+")
  }

  @Test("The form of Docs/TextForm.md spreads its rows to its width with a screen size")
  func documentedForm() {
    let form = Form {
      Section("Profile") {
        LabeledContent("Name", value: "Ada")
        SpacedRow(name: "Role", value: "Dev")
      }
    }
    // Without a screen size each row is as wide as its content (Docs/TextForm.md, "Proposals").
    #expect(ViewHost.testing(form).text == "Profile\n  Name: Ada\n  Role   Dev")
    // Apple, `Form`: "A container for grouping controls used for data entry"; its rows, like a
    // list's, are proposed its width less the section's indent, and both values trail.
    #expect(
      ViewHost.testing(form, columns: 20, lines: 3).text
        == "Profile\n  Name:          Ada\n  Role           Dev")
  }

  @Test("Without a screen size a list row is laid out by content, as before")
  func noScreenSize() {
    let host = ViewHost.testing(List { SpacedRow(name: "Name", value: "Ada") })
    // No proposal (Docs/TextForm.md, "Proposals"): the spacer keeps its minimum length.
    #expect(host.text == "Name   Ada")
  }
}
