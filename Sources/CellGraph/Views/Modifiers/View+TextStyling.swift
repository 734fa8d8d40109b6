import CellGraphCore

nonisolated extension View {
  /// Sets the font of text in this view: provides `\.font` to its descendants.
  ///
  /// The text form does not show fonts. Views that read `\.font` re-run when it changes; a parent
  /// re-running with the same font re-runs nothing below.
  ///
  /// ```swift
  /// VStack { Text("Title"); Text("Subtitle") }
  ///   .font(.headline)
  /// ```
  public func font(_ font: Font?) -> some View {
    environment(\.font, font)
  }

  /// Sets the weight of text in this view. Not shown in the text form.
  ///
  /// ```swift
  /// Label("Alerts", systemImage: "bell").fontWeight(.semibold)
  /// ```
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    visualEffect(VisualEffects.FontWeight(weight: weight))
  }

  /// Makes text in this view bold (when `isActive`). Not shown in the text form.
  ///
  /// ```swift
  /// HStack { Text("Total"); Text("42") }.bold()
  /// ```
  public func bold(_ isActive: Bool = true) -> some View {
    visualEffect(VisualEffects.Bold(isActive: isActive))
  }

  /// Makes text in this view italic (when `isActive`). Not shown in the text form.
  ///
  /// ```swift
  /// Text("Draft").italic()
  /// ```
  public func italic(_ isActive: Bool = true) -> some View {
    visualEffect(VisualEffects.Italic(isActive: isActive))
  }

  /// Sets the most lines text in this view may take: provides `\.lineLimit`. With a screen size,
  /// text that needs more lines is cut, `…` marking the cut (see `truncationMode(_:)`); without
  /// one, the text form does not cut text.
  ///
  /// ```swift
  /// Text(article.summary).lineLimit(2)
  /// ```
  public func lineLimit(_ number: Int?) -> some View {
    environment(\.lineLimit, number)
  }

  /// Sets the most lines text in this view may take (`reservesSpace` is not shown in text).
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    environment(\.lineLimit, limit)
  }

  /// Sets the range of lines text in this view may take: provides its upper bound as
  /// `\.lineLimit`.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    environment(\.lineLimit, limit.upperBound)
  }

  /// Sets how the lines of multi-line text in this view line up: provides
  /// `\.multilineTextAlignment`. With a screen size, the lines of a text are lined up inside its
  /// width; without one, the text form keeps lines as they are.
  ///
  /// ```swift
  /// Text("Nothing here yet.\nAdd a widget.").multilineTextAlignment(.center)
  /// ```
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }

  /// Sets where text cut by its line limit loses its characters: provides `\.truncationMode`.
  /// With a screen size, `…` stands for the cut characters at the end (`.tail`, the default),
  /// the start (`.head`) or the middle (`.middle`) of what does not fit.
  ///
  /// ```swift
  /// Text("/Users/ada/Documents/Notes.txt").lineLimit(1).truncationMode(.middle)
  /// // in 16 columns: "/Users/…otes.txt"
  /// ```
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment(\.truncationMode, mode)
  }
}
