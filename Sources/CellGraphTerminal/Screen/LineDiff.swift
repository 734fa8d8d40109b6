/// Which lines of a new text are new or changed compared with the old text.
///
/// Lines are matched by a longest common subsequence, so a line inserted at the top marks that
/// one line, not every line below it. Lines of the new text outside the common subsequence are
/// the changed ones; a line that was removed leaves no mark (there is nothing to highlight).
///
/// ```swift
/// LineDiff.changedLines(from: ["a", "b"], to: ["x", "a", "b"])   // [0]
/// ```
package enum LineDiff {
  /// The indices in `new` of lines that are not matched with a line of `old`.
  ///
  /// Quadratic in the number of lines that differ between the common prefix and suffix, which
  /// is small for one interaction's change; a screenful is a few thousand steps at most.
  package static func changedLines(from old: [String], to new: [String]) -> Set<Int> {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    guard !newMiddle.isEmpty else { return [] }
    guard !oldMiddle.isEmpty else { return Set(prefix..<(prefix + newMiddle.count)) }

    // lengths[i][j]: the longest common subsequence of oldMiddle[i...] and newMiddle[j...].
    let rows = oldMiddle.count
    let columns = newMiddle.count
    var lengths = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
    for i in stride(from: rows - 1, through: 0, by: -1) {
      for j in stride(from: columns - 1, through: 0, by: -1) {
        lengths[i][j] =
          oldMiddle[i] == newMiddle[j]
          ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var changed: Set<Int> = []
    var i = 0
    var j = 0
    while j < columns {
      if i < rows, oldMiddle[i] == newMiddle[j] {
        i += 1
        j += 1
      } else if i < rows, lengths[i + 1][j] >= lengths[i][j + 1] {
        i += 1
      } else {
        changed.insert(prefix + j)
        j += 1
      }
    }
    return changed
  }
}
