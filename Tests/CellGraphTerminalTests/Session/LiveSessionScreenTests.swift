import CellGraph
import Testing

@testable import CellGraphTerminal

@MainActor
@Suite struct LiveSessionScreenTests {
  @Test("The screen is a title bar, the text behind a gutter, the panel, and a status line")
  func layout() {
    let session = LiveSession(host: ViewHost(ControlsScreen()), title: "Test")
    session.handle(.tab)
    session.handle(.enter)
    let screen = session.screen(rows: 16, columns: 60)
    #expect(screen.count == 16)
    #expect(screen.allSatisfy { $0.width <= 60 })
    #expect(screen[0].plain.hasPrefix(" Test — live · Tab/Shift-Tab focus"))
    #expect(screen[0].width == 60, "the title bar spans the screen")
    #expect(
      screen[1...7].map(\.plain) == [
        "  [Left] [Right]", "* Count: -1", "  [ ] Wi-Fi", "  Name: []", "* Steps: -1 [-|+]",
        "  Flavor: [Vanilla ▾]", "  [Locked] (disabled)",
      ])
    // The panel sits above the status line; blank rows fill the text's area down to it.
    #expect(screen[8...10].allSatisfy { $0.plain.isEmpty })
    #expect(
      screen[11...13].map { $0.plain.trimmingTrailingSpaces } == [
        "─ bodies that ran for tap \"Left\": 2 ─", "pass 1 (tap \"Left\")",
        "  ControlsScreen: ControlsScreen.count changed (0 → -1)",
      ])
    #expect(screen[15].plain == "button \"Left\" · tap \"Left\": 2 bodies ran.")
  }

  @Test("The focused control is drawn in reverse video and changed lines black on yellow")
  func styles() {
    let session = LiveSession(host: ViewHost(ControlsScreen()), title: "Test")
    session.handle(.tab)
    session.handle(.tab)
    session.handle(.enter)
    let screen = session.screen(rows: 16, columns: 60)
    #expect(
      screen[1].runs == [
        .init(text: "  [Left] ", style: .plain), .init(text: "[Right]", style: .focus),
      ])
    #expect(screen[2].runs == [.init(text: "* Count: 1", style: .changed)])
    #expect(screen[2].encoded == "\u{1B}[30;43m* Count: 1\u{1B}[0m")
  }

  @Test("A screen shorter than the text scrolls to keep the focused control in view")
  func scrolling() {
    let session = LiveSession(host: ViewHost(TallScreen()), title: "Tall")
    session.panel = .hidden
    #expect(session.screen(rows: 10, columns: 30)[1].plain == "  Line 0")
    session.handle(.tab)
    let screen = session.screen(rows: 10, columns: 30)
    #expect(screen[8].plain == "  [Bottom 0]")
    #expect(screen[8].runs.last?.style == .focus)
    session.handle(.pageUp)
    #expect(
      session.screen(rows: 10, columns: 30)[1].plain == "  Line 23",
      "Page Up scrolls away from the focused control")
  }

  @Test("Without a terminal, a frame prints the text with its marks and the bodies that ran")
  func printedFrame() {
    let session = LiveSession(host: ViewHost(ControlsScreen()), title: "Test")
    session.handle(.tab)
    session.handle(.tab)
    session.handle(.enter)
    #expect(
      session.printedFrame == """
        === tap "Right" ===
        > [Left] [Right]
        * Count: 1
          [ ] Wi-Fi
          Name: []
        * Steps: 1 [-|+]
          Flavor: [Vanilla ▾]
          [Locked] (disabled)
        --- bodies that ran: 2
        pass 1 (tap "Right")
          ControlsScreen: ControlsScreen.count changed (0 → 1)
          ControlsScreen/VStack/CountLabel: input changed (count)
        """)
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
