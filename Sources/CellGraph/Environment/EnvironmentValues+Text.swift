import CellGraphCore

/// The keys behind the text environment values `font(_:)`, `lineLimit(_:)` and
/// `multilineTextAlignment(_:)` provide.
struct FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
}

struct LineLimitKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

struct MultilineTextAlignmentKey: EnvironmentKey {
  static let defaultValue = TextAlignment.leading
}

extension EnvironmentValues {
  /// The font of text here: `nil` (the default) unless `font(_:)` set one above.
  ///
  /// ```swift
  /// struct Caption: View {
  ///   @EnvironmentCell(\.font) var font
  ///   var body: some View { Text(font == .caption ? "small" : "regular") }
  /// }
  /// ```
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The most lines text here may take: `nil` (no limit, the default) unless `lineLimit(_:)` set
  /// one above. The text form does not cut text (see Docs/Limitations.md).
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// How the lines of multi-line text here line up: `.leading` unless
  /// `multilineTextAlignment(_:)` set another.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }
}
