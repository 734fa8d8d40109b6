import Foundation
import Testing

/// Drives the real `ComputerDemo --live` binary in a tmux pseudo-terminal: keys in, screen text
/// out. Each wait polls the pane until what it awaits appears (a hang guard of minutes ends it);
/// nothing asserts on timing.
@Suite(
  .serialized,
  .enabled(
    if: TmuxSession.tmux != nil,
    "tmux is not installed: the live runner's end-to-end tests need it to run the demo in a pseudo-terminal"
  ))
struct LiveEndToEndTests {
  private let demo = TmuxSession.product("ComputerDemo")

  @Test("Keys focus and press a button, type into a field, and the screen shows what ran")
  func interactiveSession() throws {
    let tmux = try TmuxSession([demo, "--live"])
    var screen = try tmux.waitForScreen { $0.contains { $0.contains("ComputerDemo — live") } }
    #expect(screen.contains { $0.contains("Computer is off") }, "\(screen)")
    #expect(try tmux.value("alternate_on") == "1", "the runner draws on the alternate screen")

    try tmux.send("Tab")
    screen = try tmux.waitForScreen {
      $0.last { !$0.isEmpty }?.hasPrefix("button \"Press the button\"") == true
    }
    #expect(
      screen.last { !$0.isEmpty }?.hasPrefix("button \"Press the button\"") == true, "\(screen)")

    try tmux.send("Enter")
    screen = try tmux.waitForScreen { $0.contains { $0.contains("Computer is on") } }
    #expect(screen.contains { $0.contains("* ") && $0.contains("Computer is on") }, "\(screen)")
    #expect(screen.contains { $0.contains("bodies that ran for tap \"Press the button\": 1") })
    #expect(screen.contains { $0.contains("ComputerView.isOn changed (false → true)") })

    try tmux.send("Tab", "Tab")
    try tmux.send("ada", literally: true)
    screen = try tmux.waitForScreen { $0.contains { $0.contains("Hello, ada") } }
    #expect(screen.contains { $0.contains("Username: [ada|]") }, "\(screen)")

    try tmux.send("BTab")
    try tmux.send("g")
    screen = try tmux.waitForScreen { $0.contains { $0.contains("─ dependency graph of") } }
    #expect(screen.contains { $0.contains("dependency graph of Toggle") }, "\(screen)")
    #expect(screen.contains { $0.contains("inside v3 DemoScreen/VStack/SuiComputerView") })

    try tmux.send("q")
    #expect(try tmux.waitForExit(), "q quits")
    #expect(try tmux.exitStatus() == 0)
    #expect(try tmux.value("alternate_on") == "0", "quitting leaves the alternate screen")
  }

  @Test("A resize redraws the screen at the new size")
  func resize() throws {
    let tmux = try TmuxSession([demo, "--live"], columns: 100, rows: 30)
    try tmux.waitForScreen { $0.contains { $0.contains("ComputerDemo — live") } }
    try tmux.send("Tab")
    try tmux.waitForScreen { $0.contains { $0.hasPrefix("button ") } }
    try tmux.resize(columns: 50, rows: 20)
    let screen = try tmux.waitForScreen { $0.count >= 20 && $0[19].hasPrefix("button ") }
    #expect(screen.count >= 20 && screen[19].hasPrefix("button \"Press the button\""), "\(screen)")
    #expect(screen.allSatisfy { $0.count <= 50 })
    try tmux.send("q")
    #expect(try tmux.waitForExit())
  }

  @Test("SIGTERM restores the terminal and ends the program by that signal")
  func terminate() throws {
    let tmux = try TmuxSession([demo, "--live"])
    try tmux.waitForScreen { $0.contains { $0.contains("ComputerDemo — live") } }
    let pid = try tmux.value("pane_pid")
    #expect(kill(pid_t(pid) ?? 0, SIGTERM) == 0)
    #expect(try tmux.waitForExit())
    #expect(
      try tmux.exitSignal() == SIGTERM, "the program dies of the signal, as its parent expects")
    #expect(try tmux.value("alternate_on") == "0", "SIGTERM leaves the alternate screen")
  }

  @Test("A crash signal restores the terminal and still kills the program with that signal")
  func crash() throws {
    let tmux = try TmuxSession([demo, "--live"])
    try tmux.waitForScreen { $0.contains { $0.contains("ComputerDemo — live") } }
    #expect(try tmux.value("alternate_on") == "1")
    let pid = try tmux.value("pane_pid")
    #expect(kill(pid_t(pid) ?? 0, SIGSEGV) == 0)
    #expect(try tmux.waitForExit())
    #expect(try tmux.value("alternate_on") == "0", "the crash handler leaves the alternate screen")
    #expect(try tmux.exitSignal() == SIGSEGV, "the signal still ends the program")
  }

  @Test("Ctrl-C quits and restores the terminal")
  func controlC() throws {
    let tmux = try TmuxSession([demo, "--live"])
    try tmux.waitForScreen { $0.contains { $0.contains("ComputerDemo — live") } }
    try tmux.send("C-c")
    #expect(try tmux.waitForExit())
    #expect(try tmux.value("alternate_on") == "0")
  }

  @Test("With TERM=dumb it prints frames on the main screen instead of drawing")
  func dumbTerminal() throws {
    let tmux = try TmuxSession(["/usr/bin/env", "TERM=dumb", demo, "--live"])
    var screen = try tmux.waitForScreen { $0.contains("=== first render ===") }
    #expect(screen.contains("=== first render ==="), "\(screen)")
    #expect(try tmux.value("alternate_on") == "0")
    try tmux.send("Tab")
    try tmux.send("Enter")
    screen = try tmux.waitForScreen { $0.contains("=== tap \"Press the button\" ===") }
    #expect(screen.contains { $0.hasPrefix("* |Computer is on") }, "\(screen)")
    try tmux.send("C-d")
    #expect(try tmux.waitForExit(), "the end of input (Ctrl-D) ends the program")
  }

  @Test("Without a terminal the end of piped input ends the program, with no quit key")
  func endOfPipedInput() throws {
    let (status, text) = try Spawn.run(demo, ["--live"], input: "\t\r")
    #expect(status == 0)
    #expect(text.contains("* |Computer is on"), "\(text)")
  }

  @Test("Without a terminal it prints a frame after each interaction")
  func printedFrames() throws {
    let (status, text) = try Spawn.run(demo, ["--live"], input: "\t\r\t\tq")
    #expect(status == 0)
    #expect(text.hasPrefix("=== first render ==="), "\(text)")
    #expect(text.contains("=== tap \"Press the button\" ===\n"))
    #expect(text.contains("* |Computer is on"))
    #expect(text.contains("=== focus \"Username\" ==="))
    #expect(!text.contains("\u{1B}["), "no escape sequence reaches a pipe")
  }
}
