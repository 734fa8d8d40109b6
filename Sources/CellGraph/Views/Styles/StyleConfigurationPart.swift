import CellGraphCore

/// A part of a control handed to its style: the label, content, title or icon that the style's
/// `makeBody(configuration:)` places where it likes.
///
/// SwiftUI names each part after its configuration (`ToggleStyleConfiguration.Label`,
/// `GroupBoxStyleConfiguration.Content`, …); here those names are this one type. The part shows
/// the control's own view, with its state: a `Text`, a stack, a view with a body.
///
/// ```swift
/// struct CheckmarkStyle: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       configuration.label                       // a StyleConfigurationPart
///       Text(configuration.isOn ? "✓" : "·")
///     }
///   }
/// }
/// ```
public nonisolated struct StyleConfigurationPart: View {
  /// Which part of the control this is.
  package enum Role: Sendable {
    case label, content, title, icon, currentValueLabel, minimumValueLabel, maximumValueLabel
  }

  let role: Role
  let content: AnyView

  package init<Content: View>(_ role: Role, _ content: Content) {
    self.role = role
    self.content = AnyView(content)
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension StyleConfigurationPart: PrimitiveView {
  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }
}

extension Node {
  /// The first part in `role` below this node (depth first) in a style's body: where a styled
  /// control finds its label to be matched by.
  func styleConfigurationPart(_ role: StyleConfigurationPart.Role) -> Node? {
    for child in children {
      if let part = child as? PrimitiveNode<StyleConfigurationPart>, part.view.role == role {
        return part
      }
      if let found = child.styleConfigurationPart(role) { return found }
    }
    return nil
  }

  /// The label a styled control is matched by: its label part's text, on one line, or the whole
  /// body's when the style does not show the label.
  var styledControlLabel: String {
    (styleConfigurationPart(.label) ?? self).childrenLabel
  }
}
