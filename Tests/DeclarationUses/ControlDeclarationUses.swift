import CellGraphSwiftUI
import CellGraphTesting
import Foundation
import Testing

// Each control called as Apple's reference pages show it (labels, defaults, label views), so a
// declaration that differs from SwiftUI's is a compile error here.

private enum Flavor: String, CaseIterable, Identifiable {
  case chocolate, vanilla
  var id: Self { self }
}

/// Builds every control from bindings, isolated to no actor: SwiftUI's control initializers are
/// `nonisolated`, so this compiles in the Swift 6 mode only if ours are too.
private struct ControlForm {
  let name: Binding<String>
  let isOn: Binding<Bool>
  let flavor: Binding<Flavor>
  let count: Binding<Int>
  let level: Binding<Double>
  let date: Binding<Date>
  let expanded: Binding<Bool>
  let secret: Binding<String>
  let notes: Binding<String>
  let amount: Binding<Int>
  let countValue: Int
  let dateValue: Date
  let levelValue: Double

  func make() -> some View {
    Form {
      // Apple, "Button": init(_ titleKey: LocalizedStringKey, action:), init(action:label:),
      // init(_:role:action:), init(_:systemImage:action:), init(role:action:label:).
      Button("Sign In") { count.wrappedValue += 1 }
      Button(action: { count.wrappedValue += 1 }) { Text("Label view") }
      Button("Delete", role: .destructive) { count.wrappedValue -= 1 }
      Button("Add", systemImage: "plus") { count.wrappedValue += 1 }
      Button(role: .cancel) {
        count.wrappedValue = 0
      } label: {
        Label("Reset", systemImage: "xmark")
      }
      // Apple, "Toggle": init(_:isOn:), init(isOn:label:), init(_:systemImage:isOn:).
      Toggle("Vibrate on Ring", isOn: isOn)
      Toggle(isOn: isOn) { Text("Label view") }
      Toggle("Wi-Fi", systemImage: "wifi", isOn: isOn)
      // Apple, "TextField": init(_:text:), init(_:text:prompt:), init(_:text:axis:),
      // init(_:value:format:), SecureField(_:text:), TextEditor(text:).
      TextField("User name", text: name)
      TextField("User name", text: name, prompt: Text("Required"))
      TextField("Notes", text: notes, axis: .vertical)
      TextField("Amount", value: amount, format: .number)
      // Apple, "TextField": init(text:prompt:label:), init(text:prompt:axis:label:),
      // init(value:format:prompt:label:), init(value:formatter:prompt:label:).
      TextField(text: name, prompt: Text("Required")) { Text("User name") }
      TextField(text: notes, axis: .vertical) { Text("Notes") }
      TextField(value: amount, format: .number, prompt: Text("0")) { Text("Amount") }
      TextField(value: amount, formatter: NumberFormatter()) { Text("Amount") }
      // Apple, "SecureField": init(_:text:prompt:), init(text:prompt:label:).
      SecureField("Password", text: secret)
      SecureField("Password", text: secret, prompt: Text("Required"))
      SecureField(text: secret, prompt: Text("Required")) { Text("Password") }
      TextEditor(text: notes)
      // Apple, "Picker": init(_:selection:content:), init(selection:content:label:).
      Picker("Flavor", selection: flavor) {
        ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue.capitalized) }
      }
      Picker(selection: flavor) {
        Text("Chocolate").tag(Flavor.chocolate)
        Text("Vanilla").tag(Flavor.vanilla)
      } label: {
        Text("Label view")
      }
      // Apple, "Stepper": init(_:value:in:step:onEditingChanged:), init(_:onIncrement:onDecrement:
      // onEditingChanged:), init(value:in:step:label:onEditingChanged:).
      Stepper("Count: \(countValue)", value: count, in: 0...10)
      Stepper("Count", value: count, in: 0...10, step: 2) { editing in _ = editing }
      Stepper(
        "Tap", onIncrement: { count.wrappedValue += 1 }, onDecrement: { count.wrappedValue -= 1 })
      Stepper(value: count, in: 0...10) { Text("Label view") }
      // Apple, "Stepper": init(_:value:step:format:onEditingChanged:), init(_:value:in:step:
      // format:onEditingChanged:), init(value:step:format:label:onEditingChanged:),
      // init(value:in:step:format:label:onEditingChanged:).
      Stepper("Level", value: level, step: 0.1, format: .number)
      Stepper("Level", value: level, in: 0...1, step: 0.1, format: .percent)
      Stepper(value: level, step: 0.1, format: .number) { Text("Level") }
      Stepper(value: level, in: 0...1, format: .number) {
        Text("Level")
      } onEditingChanged: { _ in
      }
      // Apple, "Slider": init(value:in:step:onEditingChanged:), init(value:in:label:
      // minimumValueLabel:maximumValueLabel:onEditingChanged:).
      Slider(value: level, in: 0...1, step: 0.1) { editing in _ = editing }
      Slider(value: level) { Text("Level") }
      Slider(value: level, in: 0...1) {
        Text("Level")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("1")
      }
      // Apple, "DatePicker": init(_:selection:displayedComponents:), init(_:selection:in:
      // displayedComponents:).
      DatePicker("Start", selection: date, displayedComponents: [.date])
      DatePicker("Start", selection: date, in: dateValue..., displayedComponents: .hourAndMinute)
      // Apple, "DisclosureGroup": init(_:isExpanded:content:), init(_:content:),
      // init(isExpanded:content:label:).
      DisclosureGroup("More", isExpanded: expanded) { Text("Hidden") }
      DisclosureGroup("Closed") { Text("Hidden") }
      DisclosureGroup(isExpanded: expanded) {
        Text("Hidden")
      } label: {
        Text("Label view")
      }
      // Apple, "ProgressView": init(), init(_:), init(value:total:), init(_:value:total:),
      // init(value:total:label:currentValueLabel:).
      ProgressView()
      ProgressView("Loading")
      ProgressView(value: levelValue)
      ProgressView("Copying", value: 3, total: 10)
      ProgressView(value: levelValue, total: 1) {
        Text("Label view")
      } currentValueLabel: {
        Text("50%")
      }
      // Apple, "ProgressView": init(timerInterval:countsDown:), init(timerInterval:countsDown:
      // label:), init(timerInterval:countsDown:label:currentValueLabel:), init(_: Progress).
      ProgressView(timerInterval: dateValue...dateValue.addingTimeInterval(60))
      ProgressView(timerInterval: dateValue...dateValue.addingTimeInterval(60), countsDown: false) {
        Text("Workout")
      }
      ProgressView(timerInterval: dateValue...dateValue.addingTimeInterval(60)) {
        Text("Workout")
      } currentValueLabel: {
        Text("left")
      }
      ProgressView(Progress(totalUnitCount: 10))
      // Apple, "Gauge": init(value:in:label:), init(value:in:label:currentValueLabel:),
      // init(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:).
      Gauge(value: levelValue) { Text("Level") }
      Gauge(value: levelValue, in: 0...1) {
        Text("Level")
      } currentValueLabel: {
        Text("50%")
      }
      Gauge(value: levelValue, in: 0...1) {
        Text("Level")
      } currentValueLabel: {
        Text("50%")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("1")
      }
      .gaugeStyle(.accessoryCircularCapacity)
      // Apple, "Text/init(_:)" with an Image, for concatenation.
      Text(Image(systemName: "star")) + Text(" 4.5")
      // Apple, "Link": init(_:destination:), init(destination:label:).
      Link("Site", destination: URL(string: "https://example.com")!)
      Link(destination: URL(string: "https://example.com")!) { Text("Label view") }
      // Apple, "Menu": init(_:content:), init(content:label:), init(_:content:primaryAction:).
      Menu("Actions") { Button("Copy") {} }
      Menu {
        Button("Copy") {}
      } label: {
        Label("Edit", systemImage: "pencil")
      }
      Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") {} }
      Menu("Add") {
        Button("Photo") {}
      } primaryAction: {
        // SwiftUI's `primaryAction` is a plain closure: made here, outside the main actor, it
        // cannot write this library's main-actor `Binding` (Limitations.md, "API shape"); Menu's
        // primary action is driven in MenuTests.
      }
      // Apple, "LabeledContent": init(_:value:), init(_:value:format:), init(_:content:),
      // init(content:label:).
      LabeledContent("Version", value: "1.2")
      LabeledContent("Amount", value: 3.5, format: .number)
      LabeledContent("Custom") { Text("Value") }
      LabeledContent {
        Text("Value")
      } label: {
        Text("Label view")
      }
      // Apple, "ControlGroup": init(content:), init(_:content:), init(content:label:).
      ControlGroup {
        Button("A") {}
        Button("B") {}
      }
      ControlGroup("Group") { Button("C") {} }
      // Apple, "Label": init(_:systemImage:), init(_:image:), init(title:icon:).
      Label("Inbox", systemImage: "tray")
      Label("Photo", image: "photo")
      Label {
        Text("Title")
      } icon: {
        Image(systemName: "star")
      }
      // Apple, "GroupBox": init(content:), init(_:content:), init(content:label:).
      GroupBox { Text("Inside") }
      GroupBox("Titled") { Text("Inside") }
      GroupBox {
        Text("Inside")
      } label: {
        Text("Label view")
      }
    }
  }
}

private struct Controls: View {
  @State private var name = ""
  @State private var isOn = false
  @State private var flavor = Flavor.chocolate
  @State private var count = 0
  @State private var level = 0.5
  @State private var date = Date(timeIntervalSinceReferenceDate: 0)
  @State private var expanded = false
  @State private var secret = ""
  @State private var notes = ""
  @State private var amount = 12

  var body: some View {
    ControlForm(
      name: $name, isOn: $isOn, flavor: $flavor, count: $count, level: $level, date: $date,
      expanded: $expanded, secret: $secret, notes: $notes, amount: $amount, countValue: count,
      dateValue: date, levelValue: level
    ).make()
  }
}

@MainActor
@Suite struct ControlDeclarationUses {
  // Apple, "Toggle": a toggle shows its label and its state; "Button": a tap runs its action.
  @Test("Controls declared as Apple's reference shows them render and respond")
  func controlsRenderAndRespond() throws {
    let host = ViewHost.testing(Controls())
    #expect(host.text.contains("Vibrate on Ring"))
    try host.tap("Sign In")
    #expect(host.text.contains("Count: 1"))
  }
}
