import CellGraph

extension ControlAction {
  /// The interaction's name in records, as `ViewHost`'s methods name theirs: `tap "Save"`,
  /// `type "Ada" into "Name"`, `choose "Dark" in "Appearance"`.
  func trigger(on control: LiveControl) -> String {
    let label = "\"\(control.label)\""
    switch self {
    case .press: return "tap \(label)"
    case .toggle: return "toggle \(label)"
    case .setText(let text): return "type \"\(text)\" into \(label)"
    case .choose(let option): return "choose \"\(option)\" in \(label)"
    case .increment: return "increment \(label)"
    case .decrement: return "decrement \(label)"
    case .setValue(let value): return "set \(label) to \(value)"
    case .select(let row): return "select \"\(row)\" in \(label)"
    case .deselect(let row): return "deselect \"\(row)\" in \(label)"
    case .delete(let row): return "delete \"\(row)\" in \(label)"
    case .move(let row, let before):
      return "move \"\(row)\" before \(before.map { "\"\($0)\"" } ?? "the end") in \(label)"
    case .focus: return "focus \(label)"
    case .submit: return "submit \(label)"
    case .scroll(let lines, let columns):
      return "scroll \(control.kind) \(label) by \(lines) lines, \(columns) columns"
    case .refresh: return "refresh \(label)"
    case .dismiss: return "dismiss \(label)"
    case .back: return "back \(label)"
    }
  }
}
