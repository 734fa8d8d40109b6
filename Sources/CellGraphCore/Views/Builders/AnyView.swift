/// A type-erased view: holds any view and lets a body return different view types.
///
/// The wrapped view's type is part of the identity: wrapping a view of a different type replaces
/// the old view (and its state). Two `AnyView`s are the same input when they wrap equal views of
/// the same type.
///
/// ```swift
/// func badge(for count: Int) -> AnyView {
///   count == 0 ? AnyView(EmptyView()) : AnyView(Text("\(count)"))
/// }
/// ```
public nonisolated struct AnyView: View {
  let storage: AnyViewStorage

  /// Wraps `view`.
  public init<V: View>(_ view: V) {
    if let alreadyErased = view as? AnyView {
      storage = alreadyErased.storage
    } else {
      storage = TypedAnyViewStorage(view)
    }
  }

  /// Wraps `view`, as `init(_:)` does: SwiftUI's spelling for erasing a view in a function that
  /// returns `AnyView`.
  ///
  /// ```swift
  /// AnyView(erasing: Text("Done"))
  /// ```
  public init<V: View>(erasing view: V) {
    self.init(view)
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension AnyView: PrimitiveView {
  package static var isStructural: Bool { true }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    storage.update(node)
  }
}

@MainActor extension AnyView: FieldComparable {
  package static func isSameInput(_ lhs: AnyView, _ rhs: AnyView) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.isSameInput(as: rhs.storage)
  }
}

/// The box inside an `AnyView`; the subclass knows the wrapped view's type. Made wherever the
/// `AnyView` is (its initializer is nonisolated, as SwiftUI's); used by the runtime only, on the
/// main actor.
class AnyViewStorage {
  init() {}
  @MainActor func update(_ node: Node) {}
  @MainActor func isSameInput(as other: AnyViewStorage) -> Bool { false }
}

final class TypedAnyViewStorage<V: View>: AnyViewStorage {
  let view: V

  init(_ view: V) {
    self.view = view
  }

  @MainActor override func update(_ node: Node) {
    node.updateChild(view, key: .type(ObjectIdentifier(V.self)))
  }

  @MainActor override func isSameInput(as other: AnyViewStorage) -> Bool {
    guard let other = other as? TypedAnyViewStorage<V> else { return false }
    return ViewTypeInfo.of(V.self).isSameInput(view, other.view)
  }
}
