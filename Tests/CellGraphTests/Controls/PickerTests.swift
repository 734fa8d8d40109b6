import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

private enum PickFlavor: String, CaseIterable, Hashable, Identifiable {
  case vanilla, chocolate, mint
  var id: Self { self }
  var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// Passes `$flavor` down without reading it: only the picker and `FlavorReader` read it.
private struct FlavorScreen: View {
  @StateCell var flavor = PickFlavor.vanilla
  @StateCell var locked = false

  var body: some View {
    VStack {
      Picker("Flavor", selection: $flavor) {
        ForEach(PickFlavor.allCases, id: \.self) { Text($0.name).tag($0) }
      }
      .disabled(locked)
      .testID("flavor")
      FlavorReader(flavor: $flavor)
      StillOption()
      Button("Lock") { locked = true }
    }
  }
}

private struct FlavorReader: View {
  @BindingCell var flavor: PickFlavor
  var body: some View { Text("Chosen: \(flavor.name)") }
}

/// Counts how often it runs; stands beside the picker.
private struct StillOption: View {
  var body: some View { Text("(no flavor read here)") }
}

private struct OptionalScreen: View {
  @StateCell var flavor: PickFlavor? = nil

  var body: some View {
    Picker("Topping", selection: $flavor) {
      Text("None").tag(PickFlavor?.none)
      Section("Sweet") {
        Text("Chocolate").tag(PickFlavor.chocolate)
      }
      Section("Fresh") {
        Text("Mint").tag(PickFlavor.mint)
      }
    }
  }
}

private struct Counted: View {
  @StateCell var taps = 0
  var body: some View {
    Button("Taps \(taps)") { taps += 1 }
  }
}

private struct LabelledScreen: View {
  @StateCell var size = 1
  var body: some View {
    Picker(selection: $size) {
      Text("Small").tag(1)
      Text("Large").tag(2)
      Text("Wrong type").tag("2")
    } label: {
      Counted()
    }
  }
}

@MainActor
@Suite struct PickerTests: ViewsRendering {
  @Test("A picker shows its label and the chosen option's label")
  func textForm() {
    #expect(
      render(FlavorScreen()) == """
        Flavor: [Vanilla ▾]
        Chosen: Vanilla
        (no flavor read here)
        [Lock]
        """)
  }

  @Test("Choosing an option writes its tag to the selection and re-runs only the readers")
  func chooseWritesTheTag() throws {
    let host = ViewHost(FlavorScreen(), recordingEvaluations: true)
    _ = host.text
    host.resetEvaluations()
    try host.choose("Mint", in: "Flavor")
    host.flush()
    #expect(host.text.hasPrefix("Flavor: [Mint ▾]\nChosen: Mint"))
    #expect(host.evaluations(of: FlavorScreen.self) == 0, "the screen only passes $flavor down")
    #expect(host.evaluations(of: FlavorReader.self) == 1, "the reader read flavor")
    #expect(host.evaluations(of: StillOption.self) == 0, "a sibling that read nothing stays")
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test("An unknown option is refused with the list of options, and nothing is written")
  func unknownOption() throws {
    let host = ViewHost(FlavorScreen())
    do {
      try host.choose("Strawberry", in: "Flavor")
      Issue.record("a picker must refuse an option it does not offer")
    } catch let error as InteractionError {
      guard case .rejected(let message) = error.reason else {
        Issue.record("expected .rejected, got \(error.reason)")
        return
      }
      #expect(message.contains("\"Vanilla\", \"Chocolate\", \"Mint\""), "\(message)")
    }
    #expect(host.text.hasPrefix("Flavor: [Vanilla ▾]"))
  }

  @Test("A disabled picker refuses to choose")
  func disabled() throws {
    let host = ViewHost(FlavorScreen())
    try host.tap("Lock")
    #expect(host.text.hasPrefix("Flavor: [Vanilla ▾] (disabled)"))
    #expect {
      try host.choose("Mint", in: "Flavor")
    } throws: { ($0 as? InteractionError)?.reason == .disabled }
    #expect(host.text.hasPrefix("Flavor: [Vanilla ▾] (disabled)"))
  }

  @Test("A found picker chooses as the host does")
  func foundPicker() throws {
    let host = ViewHost(FlavorScreen())
    try host.find(testID: "flavor").choose("Chocolate")
    #expect(host.text.hasPrefix("Flavor: [Chocolate ▾]"))
  }

