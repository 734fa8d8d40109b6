/// Preferences: values views pass *up* the tree, reduced in tree order and read by an ancestor.
///
/// Contributors (`.preference`, `.transformPreference`) register on their node; every ancestor
/// counts them (`NodePreferences.counts`), so a reduction descends only into subtrees that
/// contribute. Each node caches its subtree's reduced value; a change makes the caches on the
/// ancestor chain stale and notifies the readers met on the way, which schedule their own node.
/// Reading a value recomputes only the stale caches below the reader, and a node with many
/// children recombines only the changed children (`ChildReduction`): a change at one leaf of
/// 10,000 costs work along its path, and only the reader re-runs.
extension Graph {
  /// Children above which a node keeps a segment tree of its children's contributions.
  static let wideNodeThreshold = 32

  // MARK: Contributors

  /// `node` writes `value` for `key`, replacing its children's contributions; `isSame` says the
  /// value equals the one it wrote last time, which then changes nothing.
  package func writePreference(
    _ value: Any, for key: PreferenceKeyInfo, at node: Node, isSame: Bool
  ) {
    let preferences = node.preferenceData()
    let isNew = preferences.written[key.id] == nil
    preferences.written[key.id] = value
    if isNew {
      addContributor(key, at: node)
    } else if !isSame {
      preferenceDidChange(key, at: node)
    }
  }

  /// `node` transforms its children's value for `key` with `transform`.
  package func transformPreference(
    _ transform: @escaping (inout Any) -> Void, for key: PreferenceKeyInfo, at node: Node
  ) {
    let preferences = node.preferenceData()
    let isNew = preferences.transforms[key.id] == nil
    preferences.transforms[key.id] = transform
    if isNew { addContributor(key, at: node) } else { preferenceDidChange(key, at: node) }
  }

  private func addContributor(_ key: PreferenceKeyInfo, at node: Node) {
    var current: Node? = node
    while let each = current {
      each.preferenceData().counts[key.id, default: 0] += 1
      current = NodePreferences.passesUp(each) ? each.parent : nil
    }
    preferenceDidChange(key, at: node)
  }

  // MARK: Readers

  /// `reader` reads the value `node`'s children produce for `key`.
  package func addPreferenceReader(
    _ reader: PreferenceReader, for key: PreferenceKeyInfo, at node: Node
  ) {
    let preferences = node.preferenceData()
    if preferences.readers[key.id]?.contains(where: { $0 === reader }) == true { return }
    preferences.readers[key.id, default: []].append(reader)
  }

  /// The value `node`'s children produce for `key`, reduced in tree order; the key's default
  /// value when none of them contributes.
  package func preferenceValue(for key: PreferenceKeyInfo, below node: Node) -> Any {
    reduceChildren(of: node, key: key) ?? key.defaultValue()
  }

  // MARK: Changes

  /// The contribution of `node` for `key` changed: the caches on its ancestor chain go stale
  /// (wide nodes note which child), and the readers met on the way are told.
  ///
  /// The walk goes to the root rather than stopping at a node already stale: a node created for
  /// a new contributor starts stale with valid ancestors, so staleness says nothing about the
  /// readers above. The path is the cost a change is allowed.
  func preferenceDidChange(_ key: PreferenceKeyInfo, at node: Node) {
    guard let preferences = node.preferences else { return }
    preferences.cache[key.id] = nil
    notifyUpward(key.id, from: node, includingSelf: false)
  }

  /// `node`'s children were inserted, removed, replaced or moved: the order of contributions may
  /// have changed for every key its subtree counts.
  func preferenceChildrenDidChange(of node: Node) {
    guard let preferences = node.preferences else { return }
    preferences.wide.removeAll()
    for key in preferences.counts.keys {
      notifyUpward(key, from: node, includingSelf: true)
    }
  }

  /// `node` is leaving the tree: its contributions leave its ancestors' counts. Called first in
  /// `remove(_:)`, while its parent is still set; the nodes below it find it detached (no data)
  /// and skip this.
  func preferenceNodeWillLeave(_ node: Node) {
    guard let preferences = node.preferences else { return }
    node.preferences = nil
    guard !preferences.isBoundary, let parent = node.parent, let parentData = parent.preferences
    else { return }
    for (key, count) in preferences.counts where count > 0 {
      var current: Node? = parent
      while let each = current, let data = each.preferences {
        let remaining = data.count(of: key) - count
        data.counts[key] = remaining > 0 ? remaining : nil
        current = data.isBoundary ? nil : each.parent
      }
      // The parent's children change: its tree of their values no longer matches them.
      parentData.wide[key] = nil
      notifyUpward(key, from: parent, includingSelf: true)
    }
  }

  /// Makes `key`'s caches stale from `node` (or its parent) to the root, telling readers on the
  /// way.
  private func notifyUpward(_ key: ObjectIdentifier, from node: Node, includingSelf: Bool) {
    var current: Node? = includingSelf ? node : node.parent
    var child: Node? = includingSelf ? nil : node
    while let each = current, let data = each.preferences {
      data.cache[key] = nil
      if let child, let tree = data.wide[key], !tree.markStale(child) { data.wide[key] = nil }
      if let readers = data.readers[key] {
        for reader in readers { reader.preferenceMayHaveChanged(below: child) }
      }
      child = each
      current = data.isBoundary ? nil : each.parent
    }
  }

  // MARK: Reduction

  /// The reduced value of `node`'s subtree for `key`, or nil if nothing in it contributes.
  private func subtreeValue(of node: Node, key: PreferenceKeyInfo) -> Any? {
    guard let preferences = node.preferences, preferences.count(of: key.id) > 0 else {
      return nil
    }
    if let cached = preferences.cache[key.id] { return cached }
    var value: Any?
    if let written = preferences.written[key.id] {
      value = written
    } else {
      value = reduceChildren(of: node, key: key)
      if let transform = preferences.transforms[key.id] {
        var transformed = value ?? key.defaultValue()
        transform(&transformed)
        value = transformed
      }
    }
    preferences.cache[key.id] = .some(value)
    return value
  }

  /// The children's values of `node` for `key`, combined in tree order.
  private func reduceChildren(of node: Node, key: PreferenceKeyInfo) -> Any? {
    guard let preferences = node.preferences, preferences.count(of: key.id) > 0 else {
      return nil
    }
    let children = node.children
    if children.count > Self.wideNodeThreshold {
      let value = { (child: Node) in
        NodePreferences.passesUp(child) ? self.subtreeValue(of: child, key: key) : nil
      }
      if let tree = preferences.wide[key.id] {
        return tree.value(children: children, key: key, value: value)
      }
      let tree = ChildReduction(children: children, key: key, value: value)
      preferences.wide[key.id] = tree
      return tree.value(children: children, key: key, value: value)
    }
    var result: Any?
    for child in children {
      guard let data = child.preferences, data.count(of: key.id) > 0, !data.isBoundary else {
        continue
      }
      result = key.combine(result, subtreeValue(of: child, key: key))
    }
    return result
  }
}

extension Node {
  /// The node's preference data, created on first use.
  package func preferenceData() -> NodePreferences {
    if let preferences { return preferences }
    let created = NodePreferences()
    preferences = created
    return created
  }
}

extension Graph {
  /// The value the subtree of `node` (itself included) produces for `key`; the key's default
  /// value when nothing in it contributes.
  package func preferenceValue(for key: PreferenceKeyInfo, of node: Node) -> Any {
    subtreeValue(of: node, key: key) ?? key.defaultValue()
  }
}
