import CellGraphCore
import Foundation

/// A font: a text style (`.title`, `.body`, `.caption`, …), a system font of a size, or a custom
/// font, with a weight, a design and traits.
///
/// Fonts have no text form. `font(_:)` provides one in the environment (`\.font`) as SwiftUI
/// does, so a view that reads `\.font` re-runs when it changes, and no other view does.
///
/// ```swift
/// Text("Dashboard").font(.largeTitle.bold())
/// ```
public struct Font: Sendable, Hashable {
  enum Base: Sendable, Hashable {
    case style(TextStyle)
    case system(size: CGFloat)
    case custom(name: String, size: CGFloat)
  }

  let base: Base
  var weight: Weight?
  var design: Design?
  var isItalic = false
  var isMonospacedDigit = false

  init(_ base: Base, weight: Weight? = nil, design: Design? = nil) {
    self.base = base
    self.weight = weight
    self.design = design
  }

  /// The sizes of the text styles, largest first.
  public enum TextStyle: Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }

  /// The thickness of a font's strokes.
  public struct Weight: Sendable, Hashable {
    let value: Int

    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  /// The family of the system font.
  public enum Design: Sendable, Hashable {
    case `default`, serif, rounded, monospaced
  }

  public static let largeTitle = Font(.style(.largeTitle))
  public static let title = Font(.style(.title))
  public static let title2 = Font(.style(.title2))
  public static let title3 = Font(.style(.title3))
  public static let headline = Font(.style(.headline))
  public static let subheadline = Font(.style(.subheadline))
  public static let body = Font(.style(.body))
  public static let callout = Font(.style(.callout))
  public static let footnote = Font(.style(.footnote))
  public static let caption = Font(.style(.caption))
  public static let caption2 = Font(.style(.caption2))

  /// The system font of a text style.
  public static func system(
    _ style: TextStyle, design: Design? = nil, weight: Weight? = nil
  ) -> Font {
    Font(.style(style), weight: weight, design: design)
  }

  /// The system font of a size, in points.
  public static func system(
    size: CGFloat, weight: Weight? = nil, design: Design? = nil
  ) -> Font {
    Font(.system(size: size), weight: weight, design: design)
  }

  /// A font by its name, of a size in points.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(.custom(name: name, size: size))
  }

  /// The font in bold.
  public func bold() -> Font { weight(.bold) }

  /// The font in italics.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// The font with `weight`.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// The font in its monospaced design.
  public func monospaced() -> Font {
    var font = self
    font.design = .monospaced
    return font
  }

  /// The font with digits of equal width.
  public func monospacedDigit() -> Font {
    var font = self
    font.isMonospacedDigit = true
    return font
  }
}
