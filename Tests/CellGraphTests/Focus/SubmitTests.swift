import Testing

@testable import CellGraph
@testable import CellGraphCore

private enum Field: Hashable {
  case name, email
}

@MainActor
private final class Log {
  var entries: [String] = []
}

private struct Chain: View {
  let log: Log
  @FocusStateCell var focus: Field?
  @StateCell var name = ""
  @StateCell var email = ""
  @StateCell var tags = ""

  var body: some View {
    VStack {
      VStack {
        TextField("Name", text: $name).focused($focus, equals: .name)
          .submitLabel(.next)
        TextField("Email", text: $email).focused($focus, equals: .email)
          .submitLabel(.done)
      }
      .onSubmit { log.entries.append("inner") }
      .onSubmit(of: .search) { log.entries.append("search only") }
      TextField("Tags", text: $tags).submitScope()
    }
    .onSubmit {
      log.entries.append("outer")
      focus = focus == .name ? .email : nil
    }
    .onAppear { focus = .name }
  }
}

@MainActor
@Suite struct SubmitTests {
  @Test("Focus set in onAppear lands on the field once it is in the tree")
  func focusOnAppear() {
    let host = ViewHost(Chain(log: Log()))
    #expect(host.text.contains("Name: [|] (next)"))
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test("Submitting runs every enclosing .text onSubmit action, innermost first")
  func innermostFirst() throws {
    let log = Log()
    let host = ViewHost(Chain(log: log))
    try host.submit("Name")
    #expect(log.entries == ["inner", "outer"])
  }

  @Test("Submit moves focus to the next field, which shows its submit label")
  func submitMovesFocus() throws {
    let host = ViewHost(Chain(log: Log()))
    try host.type("Ada", into: "Name")
    try host.submit("Name")
    #expect(
      host.text == """
        Name: [Ada]
        Email: [|] (done)
        Tags: []
        """)
    try host.submit("Email")
    #expect(!host.text.contains("|"), "the last field's submit clears focus")
  }

  @Test("A submitScope keeps the actions above it from running")
  func scope() throws {
    let log = Log()
    let host = ViewHost(Chain(log: log))
    try host.submit("Tags")
    #expect(log.entries.isEmpty)
  }

  @Test("Submit on a disabled field throws and runs nothing")
  func disabled() throws {
    let log = Log()
    struct Locked: View {
      let log: Log
      @StateCell var text = ""
      var body: some View {
        TextField("Code", text: $text).disabled(true).onSubmit { log.entries.append("ran") }
      }
    }
    let host = ViewHost(Locked(log: log))
    #expect(throws: InteractionError.self) { try host.submit("Code") }
    #expect(log.entries.isEmpty)
  }

  @Test("Submitting a field no one labelled lists the focusable fields")
  func notFound() throws {
    let host = ViewHost(Chain(log: Log()))
    do {
      try host.submit("Nmae")
      Issue.record("no field is labelled Nmae")
    } catch let error as InteractionError {
      #expect(error.reason == .notFound)
      #expect(error.description.contains("\"Name\""))
    }
  }
}
