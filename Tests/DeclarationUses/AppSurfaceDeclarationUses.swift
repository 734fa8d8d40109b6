import CellGraphSwiftUI
import CellGraphTesting
import Foundation
import Testing

// The surface ordinary apps use on every screen (issue 32): formatted text and input, platform
// modifiers, accessibility, search focus and the labelled control group, each called as Apple's
// reference page shows it, so a declaration that differs from SwiftUI's is a compile error here.

private enum Field: Hashable { case search, amount }

/// Builds the views isolated to no actor: the initializers and modifiers are `nonisolated` in
/// SwiftUI, so this compiles in the Swift 6 mode only if ours are too.
private struct Surface {
  let amount: Binding<Double>
  let count: Binding<Int>
  let note: Binding<String>
  let isOn: Binding<Bool>
  let query: Binding<String>
  let searchFocus: FocusState<Field?>.Binding
  let isSearchFocused: FocusState<Bool>.Binding
  let total: Double
  let countValue: Int
  let when: Date

  func formatted() -> some View {
    VStack {
      // Apple, "Text": init(_:format:), init(_:formatter:), init(_:style:),
      // init(timerInterval:pauseTime:countsDown:showsHours:), init(verbatim:).
      Text(total, format: .number.precision(.fractionLength(2)))
      Text(0.25, format: .percent)
      Text(total, format: .currency(code: "USD"))
      Text(when, format: .dateTime.year())
      Text(["a", "b"], format: .list(type: .and))
      Text(Int64(2048), format: .byteCount(style: .file))
      Text(Duration.seconds(90), format: .time(pattern: .minuteSecond))
      Text(NSNumber(value: 3), formatter: NumberFormatter())
      Text(when, style: .date)
      Text(when...when.addingTimeInterval(60))
      Text(timerInterval: when...when.addingTimeInterval(60), countsDown: true)
      Text(verbatim: "**not bold**")
      // Apple, "LocalizedStringKey.StringInterpolation": appendInterpolation(_:format:),
      // appendInterpolation(_:specifier:).
      Text("Total: \(total, format: .currency(code: "USD"))")
      Text("Rate \(total, specifier: "%.1f")") + Text(" each")
      Text(AttributedString("Attributed"))
      // Apple, "TextField": init(_:value:format:prompt:), init(_:value:formatter:prompt:).
      TextField("Amount", value: amount, format: .number, prompt: Text("0"))
        .keyboardType(.decimalPad)
      TextField("Count", value: count, formatter: NumberFormatter())
      // Apple, "keyboardType(_:)", "textInputAutocapitalization(_:)",
      // "autocorrectionDisabled(_:)", "textContentType(_:)".
      TextField("Email", text: note)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .textContentType(.emailAddress)
    }
  }

