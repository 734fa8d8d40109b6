/// One row of the screen: runs of text, each with a style, at most as wide as the screen.
///
/// Widths count `Character`s, as CellGraph's text layout does; a character a terminal draws two
/// columns wide (most emoji, CJK) makes a row look wider than it counts.
package struct StyledLine: Hashable, Sendable {
  /// A run of text in one style.
  package struct Run: Hashable, Sendable {
    package var text: String
    package var style: Style
  }

  /// How a run is drawn.
  package enum Style: Hashable, Sendable {
    case plain
    /// The focused control: reverse video.
    case focus
    /// A line the last interaction changed: black on yellow.
    case changed
    /// The title bar and the panel's header: reverse video, bold.
    case bar
    /// The help and status line: dim.
    case dim
    /// A refused interaction in the status line: red.
    case error
  }

  package private(set) var runs: [Run] = []

  package init() {}

  package init(_ text: String, style: Style = .plain) {
    append(text, style: style)
  }

  /// Adds `text` in `style` after what the line holds (joined to the last run if it has the style).
  package mutating func append(_ text: String, style: Style = .plain) {
    guard !text.isEmpty else { return }
    if let last = runs.indices.last, runs[last].style == style {
      runs[last].text += text
    } else {
      runs.append(Run(text: text, style: style))
    }
  }

  /// The text without styles.
  package var plain: String { runs.map(\.text).joined() }

  /// The line's width in characters.
  package var width: Int { runs.reduce(0) { $0 + $1.text.count } }

  /// The line cut to `width` characters, and, with `padding`, filled with spaces to it in the
  /// style of its last run (so a bar spans the screen).
  package func fitted(to width: Int, padding: Bool = false) -> StyledLine {
    var fitted = StyledLine()
    var room = max(0, width)
    for run in runs where room > 0 {
      let text = run.text.count <= room ? run.text : String(run.text.prefix(room))
      fitted.append(text, style: run.style)
      room -= text.count
    }
    if padding, room > 0 {
      fitted.append(String(repeating: " ", count: room), style: runs.last?.style ?? .plain)
    }
    return fitted
  }

  /// The line as a terminal draws it: each run wrapped in its SGR sequence, attributes reset
  /// at the end.
  package var encoded: String {
    var output = ""
    for run in runs {
      let code = run.style.sgr
      if code.isEmpty {
        output += run.text
      } else {
        output += "\u{1B}[\(code)m" + run.text + "\u{1B}[0m"
      }
    }
    return output
  }
}

extension StyledLine.Style {
  /// The Select Graphic Rendition parameters of the style; empty for plain text.
  fileprivate var sgr: String {
    switch self {
    case .plain: ""
    case .focus: "7"
    case .changed: "30;43"
    case .bar: "1;7"
    case .dim: "2"
    case .error: "31"
    }
  }
}
