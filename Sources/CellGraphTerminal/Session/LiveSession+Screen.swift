/// The screen a session shows: a title bar, the host's text, the panel, a status line.
///
/// ```
///  ComputerDemo — live · Tab focus · Enter press · arrows step · b bodies · g graph · q quit
///    Sui
///  * Clicks: 1                       ← changed by the last interaction (black on yellow)
///    [Press the button]              ← the focused control (reverse video)
///  ─ bodies that ran for tap "Press the button": 1 ─
///  pass 2 (tap "Press the button")
///    DemoScreen/VStack/ComputerView: ComputerView.clicks changed (0 → 1)
///  button "Press the button" · tap "Press the button": 1 body ran.
/// ```
extension LiveSession {
  /// The help shown in the title bar.
  static let help =
    "Tab/Shift-Tab focus · Enter/Space press · arrows step · type into fields · "
    + "b bodies · g graph · q quit (Ctrl-C always)"

  /// The rows of a screen `rows` high and `columns` wide, each fitted to the width.
  ///
  /// Scrolls the text so that the focused control stays in view.
  package func screen(rows: Int, columns: Int) -> [StyledLine] {
    guard rows > 0, columns > 0 else { return [] }
    var screen = [StyledLine(" \(title) — live · \(Self.help)", style: .bar)]
    let panelLines = panelContent()
    // The text keeps at least a third of the screen; the panel takes at most what is left.
    let available = max(0, rows - 2)
    let panelHeight =
      panelLines.isEmpty ? 0 : min(panelLines.count, max(0, available - max(available / 3, 1)))
    let textHeight = max(0, available - panelHeight)
    keepFocusVisible(height: textHeight)

    for row in 0..<textHeight {
      let index = scrollTop + row
      screen.append(index < lines.count ? textRow(index) : StyledLine())
    }
    screen += panelLines.prefix(panelHeight)
    if rows > 1 { screen.append(statusRow()) }
    return screen.prefix(rows).map { $0.fitted(to: columns, padding: $0.runs.first?.style == .bar) }
  }

  /// A line of the host's text behind a two-column gutter: `* ` marks a changed line.
  private func textRow(_ index: Int) -> StyledLine {
    let line = lines[index]
    let isChanged = changedLines.contains(index)
    let base: StyledLine.Style = isChanged ? .changed : .plain
    var row = StyledLine(isChanged ? "* " : "  ", style: base)
    guard let focus = focused, focus.line == index else {
      row.append(line, style: base)
      return row
    }
    let characters = Array(line)
    let start = min(focus.column, characters.count)
    let end = min(focus.column + focus.length, characters.count)
    row.append(String(characters[..<start]), style: base)
    row.append(String(characters[start..<end]), style: .focus)
    row.append(String(characters[end...]), style: base)
    return row
  }

  private func statusRow() -> StyledLine {
    var row = StyledLine()
    if let focused { row.append("\(focused.name) · ", style: .dim) }
    row.append(status, style: statusIsError ? .error : .dim)
    return row
  }

  private func keepFocusVisible(height: Int) {
    if revealsFocus, let line = focused?.line {
      if line < scrollTop { scrollTop = line }
      if line >= scrollTop + height { scrollTop = line - height + 1 }
    }
    scrollTop = max(0, min(scrollTop, lines.count - height))
  }
}