  func platform() -> some View {
    List {
      // Apple, "listRowBackground(_:)", "listRowSeparator(_:edges:)", "listRowInsets(_:)",
      // "listSectionSeparator(_:edges:)", "badge(_:)", "help(_:)".
      Section {
        Text("Row").listRowBackground(Color.clear).listRowSeparator(.hidden)
          .listRowInsets(EdgeInsets()).badge(3).help("A row")
        Text("New").badge("New").listRowSeparator(.hidden, edges: .bottom)
      }
      .listSectionSeparator(.hidden)
      // Apple, "Button": init(_:systemImage:action:), init(_:image:action:); "Toggle":
      // init(_:systemImage:isOn:), init(_:image:isOn:); "Label": init(_:image:) with a resource.
      Button("Add", systemImage: "plus") { count.wrappedValue += 1 }
      Button("Logo", image: ImageResource(name: "logo", bundle: .main)) {}
      Toggle("Wi-Fi", systemImage: "wifi", isOn: isOn)
      Toggle("Logo", image: ImageResource(name: "logo", bundle: .main), isOn: isOn)
      Label("Logo", image: ImageResource(name: "logo", bundle: .main))
      // Apple, "Image": init(_:bundle:), init(decorative:bundle:), init(systemName:variableValue:).
      Image("photo", bundle: nil)
      Image(decorative: "photo", bundle: nil)
      Image(systemName: "wifi", variableValue: 0.5)
        .symbolRenderingMode(.hierarchical).symbolVariant(.fill).imageScale(.large)
      // Apple, "textSelection(_:)", "privacySensitive(_:)", "redacted(reason:)",
      // "unredacted()", "dynamicTypeSize(_:)", "sensoryFeedback(_:trigger:)".
      Text("Account").textSelection(.enabled).privacySensitive()
      Text("Loading").redacted(reason: .placeholder)
      Text("Shown").unredacted().dynamicTypeSize(.large).dynamicTypeSize(...DynamicTypeSize.xxLarge)
        .sensoryFeedback(.success, trigger: countValue)
        .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: countValue)
        .sensoryFeedback(.selection, trigger: countValue) { old, new in new > old }
        .sensoryFeedback(trigger: countValue) { old, new in
          new > old ? .increase : .impact(flexibility: .soft)
        }
        .help(Text("Shown text")).badge(Text("New"))
    }
    // Apple, "listStyle(_:)", "scrollIndicators(_:axes:)", "scrollDismissesKeyboard(_:)",
    // "scrollContentBackground(_:)", "tint(_:)", "accentColor(_:)".
    .listStyle(.insetGrouped)
    .scrollIndicators(.hidden)
    .scrollDismissesKeyboard(.interactively)
    .scrollContentBackground(.hidden)
    .tint(.orange)
    .accentColor(.red)
    // Apple, "navigationBarTitleDisplayMode(_:)", "navigationBarBackButtonHidden(_:)",
    // "toolbarBackground(_:for:)", "toolbarColorScheme(_:for:)", "toolbar(_:for:)",
    // "statusBarHidden(_:)", "presentationDragIndicator(_:)", "interactiveDismissDisabled(_:)",
    // "preferredColorScheme(_:)".
    .navigationBarTitleDisplayMode(.inline)
    .navigationBarBackButtonHidden(true)
    .toolbarBackground(.visible, for: .navigationBar)
    .toolbarBackground(Color.blue, for: .navigationBar)
    .toolbarColorScheme(.dark, for: .navigationBar)
    .toolbar(.hidden, for: .tabBar)
    .statusBarHidden()
    .presentationDragIndicator(.visible)
    .interactiveDismissDisabled()
    .preferredColorScheme(.light)
  }

  func accessibility() -> some View {
    VStack {
      // Apple, "accessibilityLabel(_:)", "accessibilityValue(_:)", "accessibilityHint(_:)",
      // "accessibilityIdentifier(_:)", "accessibilityHidden(_:)",
      // "accessibilityAddTraits(_:)", "accessibilityRemoveTraits(_:)".
      Text("3").accessibilityLabel("Unread").accessibilityValue("3 messages")
        .accessibilityHint("Shows the inbox").accessibilityIdentifier("unread")
      Text("Title").accessibilityLabel(Text("Heading")).accessibilityValue(Text("Main"))
        .accessibilityHint(Text("The screen's title")).accessibilityAddTraits(.isHeader)
        .accessibilityRemoveTraits(.isImage)
      Text("debug").accessibilityHidden(true)
      // Apple, "accessibilityElement(children:)", "accessibilityAction(_:_:)",
      // "accessibilityAction(named:_:)" (a string and a Text), "accessibilityRepresentation
      // (representation:)".
      HStack {
        Text("Ada")
        Text("online")
      }
      .accessibilityElement(children: .combine)
      Text("Clear")
        .accessibilityAction { count.wrappedValue = 0 }
        .accessibilityAction(named: "Archive") { count.wrappedValue -= 1 }
        .accessibilityAction(named: Text("Pin")) { count.wrappedValue += 1 }
        .accessibilityAction(.escape) {}
      Text("On").accessibilityRepresentation { Toggle("Power", isOn: isOn) }
      // Apple, "searchFocused(_:)", "searchFocused(_:equals:)", "searchable(text:prompt:)".
      VStack { Text("Results") }
        .searchable(text: query, prompt: "Find")
        .searchFocused(isSearchFocused)
      VStack { Text("More results") }
        .searchable(text: note, prompt: "Find more")
        .searchFocused(searchFocus, equals: .search)
      // Apple, "focusable(_:onFocusChange:)".
      Text("Brush").focusable(true) { isFocused in isOn.wrappedValue = isFocused }
      Text("Eraser").focusable(onFocusChange: { _ in })
      // Apple, "ControlGroup": init(content:label:), init(_:systemImage:content:).
      ControlGroup {
        Button("Undo") {}
      } label: {
        Text("History")
      }
      ControlGroup("Size", systemImage: "textformat.size") { Button("Larger") {} }
    }
  }
}

private struct SurfaceScreen: View {
  @State private var amount = 12.5
  @State private var count = 0
  @State private var note = ""
  @State private var isOn = false
  @State private var query = ""
  @FocusState private var searchFocus: Field?
  @FocusState private var isSearchFocused: Bool
  // Apple, "ScaledMetric": init(wrappedValue:), init(wrappedValue:relativeTo:).
  @ScaledMetric private var size = 20.0
  @ScaledMetric(relativeTo: .body) private var spacing = 4.0
  /// A group held in Apple's spelling of a labelled group's type.
  private let titledGroup: ControlGroup<LabeledControlGroupContent<Button<Text>, Text>> =
    ControlGroup("Align") { Button("Left") {} }

  var body: some View {
    let surface = Surface(
      amount: $amount, count: $count, note: $note, isOn: $isOn, query: $query,
      searchFocus: $searchFocus, isSearchFocused: $isSearchFocused, total: amount,
      countValue: count, when: Date(timeIntervalSinceReferenceDate: 0))
    // Apple, "NavigationView", "navigationViewStyle(_:)".
    NavigationView {
      VStack {
        surface.formatted()
        surface.platform()
        surface.accessibility()
        titledGroup
        Text("size \(Int(size)) spacing \(Int(spacing))")
      }
    }
    .navigationViewStyle(.stack)
  }
}

@MainActor
@Suite struct AppSurfaceDeclarationUses {
  // Apple, "searchFocused(_:)": setting the state to true focuses the search field; "Button":
  // a tap runs its action; "ControlGroup": a labelled group shows its label.
  @Test("The everyday app surface, declared as Apple's reference shows it, renders and responds")
  func surfaceRendersAndResponds() throws {
    let host = ViewHost.testing(SurfaceScreen())
    #expect(host.text.contains("Align: [Left]"))
    #expect(host.text.contains("size 20 spacing 4"))
    try host.tap("(plus) Add")
    try host.search("tea", in: "Find")
    #expect(host.text.contains("Find: [tea|]"))
  }
}
