/// A view that shows a string.
///
/// Text form: the string itself; each `\n` starts a new line.
///
/// ```swift
/// Text("Computer is ") + Text(isOn ? "on" : "off")   // Computer is on
/// ```
public struct Text: View, Equatable, Sendable {
  let content: String

  /// Shows `content`.
  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  /// Shows `content` as written.
  public init(verbatim content: String) {
    self.content = content
  }

  /// The two texts joined into one: `Text("a") + Text("b")` shows `ab`.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(verbatim: lhs.content + rhs.content)
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Text: PrimitiveView {
  static var rendersOverPreviousText: Bool { true }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    TextBlock.single(content, reusing: node.takeCachedText())
  }
}
