import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal back as the runner found it: main screen, cursor shown, saved settings.
///
/// Every way out goes through `restore()`: quitting, the end of input, `exit` from anywhere (an
/// `atexit` handler), and signals — SIGINT, SIGTERM and SIGHUP, and crashes (a failed
/// precondition or a trap raises SIGILL or SIGTRAP, an abort SIGABRT, a bad access SIGSEGV or
/// SIGBUS) — through a signal handler that restores, then re-raises the signal with its default
/// action, so the process still dies of it as its parent expects (and dumps core if it would).
///
/// Signal handlers, not Dispatch signal sources: on Linux a signal source sees a signal only if
/// every other thread blocks it, and threads started before the source (the runtime's) do not,
/// so a SIGTERM delivered to one of them under a source's `SIG_IGN` would be lost. A handler
/// runs whichever thread the kernel picks. SIGWINCH, which has nothing to restore, only sets a
/// flag (`takeResize()`) that the runner's timer reads.
///
/// The handler may run at any moment on any thread, so it only calls async-signal-safe
/// functions (`write`, `tcsetattr`, `signal`, `raise`) on memory prepared before it is installed.
enum TerminalRestore {
  /// Leaves the alternate screen, resets attributes and shows the cursor.
  static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  /// Enters the alternate screen and hides the cursor.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l"

  /// Saves `attributes` as the settings to restore and installs the exit and crash handlers.
  /// Call once, before switching to raw mode.
  static func install(restoring attributes: termios) {
    state.attributes = attributes
    state.leaveBytes = Array(leaveSequence.utf8)
    state.isActive = true
    atexit { TerminalRestore.restore() }
    for signal in crashSignals + terminationSignals {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { signal in
          TerminalRestore.restoreAndReraise(signal)
        }
      #else
        action.__sigaction_u.__sa_handler = { signal in TerminalRestore.restoreAndReraise(signal) }
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, nil)
    }
  }

  /// Installs the SIGWINCH handler, which records that the window was resized.
  static func watchResizes() {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = { _ in
        TerminalRestore.resized.store(true, ordering: .relaxed)
      }
    #else
      action.__sigaction_u.__sa_handler = { _ in
        TerminalRestore.resized.store(true, ordering: .relaxed)
      }
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(SIGWINCH, &action, nil)
  }

  /// Whether the window was resized since the last call.
  static func takeResize() -> Bool {
    resized.exchange(false, ordering: .relaxed)
  }

  /// Set by the SIGWINCH handler: a lock-free atomic store is async-signal-safe.
  private static let resized = Atomic<Bool>(false)

  /// Restores the terminal once; later calls do nothing.
  static func restore() {
    guard state.isActive else { return }
    state.isActive = false
    state.leaveBytes.withUnsafeBytes { bytes in
      _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count)
    }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &state.attributes)
  }

  private static func restoreAndReraise(_ number: Int32) {
    restore()
    signal(number, SIG_DFL)
    raise(number)
  }

  private static let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
  /// The signals that ask the program to end; it ends of them, after restoring the terminal.
  private static let terminationSignals = [SIGINT, SIGTERM, SIGHUP]

  /// What the handlers read. Safe without a lock: it is written only by `install` (on the main
  /// thread, before any handler that reads it is installed) and by `restore`, whose one write
  /// (`isActive = false`) can race only with another `restore` — and both then write the same
  /// bytes and settings, which is harmless. Nothing else touches it.
  private struct State {
    var attributes = termios()
    var leaveBytes: [UInt8] = []
    var isActive = false
  }

  nonisolated(unsafe) private static var state = State()
}
