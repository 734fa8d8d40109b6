import CellGraphCore

/// How the lines of a multi-line text line up: `.leading`, `.center` or `.trailing`.
///
/// ```swift
/// Text("Two\nlines").multilineTextAlignment(.center)
/// ```
public enum TextAlignment: Sendable, Hashable, CaseIterable {
  case leading, center, trailing
}
