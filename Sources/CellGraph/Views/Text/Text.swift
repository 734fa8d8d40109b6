import CellGraphCore

/// A view that shows a string.
///
/// Text form: the string itself; each `\n` starts a new line.
///
/// ```swift
/// Text("Computer is ") + Text(isOn ? "on" : "off")   // Computer is on
/// ```
public nonisolated struct Text: View, Equatable, Sendable {
  @usableFromInline let content: String

  /// Shows `content`, a string variable (a `Substring`, …), as written. Disfavored, as in
  /// SwiftUI, so that a string literal is a ``LocalizedStringKey``.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  /// Shows `content`, a string variable, as written: the common case, stored as it is. (A
  /// string *literal* is a ``LocalizedStringKey``, whose Markdown is read: `Text("**Bold**")`
  /// shows `Bold`, as in SwiftUI; so this initializer is disfavored.)
  ///
  /// Inlinable, so that a `body` stores the string directly: through the generic initializer,
  /// every label of every row evaluated went through `String.init` for a `StringProtocol`, an
  /// unspecialized call that copies what it is given.
  @inlinable
  @_disfavoredOverload
  public init(_ content: String) {
    self.content = content
  }

  /// Shows `content` as written.
  @inlinable
  public init(verbatim content: String) {
    self.content = content
  }

  /// The two texts joined into one: `Text("a") + Text("b")` shows `ab`.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(verbatim: lhs.content + rhs.content)
  }

  public var body: Never { primitiveBody(Self.self) }
}

/// A text is a label: its string and nothing else (`content` is its only stored property), so
/// the engine takes it by its label fast paths and renders it from the string (`LabelPrimitive`).
@MainActor extension Text: LabelPrimitive {
  package var labelString: String { content }
}
