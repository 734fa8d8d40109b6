import CellGraphCore

/// A view that decides whether its content re-runs by comparing it with `==`.
///
/// When a parent re-runs, a child's body runs again only if the child's new value differs from
/// its previous one. CellGraph already compares `Equatable` views with `==`; wrapping a view in
/// `EquatableView` (or calling `.equatable()`) states it in the code, as in SwiftUI, and makes the
/// comparison independent of the view's fields: a view whose `==` ignores a closure or a counter
/// is not re-run when only those change. The view's own state, environment and model reads still
/// re-run it.
///
/// ```swift
/// struct Chart: View, Equatable {
///   let points: [Double]
///   let onTap: () -> Void                       // a new closure on every parent update
///   nonisolated static func == (a: Chart, b: Chart) -> Bool { a.points == b.points }
///   var body: some View { Text("\(points.count) points") }
/// }
///
/// Chart(points: points, onTap: select).equatable()
/// ```
///
/// Text form: the content's.
public nonisolated struct EquatableView<Content: View & Equatable>: View {
  /// The compared view.
  public var content: Content

  /// Wraps `content`, to be compared with `==`.
  public init(content: Content) {
    self.content = content
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension EquatableView: FieldComparable {
  /// The content's `==` decides, whatever the content's fields are.
  package static func isSameInput(_ lhs: Self, _ rhs: Self) -> Bool {
    lhs.content == rhs.content
  }
}

@MainActor extension EquatableView: PrimitiveView {
  package static var isStructural: Bool { true }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }
}

nonisolated extension View where Self: Equatable {
  /// Wraps this view in an ``EquatableView``: a parent's re-run re-runs it only if `==` says it
  /// changed.
  ///
  /// ```swift
  /// Chart(points: points, onTap: select).equatable()
  /// ```
  public func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}
