/// The bytes that take a terminal from one frame to the next: only the rows that changed.
///
/// Each changed row is written in place (cursor to the row's start, the row, erase to the end
/// of the line); equal rows are not written at all. A first frame, or a frame of another size
/// (the window was resized), clears the screen and writes every row.
///
/// ```swift
/// ScreenUpdate.bytes(from: ["a", "b"], to: ["a", "c"])   // "\u{1B}[2;1Hc\u{1B}[K"
/// ```
package enum ScreenUpdate {
  /// Erases the whole screen and homes the cursor.
  static let clear = "\u{1B}[H\u{1B}[2J"

  /// What to write to turn `previous` (the encoded rows on screen, `nil` if unknown) into
  /// `next`; empty when nothing changed.
  package static func bytes(from previous: [String]?, to next: [String]) -> String {
    let redrawAll = previous?.count != next.count
    var output = redrawAll ? clear : ""
    for (row, line) in next.enumerated() where redrawAll || previous?[row] != line {
      output += "\u{1B}[\(row + 1);1H" + line + "\u{1B}[K"
    }
    return output
  }

  /// The indices of the rows `bytes(from:to:)` writes.
  package static func changedRows(from previous: [String]?, to next: [String]) -> [Int] {
    guard let previous, previous.count == next.count else { return Array(next.indices) }
    return next.indices.filter { previous[$0] != next[$0] }
  }
}
