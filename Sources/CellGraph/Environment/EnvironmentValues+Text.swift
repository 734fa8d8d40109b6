import CellGraphCore

/// The key behind the font `font(_:)` provides. `lineLimit(_:)`, `truncationMode(_:)` and
/// `multilineTextAlignment(_:)` provide the parts of the engine's `TextFitting`, which the layout
/// in points reads to wrap and cut text.
struct FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
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
  /// one above. With a screen size, text is cut to it (Docs/TextForm.md, "Text at its frame");
  /// without one, the text form does not cut text.
  public var lineLimit: Int? {
    get { self[TextFittingKey.self].lineLimit }
    set { self[TextFittingKey.self].lineLimit = newValue }
  }

  /// Where text cut by its line limit loses its characters: `.tail` unless `truncationMode(_:)`
  /// set another.
  ///
  /// ```swift
  /// struct Path: View {
  ///   @EnvironmentCell(\.truncationMode) var mode
  ///   var body: some View { Text(mode == .middle ? "middle" : "other") }
  /// }
  /// ```
  public var truncationMode: Text.TruncationMode {
    get { Text.TruncationMode(self[TextFittingKey.self].truncation) }
    set { self[TextFittingKey.self].truncation = newValue.truncation }
  }

  /// How the lines of multi-line text here line up: `.leading` unless
  /// `multilineTextAlignment(_:)` set another.
  public var multilineTextAlignment: TextAlignment {
    get { TextAlignment(self[TextFittingKey.self].alignment) }
    set { self[TextFittingKey.self].alignment = newValue.horizontal }
  }
}
