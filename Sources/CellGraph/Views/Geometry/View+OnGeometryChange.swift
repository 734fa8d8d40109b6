import CellGraphCore
import Foundation

nonisolated extension View {
  /// Runs `action` with a value computed from this view's geometry, when the view is first laid
  /// out and whenever the value changes after a layout (SwiftUI's
  /// `onGeometryChange(for:of:action:)`).
  ///
  /// `transform` runs after each layout of the host that changed text; `action` runs in the
  /// commit phase, after the update, and only when `transform`'s result differs from the last.
  ///
  /// ```swift
  /// Text(title)
  ///   .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
  /// ```
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping @MainActor (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    GeometryChangeModifier(content: self, transform: transform) { _, new in action(new) }
  }

  /// Runs `action` with the previous and the new value computed from this view's geometry,
  /// whenever the value changes after a layout (not for the first layout, which has no previous
  /// value).
  ///
  /// ```swift
  /// Text(title)
  ///   .onGeometryChange(for: CGSize.self, of: \.size) { old, new in print(old, new) }
  /// ```
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping @MainActor (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    GeometryChangeModifier(content: self, transform: transform) { old, new in
      if let old { action(old, new) }
    }
  }
}

/// The view `onGeometryChange` returns: its content, watched after each layout.
nonisolated struct GeometryChangeModifier<Content: View, Value: Equatable>: View {
  let content: Content
  let transform: @MainActor (GeometryProxy) -> Value
  let action: (Value?, Value) -> Void

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension GeometryChangeModifier: PrimitiveView {
  typealias NodeState = GeometryChangeWatch<Value>
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let watch: GeometryChangeWatch<Value>
    if let existing = node.state {
      watch = existing
    } else {
      watch = GeometryChangeWatch(node: node)
      node.state = watch
      node.graph.geometry.register(watch, for: node)
    }
    watch.transform = transform
    watch.action = action
    node.updateChild(content)
  }
}

@MainActor extension GeometryChangeModifier: LifecyclePrimitive {
  func willRemove(_ node: PrimitiveNode<Self>) {
    node.graph.geometry.unregister(node)
  }
}

/// What an `onGeometryChange` node remembers: its closures and the value it last delivered.
@MainActor
final class GeometryChangeWatch<Value: Equatable>: GeometryObserver {
  private unowned let node: Node
  var transform: (@MainActor (GeometryProxy) -> Value)?
  var action: ((Value?, Value) -> Void)?
  private var last: Value?

  init(node: Node) {
    self.node = node
  }

  func layoutDidChange(_ layout: GeometryLayout) -> Bool {
    guard let transform, let action,
      let frame = layout.frames[ObjectIdentifier(node)]
    else { return false }
    let value = transform(GeometryProxy(frame: frame, node: node))
    guard value != last else { return false }
    let old = last
    last = value
    node.graph.enqueue("onGeometryChange", of: node) { action(old, value) }
    return true
  }
}
