import CellGraphCore
import Foundation

nonisolated extension View {
  /// Names this view's bounds as a coordinate space, for `GeometryProxy.frame(in: .named(_:))`
  /// below it.
  ///
  /// Text form: the view's, unchanged.
  ///
  /// ```swift
  /// VStack { Row() }.coordinateSpace(.named("list"))
  /// ```
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    NamedCoordinateSpaceModifier(content: self, name: name.name)
  }

  /// Names this view's bounds as a coordinate space called `name` (SwiftUI's earlier spelling of
  /// `coordinateSpace(.named(name))`).
  ///
  /// ```swift
  /// VStack { Row() }.coordinateSpace(name: "list")
  /// ```
  public func coordinateSpace(name: some Hashable) -> some View {
    NamedCoordinateSpaceModifier(content: self, name: AnyHashable(name))
  }
}

/// The view `coordinateSpace(_:)` returns: its content, with a name for its bounds.
nonisolated struct NamedCoordinateSpaceModifier<Content: View>: View {
  let content: Content
  let name: AnyHashable

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension NamedCoordinateSpaceModifier: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  /// The frame, in the host's current layout, of the nearest ancestor of `node` (or `node`
  /// itself) that names its coordinate space `name`.
  static func frame(named name: AnyHashable, above node: Node) -> CGRect? {
    var current: Node? = node
    while let candidate = current {
      if let naming = candidate.capability(NamedSpaceCapability.self),
        naming.spaceName(of: candidate) == name
      {
        return candidate.graph.geometry.frame(of: candidate)
      }
      current = candidate.parent
    }
    return nil
  }
}

/// A view that names a coordinate space.
@MainActor
protocol NamedSpacePrimitive: PrimitiveView {
  var spaceName: AnyHashable { get }
}

extension NamedSpacePrimitive {
  static func spaceName(of node: Node) -> AnyHashable {
    unsafeDowncast(node, to: PrimitiveNode<Self>.self).view.spaceName
  }
}

extension NamedCoordinateSpaceModifier: NamedSpacePrimitive {
  var spaceName: AnyHashable { name }
}

enum NamedSpaceCapability: PrimitiveCapability {
  static func witness(for type: any PrimitiveView.Type) -> (any NamedSpacePrimitive.Type)? {
    type as? any NamedSpacePrimitive.Type
  }
}
