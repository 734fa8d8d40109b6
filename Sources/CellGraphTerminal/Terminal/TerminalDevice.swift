#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's terminal: whether there is one, its size, raw mode, and writing to it.
///
/// Raw mode turns off line editing, echo and the signals the terminal would send for Ctrl-C and
/// Ctrl-Z, so every key reaches the runner as bytes; `TerminalRestore` puts the saved settings
/// back on every way out.
enum TerminalDevice {
  /// Whether the runner can draw: standard input and output are terminals and `TERM` is not
  /// `dumb` (nor unset).
  static var isInteractive: Bool {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return false }
    guard let term = getenv("TERM").map({ String(cString: $0) }) else { return false }
    return !term.isEmpty && term != "dumb"
  }

  /// The terminal's size in rows and columns; 24 × 80 when the terminal does not say.
  static var size: (rows: Int, columns: Int) {
    var size = winsize()
    let status = withUnsafeMutablePointer(to: &size) { ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), $0) }
    guard status == 0, size.ws_row > 0, size.ws_col > 0 else { return (24, 80) }
    return (Int(size.ws_row), Int(size.ws_col))
  }

  /// The terminal settings of standard input, to restore; `nil` when it is not a terminal.
  static func currentAttributes() -> termios? {
    var attributes = termios()
    return tcgetattr(STDIN_FILENO, &attributes) == 0 ? attributes : nil
  }

  /// Switches standard input to raw mode, from `original`.
  static func enterRawMode(from original: termios) {
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    // Each read returns as soon as one byte is there.
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
  }

  /// Writes `string` to standard output whole, retrying after interruptions and short writes.
  static func write(_ string: String) {
    var string = string
    string.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(STDOUT_FILENO, base + offset, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }

  /// Reads what standard input has, up to 4 KiB; empty at the end of the input.
  static func readInput() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      return count > 0 ? Array(buffer.prefix(count)) : []
    }
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
