/// How text fits the width it is proposed, as SwiftUI's `Text` does: the environment's line
/// limit, truncation mode and multi-line alignment, kept by the engine so that the layout in
/// points and the drawing of the text at its frames both read them (CellGraph's
/// `lineLimit(_:)`, `truncationMode(_:)` and `multilineTextAlignment(_:)` set them).
///
/// ```swift
/// let fitting = TextFitting(lineLimit: 1, truncation: .tail, alignment: .leading)
/// fitting.fit(["The quick brown fox"], columns: 10)   // ["The quick…"]
/// ```
package struct TextFitting: Hashable, Sendable {
  /// Where text cut by a line limit loses its characters, and shows `…` instead.
  package enum Truncation: Hashable, Sendable {
    case head, middle, tail
  }

  /// The most lines the text takes; `nil` for no limit.
  package var lineLimit: Int?
  package var truncation: Truncation
  /// How the wrapped lines line up inside the text's width.
  package var alignment: HorizontalAlignment

  package init(
    lineLimit: Int? = nil, truncation: Truncation = .tail, alignment: HorizontalAlignment = .leading
  ) {
    self.lineLimit = lineLimit
    self.truncation = truncation
    self.alignment = alignment
  }

  /// The lines of `lines` as drawn at most `columns` wide (`nil`: as wide as they are): wrapped
  /// at spaces where wider (`TextWrap`), then cut to the line limit, the cut shown by `…` at the
  /// truncation mode's end. Not yet aligned (see `aligned(_:width:)`).
  package func fit(_ lines: [String], columns: Int?) -> [String] {
    var wrapped = lines
    if let columns, lines.contains(where: { TextBlock.width(of: $0) > columns }) {
      wrapped = TextWrap.wrap(lines, columns: columns)
    }
    guard let limit = lineLimit.map({ max($0, 1) }), wrapped.count > limit else { return wrapped }
    let width = columns ?? wrapped.reduce(0) { max($0, TextBlock.width(of: $1)) }
    switch truncation {
    case .tail:
      // The first lines as they are; the last one shown holds the start of the rest, cut.
      let rest = wrapped[(limit - 1)...].joined(separator: " ")
      return Array(wrapped[..<(limit - 1)]) + [Self.cutTail(rest, to: width)]
    case .head:
      let cut = wrapped.count - limit + 1
      let rest = wrapped[..<cut].joined(separator: " ")
      return [Self.cutHead(rest, to: width)] + Array(wrapped[cut...])
    case .middle:
      let rest = wrapped[(limit - 1)...].joined(separator: " ")
      return Array(wrapped[..<(limit - 1)]) + [Self.cutMiddle(rest, to: width)]
    }
  }

  /// `lines` lined up by `alignment` inside `width` columns (leading: as they are).
  package func aligned(_ lines: [String], width: Int) -> [String] {
    guard alignment != .leading else { return lines }
    return lines.map { line in
      let missing = width - TextBlock.width(of: line)
      guard missing > 0 else { return line }
      let left = alignment == .center ? missing / 2 : missing
      return String(repeating: " ", count: left) + line
    }
  }

  /// `line` in `columns`, its end replaced by `…` when it does not fit.
  static func cutTail(_ line: String, to columns: Int) -> String {
    guard TextBlock.width(of: line) > columns else { return line }
    guard columns > 1 else { return columns == 1 ? "…" : "" }
    var kept = String(line.prefix(columns - 1))
    while kept.last == " " { kept.removeLast() }
    return kept + "…"
  }

  /// `line` in `columns`, its start replaced by `…` when it does not fit.
  static func cutHead(_ line: String, to columns: Int) -> String {
    guard TextBlock.width(of: line) > columns else { return line }
    guard columns > 1 else { return columns == 1 ? "…" : "" }
    var kept = String(line.suffix(columns - 1))
    while kept.first == " " { kept.removeFirst() }
    return "…" + kept
  }

  /// `line` in `columns`, its middle replaced by `…` when it does not fit.
  static func cutMiddle(_ line: String, to columns: Int) -> String {
    guard TextBlock.width(of: line) > columns else { return line }
    guard columns > 1 else { return columns == 1 ? "…" : "" }
    let kept = columns - 1
    let front = (kept + 1) / 2
    return String(line.prefix(front)) + "…" + String(line.suffix(kept - front))
  }
}

/// The environment's `TextFitting`; CellGraph's text modifiers write its parts.
package struct TextFittingKey: EnvironmentKey {
  package static let defaultValue = TextFitting()
}
