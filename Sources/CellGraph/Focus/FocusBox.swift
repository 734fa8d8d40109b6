import CellGraphCore

/// The reference box behind a `FocusStateCell`: a graph source holding the focus state of one
/// field of one view identity, which tells the host's `FocusCoordinator` whenever it is written.
///
/// It is a `StateBox` with one more duty. A write of the focus state is a request to move focus,
/// which only the coordinator can carry out (it knows every `.focused` field in the tree), so each
/// write queues the coordinator's reconciliation for the commit phase of the next flush.
@MainActor
final class FocusBox<Value: Hashable>: SourceOwner {
  /// The source standing for this state in the graph (see `OwnedSource`).
  private(set) lazy var source = OwnedSource(owner: self)

  private(set) var value: Value
  /// The value meaning "no field of mine has focus": `false`, or `nil`.
  let unfocused: Value
  private let description: FieldDescription
  /// The node whose field this is; writes after it left the tree move no focus.
  private weak var owner: Node?

  init(unfocused: Value, description: FieldDescription, owner: Node) {
    self.value = unfocused
    self.unfocused = unfocused
    self.description = description
    self.owner = owner
  }

  var sourceName: String { description.path }
  var sourceValueDescription: String { SourceChange.describe(value) }

  /// The current value; records a dependency when a body is running.
  func read() -> Value {
    source.recordRead()
    return value
  }

  /// Stores `newValue`, invalidates the readers and asks the coordinator to move focus, unless
  /// the value is unchanged.
  func write(_ newValue: Value) {
    guard newValue != value else { return }
    let change =
      EvaluationRecorder.isAnyAttached
      ? SourceChange(
        kind: .state, name: sourceName, oldValue: SourceChange.describe(value),
        newValue: SourceChange.describe(newValue)) : nil
    value = newValue
    source.invalidateReaders(change: change)
    if let owner, !owner.isRemoved {
      owner.graph.feature(FocusCoordinator.self).boxWritten(self, by: owner)
    }
  }
}

/// A `FocusBox` of any value type, as the coordinator handles them.
@MainActor
protocol AnyFocusBox: AnyObject {
  /// Whether the value names a field (`true`, or not `nil`).
  var isRequestingFocus: Bool { get }
  /// The field's name and value, for diagnostics: `SignUp.focus == email`.
  var requestDescription: String { get }
  /// Writes the unfocused value (`false`, `nil`).
  func clear()
}

extension FocusBox: AnyFocusBox {
  var isRequestingFocus: Bool { value != unfocused }
  var requestDescription: String { "\(sourceName) == \(describeFocusValue(value))" }
  func clear() { write(unfocused) }
}

/// A focus value as a diagnostic shows it: an optional's wrapped value (`.email`), not
/// `Optional(email)`.
func describeFocusValue(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  if mirror.displayStyle == .optional {
    guard let wrapped = mirror.children.first?.value else { return "nil" }
    return describeFocusValue(wrapped)
  }
  let text = String(describing: value)
  return value is Bool ? text : ".\(text)"
}
