import CellGraphCore

/// The text modifiers that return `Text`, so that styled texts still join with `+`.
///
/// A text's string is its whole text form: these keep SwiftUI's signatures and return the text
/// as it is (fonts, weights and colours are not shown; see Docs/TextForm.md).
///
/// ```swift
/// Text("Total: ").bold() + Text("42").foregroundColor(.green)   // Total: 42
/// ```
extension Text {
  /// The text in `font`.
  public func font(_ font: Font?) -> Text { self }
  /// The text with `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  /// The text in bold.
  public func bold() -> Text { self }
  /// The text in bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { self }
  /// The text in italics.
  public func italic() -> Text { self }
  /// The text in italics when `isActive`.
  public func italic(_ isActive: Bool) -> Text { self }
  /// The text in a monospaced font.
  public func monospaced(_ isActive: Bool = true) -> Text { self }
  /// The text with digits of equal width.
  public func monospacedDigit() -> Text { self }
  /// The text underlined.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  /// The text struck through.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  /// The text in `color`.
  public func foregroundColor(_ color: Color?) -> Text { self }
  /// The text in `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
}
