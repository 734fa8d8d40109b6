import CellGraphCore

/// What a tab's node remembers (the node of `.tabItem` or of a `Tab`): whether its content was
/// built (a tab's content is built the first time it is selected, as in SwiftUI since iOS 18),
/// and the value a `Tab` carries.
@MainActor
final class TabState {
  /// Set by the tab view when it first selects the tab; the tab's evaluations then build it.
  var isBuilt = false
  /// The value given to `Tab(_:systemImage:value:content:)`; `nil` for `.tabItem`, whose value is
  /// the `.tag` around it.
  var value: AnyHashable?

  init(value: AnyHashable?) {
    self.value = value
  }
}

/// The selection of a tab view without a `selection:` binding: a source the tab view reads.
@MainActor
final class OwnedTabSelection: SourceOwner {
  /// The source standing for this state in the graph (see `OwnedSource`).
  private(set) lazy var source = OwnedSource(owner: self)

  var value: AnyHashable?

  var sourceName: String { "tab selection" }

  func write(_ newValue: AnyHashable) {
    guard newValue != value else { return }
    value = newValue
    Tracking.untracked { source.invalidateReaders() }
  }
}

/// One tab as its tab view found it: its node, its value and its label.
@MainActor
struct FoundTab {
  let node: Node
  let state: TabState
  let value: AnyHashable
  /// The label's text on one line, as the tab bar shows it: `(house) Home`.
  let label: String

  /// Whether `label` names this tab: its whole label, or its title after the icon.
  func isNamed(_ name: String) -> Bool {
    label == name || label.hasSuffix(" \(name)")
  }
}

extension Node {
  /// The tabs below this tab view node, in tree order: the nodes of `.tabItem` and `Tab`, each
  /// with its value (a `Tab`'s value, else the nearest `.tag` around it, else its position).
  var foundTabs: [FoundTab] {
    var found: [FoundTab] = []
    func visit(_ node: Node) {
      guard let state = node.primitiveState(as: TabState.self) else {
        for child in node.children { visit(child) }
        return
      }
      var value = state.value
      var ancestor = node.parent
      while value == nil, let current = ancestor, current !== self {
        value = current.tag
        ancestor = current.parent
      }
      let label = node.children.last { $0.key == .position(1) }?.ownLabel ?? ""
      found.append(
        FoundTab(
          node: node, state: state, value: value?.unwrapped ?? AnyHashable(found.count),
          label: label))
    }
    for child in children { visit(child) }
    return found
  }
}

/// Whether views are the content of a tab view (whose tabs wait to be selected to be built).
struct InTabViewKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  var isInTabView: Bool {
    get { self[InTabViewKey.self] }
    set { self[InTabViewKey.self] = newValue }
  }
}
