import Testing

@testable import CellGraph
@testable import CellGraphCore

private enum Field: Hashable {
  case search, title
}

private struct Editor: View {
  @FocusStateCell var focus: Field?
  @FocusStateCell var first: Bool
  @FocusStateCell var second: Bool
  @StateCell var showsTitle = false
  @StateCell var generation = 0
  @StateCell var text = ""

  var body: some View {
    VStack {
      if showsTitle {
        TextField("Title", text: $text).focused($focus, equals: .title).id(generation)
      }
      TextField("First", text: $text).focused($first)
      TextField("Second", text: $text).focused($second)
      Button("Add title") {
        showsTitle = true
        focus = .title
      }
      Button("Both") {
        first = true
        second = true
      }
      Button("Replace title") { generation += 1 }
      Text("focus: \(focus.map { "\($0)" } ?? "none") \(first) \(second)")
    }
  }
}

@MainActor
@Suite struct FocusEdgeTests {
  @Test("A field inserted by the same action that focuses it takes focus, with no diagnostic")
  func insertAndFocus() throws {
    let host = ViewHost(Editor())
    try host.tap("Add title")
    #expect(host.text.hasPrefix("Title: [|]"))
    #expect(host.text.contains("focus: title false false"))
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test("Two focus states set in one action: the field that appeared last gets focus")
  func twoRequests() throws {
    let host = ViewHost(Editor())
    try host.tap("Both")
    #expect(host.text.contains("First: []"))
    #expect(host.text.contains("Second: [|]"))
    #expect(host.text.contains("focus: none false true"))
  }

  @Test("A focused field replaced by a new identity bound to the same value keeps focus")
  func replacedIdentity() throws {
    let host = ViewHost(Editor())
    try host.tap("Add title")
    host.flush()
    try host.tap("Replace title")
    #expect(host.text.hasPrefix("Title: [|]"))
    #expect(host.text.contains("focus: title"))
  }

  @Test("Focus interactions are recorded as the host's interactions")
  func records() throws {
    let host = ViewHost(Editor(), recordingEvaluations: true)
    host.flush()
    host.resetEvaluations()
    try host.focus("First")
    host.flush()
    #expect(host.updateRecords.first?.triggers == [.interaction("focus \"First\"")])
  }
}
