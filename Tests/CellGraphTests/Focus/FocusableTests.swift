import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

private enum Card: Hashable {
  case inbox, archive
}

/// A view inside a focusable view, showing whether it has focus.
private struct CardFace: View {
  let title: String
  @EnvironmentCell(\.isFocused) var isFocused
  var body: some View { Text(isFocused ? "> \(title)" : "  \(title)") }
}

private struct Cards: View {
  @FocusStateCell var focused: Card?
  @StateCell var archiveFocusable = true

  var body: some View {
    VStack {
      CardFace(title: "Inbox").focusable().focused($focused, equals: .inbox)
      CardFace(title: "Archive")
        .focusable(archiveFocusable, interactions: .activate)
        .focused($focused, equals: .archive)
      Text("focused: \(focused.map { "\($0)" } ?? "none")")
      Button("Focus archive") { focused = .archive }
      Button("Lock archive") { archiveFocusable = false }
    }
    .focusSection()
  }
}

private enum Field: Hashable {
  case email, password
}

private struct SignIn: View {
  @FocusStateCell var field: Field?
  @StateCell var email = ""
  @StateCell var password = ""

  var body: some View {
    VStack {
      TextField("Email", text: $email).focused($field, equals: .email)
      TextField("Password", text: $password).focused($field, equals: .password)
    }
    .defaultFocus($field, .password)
  }
}

private struct Gate: View {
  @StateCell var showsForm = false
  var body: some View {
    VStack {
      Button("Sign in") { showsForm = true }
      if showsForm { SignIn() }
    }
  }
}

@MainActor
@Suite struct FocusableTests {
  // https://developer.apple.com/documentation/swiftui/view/focusable(_:) — "Specifies if the view
  // is focusable"; EnvironmentValues.isFocused: whether the nearest focusable ancestor has focus.
  @Test("A focus interaction focuses a .focusable() view, and \\.isFocused is true inside it")
  func focusableView() throws {
    let host = ViewHost.testing(Cards())
    #expect(host.text.contains("  Inbox"))
    try host.expectBodies(.view(Cards.self), .view(CardFace.self)) {
      try host.focus("Inbox")
    }
    #expect(host.text.contains("> Inbox"))
    #expect(host.text.contains("focused: inbox"), "the .focused state follows the focus")
    // Only the faces whose focus changed re-run, and the owner of the focus state it wrote.
    try host.expectBodies(.view(Cards.self), .view(CardFace.self, times: 2)) {
      try host.focus("Archive")
    }
    #expect(host.text.contains("  Inbox"))
    #expect(host.text.contains("> Archive"))
  }

  // https://developer.apple.com/documentation/swiftui/view/focused(_:equals:) — setting the focus
  // state programmatically moves focus to the view bound to the value.
  @Test("Writing a focus state focuses the .focusable() view bound to it")
  func focusStateMovesToFocusable() throws {
    let host = ViewHost.testing(Cards())
    try host.tap("Focus archive")
    #expect(host.text.contains("> Archive"))
  }

  // https://developer.apple.com/documentation/swiftui/view/focusable(_:interactions:) —
  // isFocusable: "true if the view should participate in focus; false otherwise."
  @Test("A view made unfocusable gives focus up and cannot take it")
  func unfocusable() throws {
    let host = ViewHost.testing(Cards())
    try host.focus("Archive")
    try host.tap("Lock archive")
    #expect(host.text.contains("  Archive"))
    #expect(host.text.contains("focused: none"))
    #expect(throws: InteractionError.self) { try host.focus("Archive") }
  }

  // https://developer.apple.com/documentation/swiftui/view/defaultfocus(_:_:priority:) — the
  // default focus is "the view that receives focus by default for a given focus scope"; it
  // applies when the scope appears.
  @Test("defaultFocus focuses its field when the scope appears")
  func defaultFocus() throws {
    let host = ViewHost.testing(SignIn())
    #expect(host.text.contains("Password: [|]"))
    #expect(host.text.contains("Email: []"))
  }

  @Test("defaultFocus applies to a scope inserted later, in the flush that shows it")
  func defaultFocusOnInsertion() throws {
    let host = ViewHost.testing(Gate())
    try host.tap("Sign in")
    #expect(host.text.contains("Password: [|]"))
  }
}
