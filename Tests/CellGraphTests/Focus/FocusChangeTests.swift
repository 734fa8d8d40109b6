import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Two views made focusable with the macOS form that reports focus changes.
private struct Easel: View {
  @StateCell var log: [String] = []
  @StateCell var brushFocusable = true

  var body: some View {
    VStack {
      Text("Brush")
        .focusable(brushFocusable) { isFocused in log.append("brush \(isFocused)") }
      Text("Eraser")
        .focusable(onFocusChange: { isFocused in log.append("eraser \(isFocused)") })
      Text("log: \(log.joined(separator: ", "))")
      Button("Lock brush") { brushFocusable = false }
    }
  }
}

@MainActor
@Suite struct FocusChangeTests {
  // https://developer.apple.com/documentation/swiftui/view/focusable(_:onfocuschange:) —
  // onFocusChange: "A closure that's called whenever this view either gains or loses focus. The
  // Boolean parameter to onFocusChange is true when the view is in focus; otherwise, it's false."
  @Test("onFocusChange is called with true when the view gains focus and false when it loses it")
  func gainsAndLoses() throws {
    let host = ViewHost.testing(Easel())
    #expect(host.text.contains("log: \n") || host.text.contains("log:\n"))
    try host.focus("Brush")
    #expect(host.text.contains("log: brush true\n"))
    try host.focus("Eraser")
    #expect(host.text.contains("log: brush true, brush false, eraser true\n"))
  }

  // The same page: the closure runs when focus changes, so a focus interaction on the view that
  // already has it calls nothing.
  @Test("Focusing the view that has focus calls nothing")
  func noChangeNoCall() throws {
    let host = ViewHost.testing(Easel())
    try host.focus("Brush")
    try host.focus("Brush")
    #expect(host.text.contains("log: brush true\n"))
  }

  // https://developer.apple.com/documentation/swiftui/view/focusable(_:onfocuschange:) —
  // isFocusable: "A Boolean value that indicates whether this view is focusable."
  @Test("A view made unfocusable while focused loses focus and is told so")
  func unfocusableLoses() throws {
    let host = ViewHost.testing(Easel())
    try host.focus("Brush")
    try host.tap("Lock brush")
    #expect(host.text.contains("log: brush true, brush false\n"))
    #expect(throws: InteractionError.self) { try host.focus("Brush") }
  }
}
