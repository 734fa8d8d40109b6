import CellGraphTesting
import Observation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct SectionKey: FocusedValueKey {
  typealias Value = String
}

private struct DraftKey: FocusedValueKey {
  typealias Value = BindingCell<String>
}

extension FocusedValues {
  fileprivate var section: String? {
    get { self[SectionKey.self] }
    set { self[SectionKey.self] = newValue }
  }

  fileprivate var draft: BindingCell<String>? {
    get { self[DraftKey.self] }
    set { self[DraftKey.self] = newValue }
  }
}

private struct SectionLabel: View {
  @FocusedValueCell(\.section) var section
  var body: some View { Text("section: \(section ?? "none")") }
}

/// An inner publisher inside an outer one, and a scene value for the whole window.
private struct Nested: View {
  @StateCell var inner = ""
  @StateCell var outer = ""
  @StateCell var plain = ""
  @StateCell var publishesInner = true

  var body: some View {
    VStack {
      VStack {
        TextField("Inner", text: $inner)
          .focusedValue(\.section, publishesInner ? "inner" : nil)
        TextField("Outer", text: $outer)
      }
      .focusedValue(\.section, "outer")
      TextField("Plain", text: $plain)
      Button("Stop inner") { publishesInner = false }
      SectionLabel()
    }
  }
}

private struct SceneWide: View {
  @StateCell var field = ""
  @StateCell var other = ""

  var body: some View {
    VStack {
      TextField("Field", text: $field).focusedValue(\.section, "field")
      TextField("Other", text: $other)
      SectionLabel()
    }
    .focusedSceneValue(\.section, "window")
  }
}

/// The publisher of a binding: its `@StateCell` is the source of truth.
private struct DraftEditor: View {
  @StateCell var text = "first draft"
  var body: some View {
    TextField("Draft", text: $text).focusedValue(\.draft, $text)
  }
}

private struct ClearButton: View {
  @FocusedBindingCell(\.draft) var draft
  var body: some View {
    VStack {
      Text("draft: \(draft ?? "none")")
      Button("Clear") { draft = "" }
    }
  }
}

private struct Drafts: View {
  @StateCell var other = ""
  var body: some View {
    VStack {
      DraftEditor()
      TextField("Other", text: $other)
      ClearButton()
    }
  }
}

@MainActor
@Suite struct FocusedValueScopeTests {
  // https://developer.apple.com/documentation/swiftui/focusedvalue — "If multiple views publish
  // values using the same key, the wrapped property will reflect the value from the view closest
  // to focus."
  @Test("The publisher nearest the focused view wins; an outer one is seen where the inner is not")
  func nearestWins() throws {
    let host = ViewHost.testing(Nested())
    try host.focus("Inner")
    #expect(host.text.contains("section: inner"))
    try host.focus("Outer")
    #expect(host.text.contains("section: outer"))
    try host.focus("Plain")
    #expect(host.text.contains("section: none"))
  }

  // https://developer.apple.com/documentation/swiftui/view/focusedvalue(_:_:)-odf9 — value: "The
  // focus value to export, or nil if no value is currently available."
  @Test("An inner publisher passing nil lets the outer value through")
  func nilPublishesNothing() throws {
    let host = ViewHost.testing(Nested())
    try host.focus("Inner")
    host.flush()
    try host.expectBodies(.view(Nested.self), .view(SectionLabel.self)) {
      try host.tap("Stop inner")
    }
    #expect(host.text.contains("section: outer"))
  }

  // https://developer.apple.com/documentation/swiftui/view/focusedscenevalue(_:_:)-5iugx — "Use
  // this method instead of View/focusedValue(_:_:) for values that must be visible regardless of
  // where focus is located in the active scene."
  @Test("A scene value is visible with nothing focused and wherever focus is")
  func sceneValue() throws {
    let host = ViewHost.testing(SceneWide())
    #expect(host.text.contains("section: window"))
    try host.focus("Other")
    #expect(host.text.contains("section: window"))
    // A value on the focused path is nearer to focus than the scene's.
    try host.focus("Field")
    #expect(host.text.contains("section: field"))
    try host.expectBodies(.view(SectionLabel.self)) {
      try host.focus("Other")
    }
    #expect(host.text.contains("section: window"))
  }

  // https://developer.apple.com/documentation/swiftui/focusedbinding — "A convenience property
  // wrapper for observing and automatically unwrapping state bindings from the focused view or
  // one of its ancestors."
  @Test("A write through @FocusedBinding changes the publisher's state")
  func bindingWritesThrough() throws {
    let host = ViewHost.testing(Drafts())
    #expect(host.text.contains("draft: none"))
    try host.focus("Draft")
    #expect(host.text.contains("draft: first draft"))
    try host.type("second", into: "Draft")
    #expect(host.text.contains("draft: second"), "the reader depends on the publisher's state")
    try host.tap("Clear")
    #expect(host.text.contains("Draft: [|]"), "the publisher's field shows its cleared state")
    #expect(
      !host.text.contains("draft: second") && !host.text.contains("draft: none"),
      "the reader shows the cleared text: \(host.text)")
  }

  // https://developer.apple.com/documentation/swiftui/focusedbinding/projectedvalue — "The
  // unwrapped value is nil when no focused view hierarchy has published a corresponding
  // binding."
  @Test("With the publisher out of focus, @FocusedBinding is nil and a write does nothing")
  func bindingOutOfFocus() throws {
    let host = ViewHost.testing(Drafts())
    try host.focus("Other")
    try host.tap("Clear")
    #expect(host.text.contains("draft: none"))
    #expect(host.text.contains("Draft: [first draft]"))
  }
}