  @Test("An optional selection matches tags of its wrapped type; nil shows nothing chosen")
  func optionalSelection() throws {
    let host = ViewHost(OptionalScreen())
    #expect(host.text == "Topping: [None ▾]", "a nil tag stands for nil")
    try host.choose("Mint", in: "Topping")
    #expect(host.text == "Topping: [Mint ▾]", "options inside sections are options")
    try host.choose("None", in: "Topping")
    #expect(host.text == "Topping: [None ▾]")
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test("A nil selection without a nil option shows nothing chosen and is not a misuse")
  func nilWithoutOption() {
    struct Screen: View {
      @StateCell var flavor: PickFlavor?
      var body: some View {
        Picker("Flavor", selection: $flavor) {
          ForEach(PickFlavor.allCases) { Text($0.name).tag($0) }
        }
      }
    }
    #expect(render(Screen()) == "Flavor: [ ▾]")
  }

  @Test("A selection that matches no tag is diagnosed and left as it is")
  func invalidSelection() throws {
    struct Screen: View {
      @StateCell var size = 7
      var body: some View {
        VStack {
          Picker("Size", selection: $size) {
            Text("Small").tag(1)
            Text("Large").tag(2)
          }
          Text("size \(size)")
        }
      }
    }
    let host = ViewHost(Screen())
    #expect(host.text == "Size: [ ▾]\nsize 7", "nothing chosen, the selection untouched")
    let diagnostic = try #require(host.diagnostics.first)
    #expect(diagnostic.kind == .invalidSelection)
    #expect(
      diagnostic.message.contains(
        "the selection 7 is invalid and does not have an associated tag (options: \"Small\", \"Large\")"
      ), "\(diagnostic.message)")
    try host.choose("Large", in: "Size")
    #expect(host.text == "Size: [Large ▾]\nsize 2")
  }

  @Test("An option tagged with another type than the selection's is refused")
  func wrongTagType() throws {
    let host = ViewHost(LabelledScreen())
    #expect(host.text == "[Taps 0]: [Small ▾]")
    #expect {
      try host.choose("Wrong type", in: "[Taps 0]")
    } throws: { error in
      guard case .rejected(let message) = (error as? InteractionError)?.reason else { return false }
      return message.contains("tagged with a String, which is not a Int")
    }
    #expect(host.text == "[Taps 0]: [Small ▾]")
  }

  @Test("A label view keeps its state while the selection changes")
  func labelStateKept() throws {
    let host = ViewHost(LabelledScreen())
    try host.tap("Taps 0")
    try host.choose("Large", in: "[Taps 1]")
    #expect(host.text == "[Taps 1]: [Large ▾]")
  }

  @Test("An option whose label changes re-renders the picker")
  func optionLabelChanges() throws {
    struct Screen: View {
      @StateCell var size = 1
      @StateCell var unit = "cm"
      var body: some View {
        VStack {
          Picker("Size", selection: $size) {
            Text("10 \(unit)").tag(1)
          }
          Button("Inches") { unit = "in" }
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Inches")
    #expect(host.text == "Size: [10 in ▾]\n[Inches]")
  }
}

@MainActor
@Suite struct PickerImplicitTagTests: ViewsRendering {
  @Test("ForEach rows without a tag are tagged with their id; explicit tags win")
  func implicitTags() throws {
    struct Screen: View {
      @StateCell var flavor = PickFlavor.mint
      @StateCell var size: Int? = 2
      var body: some View {
        VStack {
          Picker("Flavor", selection: $flavor) {
            ForEach(PickFlavor.allCases) { Text($0.name) }
          }
          Picker("Size", selection: $size) {
            ForEach(1..<4) { Text("Size \($0)").tag($0 * 10) }
          }
        }
      }
    }
    let host = ViewHost(Screen())
    #expect(host.text == "Flavor: [Mint ▾]\nSize: [ ▾]", "size 2 matches no explicit tag")
    #expect(host.diagnostics.map(\.kind) == [.invalidSelection])
    try host.choose("Chocolate", in: "Flavor")
    try host.choose("Size 3", in: "Size")
    #expect(host.text == "Flavor: [Chocolate ▾]\nSize: [Size 3 ▾]")
  }
}
