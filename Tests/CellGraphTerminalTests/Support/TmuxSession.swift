import Foundation
import Testing

/// A program running in a tmux pane on a private tmux server, for end-to-end tests: send keys,
/// read the screen, wait for text to appear (polling, with a hang guard of minutes).
final class TmuxSession {
  /// The tmux binary, if one is installed on the `PATH`.
  static let tmux: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/tmux" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// The executable `name` built next to the test bundle.
  static func product(_ name: String) -> String {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return bundle.deletingLastPathComponent().appendingPathComponent(name).path
  }

  private let socket: String
  /// The program's process id (the pane's, as the program is `exec`ed in it).
  private(set) var pid: pid_t = 0

  /// Starts `command` in a detached `columns` × `rows` session. The pane stays after the
  /// program exits, so a test can read how it left the terminal.
  init(_ command: [String], columns: Int = 100, rows: Int = 30) throws {
    socket =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("cellgraph-live-\(UUID().uuidString.prefix(8)).sock").path
    let quoted = command.map { "'\($0)'" }.joined(separator: " ")
    try run([
      "-f", "/dev/null", "new-session", "-d", "-s", "live", "-x", "\(columns)", "-y", "\(rows)",
      "sleep 600",
    ])
    try run(["set-option", "-t", "live", "remain-on-exit", "on"])
    try run(["respawn-pane", "-k", "-t", "live", "exec \(quoted)"])
    pid = pid_t(try value("pane_pid")) ?? 0
  }

  deinit {
    _ = try? run(["kill-server"])
    try? FileManager.default.removeItem(atPath: socket)
  }

  /// Sends keys as tmux names them (`Tab`, `Enter`, `BTab`, `C-c`), or literal text with `-l`.
  func send(_ keys: String..., literally: Bool = false) throws {
    try run(["send-keys", "-t", "live"] + (literally ? ["-l"] : []) + keys)
  }

  /// Resizes the window, as a user dragging the terminal's corner would (the program gets
  /// SIGWINCH).
  func resize(columns: Int, rows: Int) throws {
    try run(["resize-window", "-t", "live", "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// The pane's text now, one string per row.
  func screen() throws -> [String] {
    try run(["capture-pane", "-p", "-t", "live"]).components(separatedBy: "\n")
  }

  /// A tmux format variable of the pane: `pane_pid`, `pane_dead`, `alternate_on`, …
  func value(_ variable: String) throws -> String {
    try run(["display-message", "-p", "-t", "live", "#{\(variable)}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// How long a wait lasts before it gives up: a guard against a hang, never a measure of speed
  /// (a loaded machine may take seconds to draw a frame an idle one draws in milliseconds).
  static let hangGuard: Duration = .seconds(300)

  /// Polls the screen until `condition` holds; returns the last screen read, whether or not the
  /// condition held (after ``hangGuard``), so the test's expectation shows what was on it.
  @discardableResult
  func waitForScreen(_ condition: ([String]) -> Bool) throws -> [String] {
    let deadline = ContinuousClock.now + Self.hangGuard
    var screen = try screen()
    while !condition(screen) && ContinuousClock.now < deadline {
      // Polling, not timing: the interval only spaces the reads out.
      Thread.sleep(forTimeInterval: 0.05)
      screen = try self.screen()
    }
    return screen
  }

  /// Polls until the pane's program has exited; after ``hangGuard`` records a hang with the
  /// screen it left, and returns `false`.
  func waitForExit(sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
    let deadline = ContinuousClock.now + Self.hangGuard
    while ContinuousClock.now < deadline {
      if try value("pane_dead") == "1", try exit() != nil { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record(
      "Hang guard: the program did not exit in \(Self.hangGuard); its screen: \(try screen())",
      sourceLocation: sourceLocation)
    return false
  }

  /// The exit status the program ended with, if it exited normally.
  func exitStatus() throws -> Int32? { try exit()?.status }

  /// The signal that ended the program, if one did.
  func exitSignal() throws -> Int32? { try exit()?.signal }

  /// How the program ended, once known: from tmux if its server has reaped the process, else from
  /// the process's zombie entry (`/proc/PID/stat`'s last field is the wait status). The pane is
  /// dead as soon as its terminal closes, which can come before the server reaps the process.
  private func exit() throws -> (status: Int32?, signal: Int32?)? {
    let status = try value("pane_dead_status")
    let signal = try value("pane_dead_signal")
    if !status.isEmpty || !signal.isEmpty { return (Int32(status), Int32(signal)) }
    guard pid > 0, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let afterName = stat.range(of: ") ", options: .backwards)
    else { return nil }
    let fields = stat[afterName.upperBound...].split(separator: " ")
    guard fields.first == "Z", let last = fields.last,
      let wait = Int32(last.trimmingCharacters(in: .whitespacesAndNewlines))
    else { return nil }
    let killedBy = wait & 0x7F
    return killedBy == 0 ? ((wait >> 8) & 0xFF, nil) : (nil, killedBy)
  }

  /// Runs tmux with `arguments` against the private server and returns what it printed.
  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment.removeValue(forKey: "TMUX")
    return try Spawn.run(
      Self.tmux ?? "/usr/bin/tmux", ["-S", socket] + arguments, environment: environment
    ).output
  }
}
