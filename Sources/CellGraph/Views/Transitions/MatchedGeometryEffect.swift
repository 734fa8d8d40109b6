import CellGraphCore

/// Which parts of a view's geometry `matchedGeometryEffect` matches: the counterpart of SwiftUI's
/// `MatchedGeometryProperties`. CellGraph records them; its text form moves no view.
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
  /// another, SwiftUI shows the move as one view travelling. The text form shows the group's
  /// view once: the inserted view (the source) where it now is, and the leaving view not at all
  /// while its removal transition runs. Two views of a group both present with
  /// `isSource: true` get the diagnostic `.matchedGeometryDuplicateSource` (SwiftUI's runtime
  /// warning); the text shows both.
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
/// member of its group in the host's `MatchedGeometryGroups`, and renders nothing while it leaves
/// and another member of its group is present.
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
    if node.isWithinLeavingView && groups.hasPresentMember(in: member.group, besides: node) {
      return []
    }
    return node.childrenText
  }

  func willRemove(_ node: PrimitiveNode<Self>) {
    node.graph.feature(MatchedGeometryGroups.self).remove(node)
  }

  static func actionLabel(appearing: Bool) -> String { "matchedGeometryEffect" }
}
