import CellGraphCore

/// Why a view's content is redacted: SwiftUI's `RedactionReasons`.
public nonisolated struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The content is a placeholder: its text is hidden.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// The content is private: `privacySensitive()` views are hidden (recorded only here).
  public static let privacy = RedactionReasons(rawValue: 2)
  /// The content is out of date (widgets). Recorded only.
  public static let invalidated = RedactionReasons(rawValue: 4)
}

nonisolated struct RedactionReasonsKey: EnvironmentKey {
  static var defaultValue: RedactionReasons { [] }
}

nonisolated extension EnvironmentValues {
  /// The reasons the views here are redacted (`\.redactionReasons`), empty unless a
  /// `.redacted(reason:)` above says so.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Redacts this view's content for `reason`: SwiftUI's `redacted(reason:)`. With
  /// `.placeholder`, the text is hidden: every letter and digit shows as `▒`, so the shape of the
  /// content stays. The reasons are added to `\.redactionReasons` below.
  ///
  /// ```swift
  /// Text("Grace Hopper").redacted(reason: .placeholder)   // ▒▒▒▒▒ ▒▒▒▒▒▒
  /// ```
  public func redacted(reason: RedactionReasons) -> some View {
    Redacted(
      content: transformEnvironment(\.redactionReasons) { $0.formUnion(reason) },
      hidesText: reason.contains(.placeholder))
  }

  /// Asks that this view not be redacted: SwiftUI's `unredacted()`. Clears `\.redactionReasons`
  /// below; the text of a placeholder redaction above is still hidden (Limitations.md).
  public func unredacted() -> some View {
    transformEnvironment(\.redactionReasons) { $0 = [] }
  }
}

/// The view `redacted(reason:)` returns: its content, its text hidden for a placeholder.
nonisolated struct Redacted<Content: View>: View {
  let content: Content
  let hidesText: Bool

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Redacted: PrimitiveView {
  static var isStructural: Bool { true }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    guard let child = node.children.first else { return [] }
    guard hidesText else { return child.text }
    let block = TextLayout.vertical(child.text, alignment: .leading, spacing: 0)
    let lines = block.lines.map { line in
      String(line.map { $0.isLetter || $0.isNumber ? "▒" : $0 })
    }
    return [TextBlock(lines: lines, width: block.width)]
  }
}
