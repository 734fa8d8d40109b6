import CellGraphCore
import Foundation

/// A value with a label: a row of a settings form (`Version  1.2`), or a control labelled by a
/// view of its own.
///
/// Text form: the label, a colon, a space, then the content beside it: `Version: 1.2`. A
/// multi-line content keeps its lines beside the label.
///
/// ```swift
/// LabeledContent("Version", value: "1.2")                        // Version: 1.2
/// LabeledContent("Total", value: 12.5, format: .currency(code: "EUR"))   // Total: €12.50
/// LabeledContent {
///   TextField("", text: $name)
/// } label: {
///   Text("Name")
/// }                                                              // Name: : []
/// ```
public nonisolated struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Content labelled by a view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension LabeledContent where Label == Text {
  /// Content labelled by `title`.
  ///
  /// ```swift
  /// LabeledContent("Volume") { Slider(value: $volume) }
  /// ```
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A string value labelled by `title`.
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// A value written by `format` (in the environment's locale), labelled by `title`.
  ///
  /// ```swift
  /// LabeledContent("Price", value: 4.5, format: .currency(code: "USD"))   // Price: $4.50
  /// ```
  public init<S: StringProtocol, F: FormatStyle>(
    _ title: S, value: F.FormatInput, format: F, isolation: (any Actor)? = #isolation
  ) where F.FormatInput: Equatable, F.FormatOutput == String {
    let text = Text(value, format: format, isolation: isolation)
    self.init(content: { text }, label: { Text(title) })
  }
}

@MainActor extension LabeledContent: PrimitiveView {
  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChildren { children in
      children.update(label, key: .position(0))
      children.update(content, key: .position(1))
    }
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    guard node.children.count == 2 else { return node.childrenText }
    let label = node.children[0].text.flatMap { $0.resolved.lines }.joined(separator: " ")
    let content = node.children[1].text
    guard !content.isEmpty else { return [TextBlock(label)] }
    return [TextLayout.horizontal([TextBlock("\(label):")] + content, alignment: .top, spacing: 1)]
  }
}
