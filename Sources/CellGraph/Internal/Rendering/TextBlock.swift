/// A rectangle of text: what a view contributes to its container's layout.
///
/// Layout is plain text: a block is lines of characters with a width (the longest line, counted in
/// `Character`s). A few blocks are *flexible* and take their size from the stack that places them:
/// a ``Divider`` becomes a rule across a `VStack` (or down an `HStack`), a ``Spacer`` a gap along
/// the stack's axis.
struct TextBlock: Equatable {
  enum Kind: Equatable {
    /// Fixed text.
    case text
    /// A divider: `-` across a vertical stack, `|` down a horizontal one.
    case rule
    /// A gap of at least `minLength` along the stack's axis.
    case spacer(minLength: Int)
  }

  var lines: [String]
  var width: Int
  var kind: Kind

  /// A block of fixed text; `\n` in `string` starts a new line.
  init(_ string: String) {
    if string.contains("\n") {
      lines = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    } else {
      lines = [string]
    }
    width = lines.reduce(0) { max($0, $1.count) }
    kind = .text
  }

  init(lines: [String], width: Int) {
    self.lines = lines
    self.width = width
    self.kind = .text
  }

  init(kind: Kind) {
    self.lines = []
    self.width = 0
    self.kind = kind
  }

  var height: Int { lines.count }

  /// The block as fixed text, for containers that are not stacks: a rule becomes a short line, a
  /// spacer an empty line.
  var resolved: TextBlock {
    switch kind {
    case .text: self
    case .rule: TextBlock(lines: ["-"], width: 1)
    case .spacer: TextBlock(lines: [""], width: 0)
    }
  }

  /// `line` padded with spaces to `width` columns.
  static func pad(_ line: String, to width: Int) -> String {
    let missing = width - line.count
    return missing > 0 ? line + String(repeating: " ", count: missing) : line
  }
}
