import CellGraphCore

/// The host's matched-geometry groups: for each identifier in a namespace, the nodes of the
/// `matchedGeometryEffect`s that name it.
///
///     (id "ace", Namespace.ID(1)) ─▶ [HStack/…/Card (leaving), VStack/…/Card]
///                                     renders nothing   ◀──┘  the source, shown
///
/// While a member that was the group's source leaves (inside a view kept for its removal
/// transition), a present member is drawn at its place and not at its own: the group's view shows
/// once (see `MatchedGeometryEffect`). A change of membership re-renders the
/// group's members. Two present members with `isSource: true` are reported once, in the commit
/// phase of the update that made them (when leaving views have been placed).
@MainActor
final class MatchedGeometryGroups: GraphFeature {
  struct Key: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
  }

  private unowned let graph: Graph
  /// The members of each group, in the order they joined.
  private var groups: [Key: [(node: Node, member: MatchedGeometryMember)]] = [:]
  /// Each member node's group.
  private var groupOfNode: [ObjectIdentifier: Key] = [:]
  /// The groups reported for duplicate sources, until they have one source again.
  private var reported: Set<Key> = []
  /// Whether a check of duplicate sources is queued for the current flush.
  private var checkQueued = false

  init(graph: Graph) {
    self.graph = graph
  }

  /// Records `node` as a member of `member`'s group (moving it from another group if its
  /// identifier changed).
  func place(_ node: Node, as member: MatchedGeometryMember) {
    let id = ObjectIdentifier(node)
    let key = member.group
    if let old = groupOfNode[id] {
      if old == key {
        if let index = groups[key]?.firstIndex(where: { $0.node === node }),
          groups[key]?[index].member != member
        {
          let sourceChanged = groups[key]?[index].member.isSource != member.isSource
          groups[key]?[index].member = member
          membersChanged(in: key)
          if sourceChanged { queueCheck(of: node) }
        }
        return
      }
      remove(node)
    }
    groupOfNode[id] = key
    groups[key, default: []].append((node, member))
    membersChanged(in: key)
    queueCheck(of: node)
  }

  /// Forgets `node` (it is removed).
  func remove(_ node: Node) {
    guard let key = groupOfNode.removeValue(forKey: ObjectIdentifier(node)) else { return }
    groups[key]?.removeAll { $0.node === node }
    if groups[key]?.isEmpty == true { groups[key] = nil }
    membersChanged(in: key)
  }

  /// The first member of `key`'s group other than `node` that is present (not leaving).
  func presentMember(in key: Key, besides node: Node) -> (
    node: Node, member: MatchedGeometryMember
  )? {
    groups[key]?.first { $0.node !== node && !$0.node.isWithinLeavingView }
  }

  /// The member of `key`'s group, other than `node`, that is leaving and was the group's source
  /// (`isSource: true`): the frame the present members take while it leaves.
  func leavingSource(in key: Key, besides node: Node) -> Node? {
    groups[key]?.first { $0.node !== node && $0.member.isSource && $0.node.isWithinLeavingView }?
      .node
  }

  /// Re-renders the members of `key`'s group: whether a leaving one shows depends on the others.
  private func membersChanged(in key: Key) {
    for member in groups[key] ?? [] where !member.node.isRemoved {
      member.node.setNeedsRender()
    }
  }

  /// Checks the groups for duplicate sources in the commit phase of the current flush.
  private func queueCheck(of node: Node) {
    guard !checkQueued else { return }
    checkQueued = true
    graph.enqueue("matchedGeometryEffect", of: node) { [weak self] in
      self?.checkQueued = false
      self?.reportDuplicateSources()
    }
  }

  /// Reports each group with more than one present member with `isSource: true`, once until it
  /// has one again.
  private func reportDuplicateSources() {
    for (key, members) in groups {
      let sources = members.filter { $0.member.isSource && !$0.node.isWithinLeavingView }
      guard sources.count > 1 else {
        reported.remove(key)
        continue
      }
      guard reported.insert(key).inserted else { continue }
      graph.report(.matchedGeometryDuplicateSource(key, paths: sources.map(\.node.identityPath)))
    }
  }
}

extension Diagnostic {
  /// More than one present view of a matched-geometry group has `isSource: true`.
  static func matchedGeometryDuplicateSource(
    _ key: MatchedGeometryGroups.Key, paths: [String]
  ) -> Diagnostic {
    Diagnostic(
      kind: .matchedGeometryDuplicateSource,
      message: """
        Multiple inserted views in matched geometry group (id: \(key.id.base), in: \
        \(key.namespace)) have isSource: true, results are undefined (SwiftUI's runtime \
        warning): \(paths.joined(separator: ", ")). Give all but one isSource: false. Both \
        views are shown.
        """,
      path: paths.first ?? "")
  }
}

extension Diagnostic.Kind {
  /// Two present views of one `matchedGeometryEffect` group both have `isSource: true`.
  public static let matchedGeometryDuplicateSource = Self("matchedGeometryDuplicateSource")
}
