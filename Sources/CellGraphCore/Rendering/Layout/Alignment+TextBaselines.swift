/// SwiftUI's text-baseline alignments, in the text grid.
///
/// Every text here is drawn in one font, in whole lines: a text's first baseline is the bottom of
/// its first line, and its last baseline the bottom of its last. So aligning the first baselines
/// of views in a row puts their first lines on one line — their tops, as `.top` does — and
/// aligning the last baselines puts their last lines on one line, as `.bottom` does.
///
/// ```swift
/// HStack(alignment: .firstTextBaseline) { Text("Total"); Text("12\nitems") }
/// // Total 12
/// //       items
/// ```
extension VerticalAlignment {
  /// The first text line of each view on one line: `.top` in the one-font grid.
  public static let firstTextBaseline = VerticalAlignment.top
  /// The last text line of each view on one line: `.bottom` in the one-font grid.
  public static let lastTextBaseline = VerticalAlignment.bottom
}

extension Alignment {
  /// Leading, first text lines on one line.
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  /// Centered, first text lines on one line.
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  /// Trailing, first text lines on one line.
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  /// Leading, last text lines on one line.
  public static let leadingLastTextBaseline = Alignment(
    horizontal: .leading, vertical: .lastTextBaseline)
  /// Centered, last text lines on one line.
  public static let centerLastTextBaseline = Alignment(
    horizontal: .center, vertical: .lastTextBaseline)
  /// Trailing, last text lines on one line.
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)
}
