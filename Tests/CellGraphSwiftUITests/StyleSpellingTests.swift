import CellGraphSwiftUI
import Testing

// Every built-in style of issue 18's controls, spelled as in SwiftUI: each line must compile.

private struct Styled: View {
  var body: some View {
    VStack {
      Text("buttons").buttonStyle(.automatic).buttonStyle(.bordered)
        .buttonStyle(.borderedProminent).buttonStyle(.borderless).buttonStyle(.plain)
      Text("toggles").toggleStyle(.automatic).toggleStyle(.switch).toggleStyle(.button)
        .toggleStyle(.checkbox)
      Text("pickers").pickerStyle(.automatic).pickerStyle(.segmented).pickerStyle(.menu)
        .pickerStyle(.wheel).pickerStyle(.inline).pickerStyle(.navigationLink)
        .pickerStyle(.palette).pickerStyle(.radioGroup)
      Text("lists").listStyle(.automatic).listStyle(.plain).listStyle(.grouped)
        .listStyle(.insetGrouped).listStyle(.inset).listStyle(.sidebar).listStyle(.bordered)
      Text("fields").textFieldStyle(.automatic).textFieldStyle(.plain)
        .textFieldStyle(.roundedBorder).textFieldStyle(.squareBorder)
      Text("labels").labelStyle(.automatic).labelStyle(.titleOnly).labelStyle(.iconOnly)
        .labelStyle(.titleAndIcon)
      Text("progress").progressViewStyle(.automatic).progressViewStyle(.linear)
        .progressViewStyle(.circular)
      Text("dates").datePickerStyle(.automatic).datePickerStyle(.compact)
        .datePickerStyle(.graphical).datePickerStyle(.wheel).datePickerStyle(.field)
        .datePickerStyle(.stepperField)
      Text("menus").menuStyle(.automatic).menuStyle(.button).menuStyle(.borderlessButton)
      Text("boxes").groupBoxStyle(.automatic)
      Text("forms").formStyle(.automatic).formStyle(.grouped).formStyle(.columns)
      Text("groups").controlGroupStyle(.automatic).controlGroupStyle(.navigation)
        .controlGroupStyle(.menu).controlGroupStyle(.compactMenu).controlGroupStyle(.palette)
      Text("disclosures").disclosureGroupStyle(.automatic)
    }
  }
}

/// Reads the font the nearest `.font` provides, from inside an overlay.
private struct FontName: View {
  @Environment(\.font) private var font
  var body: some View { Text(font == .headline ? "H" : "-") }
}

@MainActor
@Suite struct StyleSpellingTests {
  @Test("Every built-in style compiles as SwiftUI spells it and leaves the text as it is")
  func builtInStyles() {
    let host = ViewHost(Styled())
    #expect(
      host.text == """
        buttons
        toggles
        pickers
        lists
        fields
        labels
        progress
        dates
        menus
        boxes
        forms
        groups
        disclosures
        """)
  }

  @Test("Overlay content reads the environment of the view it is applied to")
  func overlayEnvironment() {
    let host = ViewHost(
      VStack {
        Text("a").overlay(alignment: .leading) { FontName() }.font(.headline)
        Text("b").font(.headline).overlay(alignment: .leading) { FontName() }
      })
    #expect(host.text == "H\n-")
  }
}
