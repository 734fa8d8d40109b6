import CellGraphCore

/// The content of an alert or a confirmation dialog: its title, message and actions, one below
/// the other, and the button SwiftUI adds when the actions lack one.
///
/// - An alert whose actions hold no button gets an `OK` button, as in SwiftUI.
/// - A confirmation dialog whose actions hold no button with role `.cancel` gets a `Cancel`
///   button with that role, as on iOS.
///
/// Every button inside dismisses the presentation after its action (see `ButtonsDismissKey`).
///
///     [0] title (a `Text`, or nothing when hidden)
///     [1] message
///     [2] actions
///     [3] the added button, when needed
nonisolated struct AlertContent<Actions: View, Message: View>: View {
  let title: Text?
  let message: Message
  let actions: Actions
  let addedButton: AddedButton

  /// Which button the presentation adds when its actions lack it.
  enum AddedButton {
    /// `OK`, when there is no button at all (an alert).
    case okWhenEmpty
    /// `Cancel` (role `.cancel`), when no button has that role (a confirmation dialog).
    case cancelWhenMissing
  }

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension AlertContent: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChildren { children in
      children.update(title, key: .position(0))
      children.update(message, key: .position(1))
      children.update(actions, key: .position(2))
      // The actions child, reconciled just now, is at position 2.
      let actionsNode = node.children[2]
      switch addedButton {
      case .okWhenEmpty where !actionsNode.containsButton:
        children.update(Button("OK") {}, key: .position(3))
      case .cancelWhenMissing where actionsNode.cancelButton == nil:
        children.update(Button("Cancel", role: .cancel) {}, key: .position(3))
      default:
        break
      }
    }
  }
}
