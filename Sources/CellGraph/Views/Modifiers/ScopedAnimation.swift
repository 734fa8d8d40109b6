import CellGraphCore

nonisolated extension View {
  /// Applies `animation` to the modifiers applied in `body` only, as SwiftUI's
  /// `animation(_:body:)`: every update that changes them animates with `animation` (`nil`: not
  /// at all), while this view, the `content` placeholder `body` receives, keeps the update's own
  /// transaction.
  ///
  /// ```swift
  /// Meter(level: level)                    // animates as the update does
  ///   .animation(.easeInOut) { content in
  ///     content.opacity(isActive ? 1 : 0)  // always with .easeInOut
  ///   }
  /// ```
  ///
  /// Unless the update's transaction `disablesAnimations`, as with `animation(_:)`: then the
  /// modifiers keep the transaction's animation.
  ///
  /// - Parameters:
  ///   - animation: The animation of the modifiers in `body`.
  ///   - body: The modifiers, applied to the placeholder for this view.
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    let content = PlaceholderContentView<Self>(
      placeholder: AnyView(transaction(ScopedAnimations.leave)))
    return body(content).transaction { ScopedAnimations.enter(animation, &$0) }
  }
}

/// The animations that the `animation(_:body:)` scopes above a view replaced, innermost last:
/// a scope keeps the update's animation here as it sets its own, and the placeholder of its
/// content puts it back, so the content sees the update's transaction.
///
///     update (animation: A) ─▶ scope: [A], animation S ─▶ modifiers in body (S)
///                                 └─▶ placeholder: [], animation A ─▶ content (A)
///
/// Kept in the transaction, the stack is right both when the scope's node runs its children and
/// when a view below runs on its own (the graph applies the `.transaction` transforms above it,
/// outermost first).
struct ScopedAnimations: TransactionKey {
  static let defaultValue: [Animation?] = []

  static func enter(_ animation: Animation?, _ transaction: inout Transaction) {
    transaction[Self.self].append(transaction.animation)
    if !transaction.disablesAnimations { transaction.animation = animation }
  }

  static func leave(_ transaction: inout Transaction) {
    guard let outer = transaction[Self.self].popLast() else { return }
    transaction.animation = outer
  }
}
