import CellGraphCore

/// How the lines of a multi-line text line up: `.leading`, `.center` or `.trailing`.
///
/// ```swift
/// Text("Two\nlines").multilineTextAlignment(.center)
/// ```
public enum TextAlignment: Sendable, Hashable, CaseIterable {
  case leading, center, trailing
}

extension TextAlignment {
  /// The alignment of a text's lines inside its width.
  var horizontal: HorizontalAlignment {
    switch self {
    case .leading: .leading
    case .center: .center
    case .trailing: .trailing
    }
  }

  init(_ alignment: HorizontalAlignment) {
    switch alignment {
    case .leading: self = .leading
    case .center: self = .center
    case .trailing: self = .trailing
    }
  }
}
