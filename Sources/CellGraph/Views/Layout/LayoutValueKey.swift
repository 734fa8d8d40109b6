import CellGraphCore
import Foundation

/// A key for a value a view gives its layout container, as SwiftUI's `LayoutValueKey`: set it
/// with `layoutValue(key:value:)`, read it in a custom `Layout` as `subview[Key.self]`.
///
/// ```swift
/// struct Rank: LayoutValueKey {
///   static let defaultValue = 0
/// }
///
/// MyLayout {
///   Text("Gold").layoutValue(key: Rank.self, value: 1)
///   Text("Silver").layoutValue(key: Rank.self, value: 2)
/// }
/// ```
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a subview that sets none.
  static var defaultValue: Value { get }
}

nonisolated extension View {
  /// Gives this view `value` for `key`, which the custom `Layout` that contains it reads as
  /// `subview[key]`.
  ///
  /// Text form: the view's, unchanged. Geometry: the view's, unchanged.
  ///
  /// ```swift
  /// Text("Gold").layoutValue(key: Rank.self, value: 1)
  /// ```
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    LayoutValueModifier<Self, K>(content: self, value: value)
  }
}

/// The view `layoutValue(key:value:)` returns: its content, with a value for `K`.
nonisolated struct LayoutValueModifier<Content: View, K: LayoutValueKey>: View {
  let content: Content
  let value: K.Value

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension LayoutValueModifier: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }
}

@MainActor extension LayoutValueModifier: LayoutValueWriter {
  static func value(of node: Node, for key: ObjectIdentifier) -> Any? {
    guard key == ObjectIdentifier(K.self) else { return nil }
    return unsafeDowncast(node, to: PrimitiveNode<Self>.self).view.value
  }
}

/// A view that gives its content a layout value (`layoutValue(key:value:)`).
@MainActor
protocol LayoutValueWriter: PrimitiveView {
  /// The value `node` (a node of this type) gives for the key of type identity `key`, if any.
  static func value(of node: Node, for key: ObjectIdentifier) -> Any?
}

/// Finds `LayoutValueWriter` on a node's view type, once per type.
enum LayoutValueCapability: PrimitiveCapability {
  static func witness(for type: any PrimitiveView.Type) -> (any LayoutValueWriter.Type)? {
    type as? any LayoutValueWriter.Type
  }
}

/// The container's layout reads the value, not only the size.
@MainActor extension LayoutValueModifier: LayoutTraitPrimitive {}
