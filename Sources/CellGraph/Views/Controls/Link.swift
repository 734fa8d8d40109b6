import CellGraphCore
import Foundation

/// A control that opens a URL when tapped, through the `\.openURL` action of its environment.
///
/// Text form: the label in brackets followed by the destination in parentheses, as a Markdown
/// link: `[Docs](https://example.com/docs)`. A multi-line label is joined with spaces; a disabled
/// link shows `[Docs](https://example.com/docs) (disabled)`.
///
/// ```swift
/// Link("Docs", destination: URL(string: "https://example.com/docs")!)
/// Link(destination: URL(string: "https://swift.org")!) {
///   Text("Swift ") + Text("website")           // [Swift website](https://swift.org)
/// }
///
/// try host.open("Docs")                        // host.openedURLs == [https://example.com/docs]
/// ```
///
/// The host's `\.openURL` records the URL in `ViewHost.openedURLs`; an
/// `.environment(\.openURL, OpenURLAction { … })` above the link handles it first.
public nonisolated struct Link<Label: View>: View {
  let label: Label
  let destination: URL

  /// A link whose label is a view.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Link where Label == Text {
  /// A link with a text label.
  ///
  /// ```swift
  /// Link("Privacy policy", destination: privacyURL)
  /// ```
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.label = Text(title)
    self.destination = destination
  }
}

extension ControlKind {
  static let link = ControlKind("link", phrases: [.press: { label, _ in "open \"\(label)\"" }])
}

@MainActor extension Link: Control {
  package typealias NodeState = ValueBox<Bool>

  static var controlKind: ControlKind { .link }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.state = ValueBox(node.tracking { node.trackedIsEnabled })
    node.updateChild(label)
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let isEnabled = node.state?.value ?? true
    return [
      TextBlock(
        "[\(node.childrenLabel)](\(destination.absoluteString))\(node.disabledSuffix(isEnabled))")
    ]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    node.childrenLabel
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard action == .press else { throw .unsupported }
    // Read when tapped, without a reader: the link's text does not depend on the action, so a
    // new handler above it does not re-render it.
    let openURL = Tracking.untracked { node.environment.openURL }
    openURL(destination)
  }
}

extension Interaction {
  /// Opens the link's destination through `\.openURL` (``ViewHost/open(_:)``).
  public static let openLink = Interaction(.kind(.link), .press)
}

/// Opening links: the interaction with a ``Link``.
extension ViewHost {
  /// Taps the link whose label is `label`: its URL goes to the `\.openURL` action where the link
  /// stands (the host's records it in ``openedURLs``).
  ///
  /// ```swift
  /// try host.open("Docs")
  /// #expect(host.openedURLs.last == URL(string: "https://example.com/docs"))
  /// ```
  public func open(_ label: String) throws {
    try perform(.openLink, on: label)
  }
}
