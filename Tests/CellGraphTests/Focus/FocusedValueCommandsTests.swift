import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct PageKey: FocusedValueKey {
  typealias Value = String
}

extension FocusedValues {
  fileprivate var page: String? {
    get { self[PageKey.self] }
    set { self[PageKey.self] = newValue }
  }
}

private struct PagesView: View {
  @StateCell var intro = ""
  @StateCell var outro = ""
  var body: some View {
    VStack {
      TextField("Intro", text: $intro).focusedValue(\.page, "intro")
      TextField("Outro", text: $outro).focusedValue(\.page, "outro")
    }
  }
}

/// A command that acts on the focused page: disabled while no page has focus.
private struct PrintPageCommand: View {
  @FocusedValueCell(\.page) var page
  var body: some View {
    Button("Print \(page ?? "page")") {}.disabled(page == nil)
  }
}

private struct PagesApp: App {
  var body: some Scene {
    WindowGroup { PagesView() }
      .commands {
        CommandMenu("Pages") { PrintPageCommand() }
      }
  }
}

@MainActor
@Suite struct FocusedValueCommandsTests {
  // https://developer.apple.com/documentation/swiftui/focusedvalues — "Use the FocusedValue
  // property wrapper in your App or View to read the current value"; the focusedValue(_:_:)
  // discussion: "an app- or scene-scoped element like a command … that operates on the value
  // associated with whichever view currently has focus".
  @Test("A command's disabled state and label follow focus in the active window")
  func commandFollowsFocus() throws {
    let app = AppHost(PagesApp.self)
    let window = app.windows[0]
    #expect(app.menuBar.text.contains("[Print page] (disabled)"))
    try window.focus("Intro")
    window.flush()
    #expect(app.menuBar.text.contains("[Print intro]"))
    #expect(!app.menuBar.text.contains("(disabled)"))
    try window.focus("Outro")
    window.flush()
    #expect(app.menuBar.text.contains("[Print outro]"))
    #expect(app.menuBar.evaluations(of: PrintPageCommand.self) == 3)
  }
}
