import CellGraph
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Connects a session to the process's input, signals and output, on the main queue.
///
/// Keys arrive from a thread reading standard input; a 100 ms timer moves the host's virtual
/// clock with the wall clock (so timers, timelines, sleeps on the environment's clock and
/// animations run in real time), shows writes made between keys (by tasks, timers) and redraws
/// after a resize (SIGWINCH, recorded by `TerminalRestore`).
/// SIGINT, SIGTERM and SIGHUP end the program through `TerminalRestore`'s handlers. Everything runs on the main queue, so the session and
/// the host are only ever touched on the main actor.
@MainActor
final class LiveDriver {
  enum Output {
    /// Full-screen drawing on the alternate screen, in raw mode.
    case screen
    /// A printed frame after each interaction.
    case frames
  }

  let session: LiveSession
  let output: Output
  let onQuit: @MainActor () async -> Void
  /// Set once the user quit: input, timer and signal sources are cancelled and the quit action
  /// runs; nothing is drawn any more.
  private var isFinishing = false
  private var decoder = KeyDecoder()
  private var shown: [String]?
  private var sources: [any DispatchSourceProtocol] = []

  init(_ session: LiveSession, output: Output, onQuit: @escaping @MainActor () async -> Void) {
    self.session = session
    self.output = output
    self.onQuit = onQuit
  }

  func start() {
    if output == .screen, let attributes = TerminalDevice.currentAttributes() {
      TerminalRestore.install(restoring: attributes)
      TerminalRestore.watchResizes()
      TerminalDevice.enterRawMode(from: attributes)
      TerminalDevice.write(TerminalRestore.enterSequence)
    } else {
      printFrame()
    }
    startReading()
    // The runner runs the main run loop, so Foundation's timers tick here on the wall clock:
    // the watch that reports them to test hosts has nothing to warn about.
    session.host.graph.userCodeObserver = nil
    // Writes from tasks and timers land between keys; show them as they come.
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
    session.host.advanceWithWallClock()
    timer.setEventHandler { [self] in
      MainActor.assumeIsolated {
        self.session.host.advanceWithWallClock()
        if self.output == .screen, TerminalRestore.takeResize() {
          self.shown = nil
          self.draw()
        }
        guard self.session.showOutsideUpdates() else { return }
        if self.output == .screen { self.draw() } else { self.printFrame() }
      }
    }
    timer.resume()
    sources.append(timer)
    if output == .screen { draw() }
  }

  /// Reads standard input on a thread of its own, blocking in `read`, and hands each chunk to
  /// the main queue; an empty chunk is the end of input, after which the thread stops.
  ///
  /// Not a Dispatch read source: on Linux a read source on a pipe is not told when the writer
  /// closes it, so the end of piped input (`printf '\t\r' | Demo --live`) was never seen.
  private func startReading() {
    let reader = Thread { [self] in
      while true {
        let bytes = TerminalDevice.readInput()
        DispatchQueue.main.async { MainActor.assumeIsolated { self.handleInput(bytes) } }
        if bytes.isEmpty { return }
      }
    }
    reader.start()
  }

  private func handleInput(_ bytes: [UInt8]) {
    guard !isFinishing else { return }
    let keys = bytes.isEmpty ? decoder.finish() : decoder.decode(bytes)
    for key in keys {
      let before = session.updateCount
      guard session.handle(key) else { return finish() }
      guard output == .frames else { continue }
      if session.updateCount > before {
        printFrame()
      } else {
        print("[\(key)] \(session.status)")
        fflush(nil)
      }
    }
    if bytes.isEmpty { return finish() }
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

  /// The user quit or the input ended: stop reading and drawing, restore the terminal, run the
  /// quit action (which may await, as a document's save does), exit.
  private func finish() {
    guard !isFinishing else { return }
    isFinishing = true
    for source in sources { source.cancel() }
    TerminalRestore.restore()
    let onQuit = self.onQuit
    Task { @MainActor in
      await onQuit()
      fflush(nil)
      exit(0)
    }
  }
}
