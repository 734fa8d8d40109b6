import CellGraphCore

/// What kind of control a node is (`button`, `toggle`, `text field`, …), and how records, errors
/// and the live runner name the interactions on it.
///
/// Open for extension: each control declares its kind beside its type, with the phrases of the
/// actions it names its own way (every other action takes its default phrase,
/// `ControlAction.Name`'s):
///
/// ```swift
/// extension ControlKind {
///   static let slider = ControlKind("slider", phrases: [
///     .increment: { label, _ in "slide up \"\(label)\"" },
///   ])
/// }
/// ```
///
/// `ViewHost`'s interactions, `ViewProxy`'s and the live runner's all name an interaction with
/// `phrase(for:label:)`, so one action on one kind of control reads the same everywhere.
package struct ControlKind: Hashable, Sendable, CustomStringConvertible {
  /// The kind as messages and `ViewHost.controls` show it.
  package let rawValue: String
  /// The phrases of the actions this kind names its own way.
  private let phrases: [ControlAction.Name: InteractionPhrase]

  package init(_ rawValue: String, phrases: [ControlAction.Name: InteractionPhrase] = [:]) {
    self.rawValue = rawValue
    self.phrases = phrases
  }

  /// How records name `action` on a control of this kind labelled `label`: `tap "Save"`.
  package func phrase(for action: ControlAction, label: String) -> String {
    (phrases[action.name] ?? action.name.phrase)(label, action)
  }

  package static func == (lhs: ControlKind, rhs: ControlKind) -> Bool {
    lhs.rawValue == rhs.rawValue
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
  package var description: String { rawValue }

  package static let button = ControlKind("button")
  package static let toggle = ControlKind("toggle")
  package static let textField = ControlKind("text field")
}
