import CellGraphCore

/// The reconciliation: one decision, in the commit phase, about which field holds focus.
extension FocusCoordinator {
  /// Brings focus, the focus states and the fields' focus flags into agreement.
  ///
  /// The field to focus, in order of precedence:
  /// 1. a control focused by an interaction that no `.focused` modifier binds;
  /// 2. the field of the newest claim (a focus state that names it now, and did not before);
  /// 3. the field holding focus, while nothing took it away;
  /// 4. any field a focus state still names.
  /// Every other focus state that names a field is then cleared (one focused field per host), and
  /// a written value that names no field in the tree is reported and cleared.
  func reconcile() {
    isQueued = false
    let writtenBoxes = written
    // A modifier removed by this flush whose disappear call is still queued has left already.
    let departedClaims = departed + claims.filter { $0.isGone && $0.wasClaiming }
    claims.removeAll(where: \.isGone)
    let pending = request
    written = []
    departed = []
    request = nil

    let claiming = claims.filter(\.isClaiming)
    let fresh = claiming.filter { !$0.wasClaiming }
    let holder = focusedField.flatMap { $0.isRemoved ? nil : $0 }
    let holderClaim = holder.flatMap { field in claims.first { $0.field === field } }

    var target: Node?
    var kept: FocusClaim?
    switch pending {
    case .focus(let field) where !field.isRemoved:
      target = field
    case .resign(let field) where field === holder:
      target = nil
    default:
      if let newest = fresh.last(where: { $0.field != nil }) {
        kept = newest
      } else if let holder, holderClaim == nil || holderClaim?.isClaiming == true {
        target = holder
        kept = holderClaim
      } else {
        kept = claiming.first { $0.field != nil }
      }
      if let kept { target = kept.field }
    }

    // One focused field per host: every other focus state naming a field lets go of it.
    var toClear: [any AnyFocusBox] = []
    func clear(_ box: any AnyFocusBox) {
      if box !== kept?.box, box.isRequestingFocus, !toClear.contains(where: { $0 === box }) {
        toClear.append(box)
      }
    }
    for claim in claiming where claim !== kept { clear(claim.box) }
    for claim in departedClaims where claim.isClaiming { clear(claim.box) }
    for box in writtenBoxes where box.isRequestingFocus {
      let named = claims.contains { $0.box === box && $0.isClaiming && $0.field != nil }
      if !named {
        reportUnbound(box)
        clear(box)
      }
    }
    for box in toClear { box.clear() }
    for claim in claims { claim.wasClaiming = claim.isClaiming }
    move(to: target)
  }

  /// Moves focus to `target`, re-rendering the field that lost it and the one that got it.
  private func move(to target: Node?) {
    guard target !== focusedField else { return }
    let previous = focusedField
    focusedField = target
    // What the focused path publishes changed with it.
    valueTable?.resolve()
    if let previous { flags[ObjectIdentifier(previous)]?.write(false) }
    guard let target else { return }
    if let flag = flags[ObjectIdentifier(target)] {
      flag.write(true)
    } else {
      let flag = StateBox(value: true, description: FieldDescription(path: "focus"))
      flags[ObjectIdentifier(target)] = flag
      let change =
        EvaluationRecorder.isAnyAttached
        ? SourceChange(kind: .state, name: flag.name, oldValue: "false", newValue: "true") : nil
      target.invalidate(because: flag, change: change)
    }
  }

  private func reportUnbound(_ box: any AnyFocusBox) {
    graph.report(
      Diagnostic(
        kind: .unboundFocusValue,
        message: """
          \(box.requestDescription) was set, but no field in the tree is bound to that value \
          with .focused(_:equals:) (or .focused(_:) for a Bool), so nothing can take focus. \
          Focus was cleared and the focus state reset, as SwiftUI does. Bind a field to the \
          value, or set the focus state after the field appears.
          """))
  }
}

/// The kind of misuse focus reports.
extension Diagnostic.Kind {
  /// A `FocusStateCell` was given a value that no `.focused(_:equals:)` field in the tree is
  /// bound to; focus was cleared.
  public static let unboundFocusValue = Self("unboundFocusValue")
}
