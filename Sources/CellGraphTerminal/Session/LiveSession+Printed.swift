/// The frame a session prints when there is no terminal to draw on (a pipe, a CI log,
/// `TERM=dumb`): the host's text with its gutter, then the bodies that ran and why.
extension LiveSession {
  /// The frame after the last interaction as plain text.
  ///
  /// ```
  /// === tap "Press the button" ===
  ///   Sui
  /// * Clicks: 1
  /// > [Press the button]
  /// --- bodies that ran: 1
  /// pass 2 (tap "Press the button")
  ///   DemoScreen/VStack/ComputerView: ComputerView.clicks changed (0 → 1)
  /// ```
  ///
  /// `*` marks a line the interaction changed, `>` the line of the focused control.
  package var printedFrame: String {
    var output = ["=== \(lastTrigger) ==="]
    for (index, line) in lines.enumerated() {
      let mark = changedLines.contains(index) ? "*" : focused?.line == index ? ">" : " "
      output.append("\(mark) \(line)")
    }
    let bodies = records.reduce(0) { $0 + $1.evaluations.count }
    output.append("--- bodies that ran: \(bodies)")
    output += records.map(\.description)
    return output.joined(separator: "\n")
  }
}
