import CellGraphCore

/// One thing a user does to a control, found by its label: tap a button, type into a field, choose
/// an option, select a row.
///
/// Every interaction is declared once, beside the control it acts on, as a static member here
/// (`.tap`, `.type("Ada")`, `.choose("Mint")`, `.increment`, `.select`); the host performs it on
/// the control labelled so (``ViewHost/perform(_:on:)``), a found view on the control it stands
/// for (`ViewProxy.perform(_:)` in `CellGraphTesting`), and the live runner on the focused
/// control. All three name it the same way in records and errors (`choose "Mint" in "Flavor"`),
/// and the shortcuts (`tap(_:)`, `type(_:into:)`, `choose(_:in:)`, …) are these calls.
///
/// ```swift
/// try host.perform(.choose("Mint"), on: "Flavor")   // the same as host.choose("Mint", in: "Flavor")
/// try host.perform(.increment, on: "Count: 4")
/// ```
public struct Interaction: Sendable, CustomStringConvertible {
  /// Which controls an interaction acts on, among those with its label.
  package enum Target: Sendable {
    /// The control of this kind.
    case kind(ControlKind)
    /// Any control that can hold keyboard focus (a text field, a secure field, a search field).
    case focusable
    /// A row of a list or form, labelled by its text, through the container that holds it.
    case row
    /// The view showing the label (or a view a test found), through the gestures on it and
    /// above it, as a finger would reach them.
    case gesture
  }

  package let target: Target
  /// The action, given the label of the control it acts on (a row's actions name their row).
  package let action: @Sendable (_ label: String) -> ControlAction

  /// An interaction performing `action` on the control `target` finds.
  package init(_ target: Target, _ action: ControlAction) {
    self.target = target
    self.action = { _ in action }
  }

  /// An interaction performing the action `action` makes from the found control's label.
  package init(_ target: Target, action: @escaping @Sendable (_ label: String) -> ControlAction) {
    self.target = target
    self.action = action
  }

  /// The interaction as its kind of control names it, with `…` for the label: `choose "Mint" in
  /// "…"`.
  public var description: String { phrase(label: "…") }

  /// How records name the interaction on a control labelled `label`.
  package func phrase(label: String, kind: ControlKind? = nil) -> String {
    let kind: ControlKind =
      switch target {
      case .kind(let targetKind): kind ?? targetKind
      case .focusable: kind ?? .textField
      case .row: .listRow
      case .gesture: .gestureView
      }
    return kind.phrase(for: action(label), label: label)
  }
}
