import CellGraphCore

/// Which parts of a view's geometry `matchedGeometryEffect` matches: the counterpart of SwiftUI's
/// `MatchedGeometryProperties`: what a view takes from its group's source while the source
/// leaves (see `View.matchedGeometryEffect(id:in:properties:anchor:isSource:)`).
///
/// ```swift
/// .matchedGeometryEffect(id: "card", in: cards, properties: .position)
/// ```
public struct MatchedGeometryProperties: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The view's position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The view's size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// The view's position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
  /// Makes this view one of a group of views, named by `id` in `namespace`, that share their
  /// geometry: the group's source gives the others its frame.
  ///
  /// When an animated update removes a view of the group from one place and inserts one in
  /// another, SwiftUI shows the move as one view travelling from the removed view's frame (the
  /// group's source) to its own. The text form shows the group's view once: while the removed
  /// view's transition runs, the inserted view is drawn at the removed view's place (in its size
  /// when `properties` has `.size`) and its own place is blank; when the animation ends it is
  /// drawn at its own place. With `properties: .size` it stays at its place in the removed
  /// view's size; a removed view with `isSource: false` gives no geometry (the inserted view
  /// shows at its place at once). Two views of a group both present with `isSource: true` get
  /// the diagnostic `.matchedGeometryDuplicateSource` (SwiftUI's runtime warning); the text
  /// shows both.
  ///
  /// ```swift
  /// @Namespace var cards
  /// …
  /// if isInHand {
  ///   HStack { Card().matchedGeometryEffect(id: "ace", in: cards) }
  /// } else {
  ///   VStack { Card().matchedGeometryEffect(id: "ace", in: cards) }
  /// }
  /// ```
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    MatchedGeometryEffect(
      content: self,
      member: MatchedGeometryMember(
        id: AnyHashable(id), namespace: namespace, properties: properties, anchor: anchor,
        isSource: isSource))
  }
}

/// What one `matchedGeometryEffect` declares.
struct MatchedGeometryMember: Hashable {
  let id: AnyHashable
  let namespace: Namespace.ID
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool

  /// The group the view belongs to.
  var group: MatchedGeometryGroups.Key { MatchedGeometryGroups.Key(id: id, namespace: namespace) }
}

/// The view `matchedGeometryEffect(id:in:properties:anchor:isSource:)` returns: its node is a
/// member of its group in the host's `MatchedGeometryGroups`. While a member that was the
/// group's source (`isSource: true`) leaves and another member is present, the group's view is
/// drawn once, at the source's place:
///
///     properties   leaving source's place         present view's own place
///     .frame       present view, in source size   blank, its size
///     .position    present view, its own size     blank, its size
///     .size        nothing                        present view, in source size
///     []           nothing                        present view
///
/// A leaving member that was not a source draws nothing while another member is present.
nonisolated struct MatchedGeometryEffect<Content: View>: View {
  let content: Content
  let member: MatchedGeometryMember

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension MatchedGeometryEffect: LifecyclePrimitive {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.graph.feature(MatchedGeometryGroups.self).place(node, as: member)
    node.updateChild(content)
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let groups = node.graph.feature(MatchedGeometryGroups.self)
    node.flags.remove(.drawsPresentView)
    if node.isWithinLeavingView {
      guard let present = groups.presentMember(in: member.group, besides: node) else {
        return node.childrenText
      }
      // The group's view shows once. While this source leaves, the present view is drawn at
      // its frame (SwiftUI moves it from here to its own); otherwise nothing is drawn here.
      guard member.isSource, present.member.properties.contains(.position) else { return [] }
      node.flags.insert(.drawsPresentView)
      let drawn = present.node.childrenText
      guard present.member.properties.contains(.size) else { return drawn }
      return drawn.fitted(to: node.childrenText)
    }
    guard let source = groups.leavingSource(in: member.group, besides: node) else {
      return node.childrenText
    }
    // Drawn at the leaving source's place (see above): its own place stays, blank.
    if member.properties.contains(.position) { return node.childrenText.map(\.blanked) }
    // Only the size is matched: drawn here, in the source's size.
    if member.properties.contains(.size) {
      return node.childrenText.fitted(to: source.childrenText)
    }
    return node.childrenText
  }

  func willRemove(_ node: PrimitiveNode<Self>) {
    node.graph.feature(MatchedGeometryGroups.self).remove(node)
  }

  static func actionLabel(appearing: Bool) -> String { "matchedGeometryEffect" }
}

extension [TextBlock] {
  /// The blocks drawn in the size of `other`: their lines cut to its width and number of lines,
  /// blank lines added below when they are fewer.
  func fitted(to other: [TextBlock]) -> [TextBlock] {
    let target = other.map(\.resolved)
    let width = target.reduce(0) { Swift.max($0, $1.width) }
    let height = target.reduce(0) { $0 + $1.height }
    var rows = flatMap(\.resolved.lines).prefix(height).map { String($0.prefix(width)) }
    rows += [String](repeating: "", count: Swift.max(height - rows.count, 0))
    return [TextBlock(lines: rows, width: width)]
  }
}
