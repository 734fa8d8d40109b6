/// Re-runs a `PreferenceValueView` when the value of the content beside it may have changed.
@MainActor
package final class PreferenceValueReader: Source, PreferenceReader {
  weak var node: Node?
  let key: PreferenceKeyInfo

  package init(node: Node, key: PreferenceKeyInfo) {
    self.node = node
    self.key = key
  }

  override var name: String { "preference \(key.name)" }

  package func preferenceMayHaveChanged(below child: Node?) {
    guard let node, !node.isRemoved, child !== node else { return }
    node.invalidate(because: self, change: nil)
  }

  override var unrecordedChange: SourceChange {
    SourceChange(kind: .state, name: name, oldValue: "?", newValue: "?")
  }
}
