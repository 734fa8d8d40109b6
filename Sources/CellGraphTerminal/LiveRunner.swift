import CellGraph
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  let onQuit: @MainActor () -> Void

  /// A runner for `host`, showing `title` in its title bar. Switches the host's recording on.
  ///
  /// - Parameters:
  ///   - host: The host to run; its tree is the screen.
  ///   - title: What the title bar names, such as the program's name.
  ///   - onQuit: Runs when the user quits or the input ends, before the process exits (not on a
  ///     signal or a crash): save a document here.
  public init(
    _ host: ViewHost, title: String, onQuit: @escaping @MainActor () -> Void = {}
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

/// Connects a session to the process's input, signals and output, on the main queue.
@MainActor
private final class LiveDriver {
  enum Output {
    /// Full-screen drawing on the alternate screen, in raw mode.
    case screen
    /// A printed frame after each interaction.
    case frames
  }

  let session: LiveSession
  let output: Output
  let onQuit: @MainActor () -> Void
  private var decoder = KeyDecoder()
  private var shown: [String]?
  private var sources: [any DispatchSourceProtocol] = []

  init(_ session: LiveSession, output: Output, onQuit: @escaping @MainActor () -> Void) {
    self.session = session
    self.output = output
    self.onQuit = onQuit
  }

  func start() {
    if output == .screen, let attributes = TerminalDevice.currentAttributes() {
      TerminalRestore.install(restoring: attributes)
      TerminalDevice.enterRawMode(from: attributes)
      TerminalDevice.write(TerminalRestore.enterSequence)
      watch(SIGWINCH) { driver in
        driver.shown = nil
        driver.draw()
      }
    } else {
      printFrame()
    }
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      watch(signal) { _ in Self.quit(status: 128 + signal) }
    }
    let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
    input.setEventHandler { [self] in MainActor.assumeIsolated { self.readKeys() } }
    input.resume()
    sources.append(input)
    // Writes from tasks and timers land between keys; show them as they come.
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
    timer.setEventHandler { [self] in
      MainActor.assumeIsolated {
        guard self.session.showOutsideUpdates() else { return }
        if self.output == .screen { self.draw() } else { self.printFrame() }
      }
    }
    timer.resume()
    sources.append(timer)
    if output == .screen { draw() }
  }

  private func watch(_ number: Int32, _ handler: @escaping @MainActor (LiveDriver) -> Void) {
    // A signal source only sees a signal whose default action is off.
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
    source.setEventHandler { [self] in MainActor.assumeIsolated { handler(self) } }
    source.resume()
    sources.append(source)
  }

  private func readKeys() {
    let bytes = TerminalDevice.readInput()
    let keys = bytes.isEmpty ? decoder.finish() : decoder.decode(bytes)
    for key in keys {
      let before = session.updateCount
      guard session.handle(key) else { finish() }
      guard output == .frames else { continue }
      if session.updateCount > before {
        printFrame()
      } else {
        print("[\(key)] \(session.status)")
        fflush(nil)
      }
    }
    if bytes.isEmpty { finish() }
    if output == .screen { draw() }
  }

  private func printFrame() {
    print(session.printedFrame + "\n")
    fflush(nil)
  }

  private func draw() {
    let size = TerminalDevice.size
    let rows = session.screen(rows: size.rows, columns: size.columns).map(\.encoded)
    TerminalDevice.write(ScreenUpdate.bytes(from: shown, to: rows))
    shown = rows
  }

  /// The user quit or the input ended: restore the terminal, run the quit action, exit.
  private func finish() -> Never {
    TerminalRestore.restore()
    onQuit()
    fflush(nil)
    exit(0)
  }

  private static func quit(status: Int32) -> Never {
    TerminalRestore.restore()
    exit(status)
  }
}
