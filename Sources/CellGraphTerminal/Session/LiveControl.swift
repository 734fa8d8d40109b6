import CellGraph

/// A control on screen: its node, and where its text stands in the host's text.
@MainActor
package struct LiveControl {
  /// The control's node, through which the session reads and performs.
  let node: InspectedNode
  /// `button`, `toggle`, `text field`, …
  package let kind: String
  package let label: String
  /// The control's identity path: stable while the control stays, so focus can follow it.
  package let path: String
  /// The line of the host's text the control's first line is on.
  package let line: Int
  /// The column the control's text starts at, in characters.
  package let column: Int
  /// How many characters of the line are the control's.
  package let length: Int

  /// `button "Save"`, as the status line names the control.
  package var name: String { "\(kind) \"\(label)\"" }

  /// Whether keys type into this control rather than command the runner.
  var isTextEntry: Bool { node.fieldText != nil }

  /// Whether this is a view reached through its gestures rather than a control: Enter taps it.
  var isGestureView: Bool { kind == gestureViewKind }
}

/// The kind the runner shows for a view with a gesture (`gesture view "Card"`).
let gestureViewKind = "gesture view"

extension LiveControl {
  /// The controls of `root`'s tree that show in `lines` (the host's text), in text order: top
  /// to bottom, then left to right.
  ///
  /// A control is placed by finding its own text's first non-blank line in `lines`. Controls
  /// showing the same text are matched with its occurrences in tree order, which is text order
  /// for stacks. A control whose text is not on screen (a closed menu's items) is left out: it
  /// cannot be seen, so it cannot be focused.
  static func controls(of root: InspectedNode, in lines: [String]) -> [LiveControl] {
    var found: [(node: InspectedNode, kind: String, label: String)] = []
    // A view with a gesture (a card with `.onTapGesture`) is focusable as a "gesture view",
    // labelled by its text; of a chain of gesture modifiers around one content, the outermost.
    func visit(_ node: InspectedNode, inGestureChain: Bool) {
      var startsChain = false
      if let control = node.control {
        found.append((node, control.kind, control.label))
      } else if !inGestureChain, node.attachedGestureName != nil,
        let label = node.text.split(separator: "\n").map({ $0.trimmed }).first(where: {
          !$0.isEmpty
        })
      {
        found.append((node, gestureViewKind, label))
        startsChain = true
      }
      let chain = (inGestureChain || startsChain) && node.children.count == 1
      for child in node.children { visit(child, inGestureChain: chain) }
    }
    visit(root, inGestureChain: false)

    let characters = lines.map(Array.init)
    // Where the next search for each text starts: after its previous occurrence.
    var resume: [String: (line: Int, column: Int)] = [:]
    var placed: [LiveControl] = []
    for (node, kind, label) in found {
      let firstLine = node.text.split(separator: "\n").map { $0.trimmed }.first { !$0.isEmpty }
      guard let needle = firstLine.map(Array.init) else { continue }
      let key = String(needle)
      guard
        let (line, column) = Self.find(needle, in: characters, from: resume[key] ?? (0, 0))
      else { continue }
      resume[key] = (line, column + 1)
      placed.append(
        LiveControl(
          node: node, kind: kind, label: label, path: node.path, line: line, column: column,
          length: needle.count))
    }
    return placed.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
  }

  private static func find(
    _ needle: [Character], in lines: [[Character]], from start: (line: Int, column: Int)
  ) -> (Int, Int)? {
    var line = start.line
    var column = start.column
    while line < lines.count {
      let haystack = lines[line]
      if needle.count <= haystack.count, column <= haystack.count - needle.count {
        for index in column...(haystack.count - needle.count)
        where haystack[index..<(index + needle.count)].elementsEqual(needle) {
          return (line, index)
        }
      }
      line += 1
      column = 0
    }
    return nil
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  fileprivate var trimmed: String {
    var slice = self
    while slice.first == " " { slice.removeFirst() }
    while slice.last == " " { slice.removeLast() }
    return String(slice)
  }
}
