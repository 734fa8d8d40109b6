import CellGraph
import Foundation

/// Runs a view host interactively in the terminal: the view on the alternate screen, driven by
/// the keyboard, with the bodies each key made run.
///
/// Tab and Shift-Tab move focus between controls in text order; Enter or Space presses a button
/// or flips a toggle; typing edits the focused text field; the arrows step steppers, sliders and
/// pickers and scroll scroll views; Escape dismisses; `b` toggles the panel of bodies that ran,
/// `g` shows the dependency graph of the focused view; `q` quits (Ctrl-C always does). After each
/// interaction the lines that changed are highlighted until the next key. The terminal is
/// restored on every way out: quitting, Ctrl-C, SIGTERM, SIGHUP, `exit`, and crashes.
///
/// Without a terminal (standard input or output is not one, or `TERM` is `dumb`), it prints a
/// frame after each interaction instead, reading keys from standard input until its end, so it
/// works in pipes and CI logs:
///
/// ```swift
/// let host = ViewHost(Settings())
/// if LiveRunner.isRequested() {
///   LiveRunner(host, title: "Settings").run()   // never returns
/// }
/// ```
///
/// ```sh
/// swift run SettingsDemo --live
/// printf '\t \tq' | swift run SettingsDemo --live   # frames, printed
/// ```
@MainActor
public struct LiveRunner {
  let session: LiveSession
  let onQuit: @MainActor () async -> Void

  /// A runner for `host`, showing `title` in its title bar. Switches the host's recording on.
  ///
  /// - Parameters:
  ///   - host: The host to run; its tree is the screen.
  ///   - title: What the title bar names, such as the program's name.
  ///   - onQuit: Runs when the user quits or the input ends, before the process exits (not on a
  ///     signal or a crash); it may await: save a document here.
  public init(
    _ host: ViewHost, title: String, onQuit: @escaping @MainActor () async -> Void = {}
  ) {
    session = LiveSession(host: host, title: title)
    self.onQuit = onQuit
  }

  /// Whether the command line asks for the live runner: it holds `--live`.
  ///
  /// ```swift
  /// if LiveRunner.isRequested() { LiveRunner(host, title: "Demo").run() }
  /// ```
  public static func isRequested(in arguments: [String] = CommandLine.arguments) -> Bool {
    arguments.dropFirst().contains("--live")
  }

  /// Runs until the user quits or the input ends, then exits the process with status 0.
  public func run() -> Never {
    let output: LiveDriver.Output = TerminalDevice.isInteractive ? .screen : .frames
    let driver = LiveDriver(session, output: output, onQuit: onQuit)
    driver.start()
    while true {
      withExtendedLifetime(driver) { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
    }
  }
}
