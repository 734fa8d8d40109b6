import CellGraphCore

nonisolated extension View {
  /// Sets the color scheme of this view's window: SwiftUI's `preferredColorScheme(_:)`. The
  /// host's `\.colorScheme` becomes `colorScheme` while this view is on screen (every view of
  /// the window that reads it re-runs), and goes back to what it was when the view goes; `nil`
  /// asks for nothing.
  ///
  /// ```swift
  /// ContentView().preferredColorScheme(.dark)
  /// ```
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    PreferringColorScheme(content: self, colorScheme: colorScheme)
  }
}

/// The view `preferredColorScheme(_:)` returns: its content; its node sets the host's color
/// scheme in the commit phase (after the pass, as an appear action writes).
nonisolated struct PreferringColorScheme<Content: View>: View {
  let content: Content
  let colorScheme: ColorScheme?

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension PreferringColorScheme: LifecyclePrimitive {
  package typealias NodeState = PreferredSchemeState

  static var isStructural: Bool { true }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let state = node.state ?? PreferredSchemeState()
    node.state = state
    if state.isShown && state.applied != colorScheme {
      // A new preference while shown: applied after this pass, as an action.
      node.graph.enqueue("preferredColorScheme", of: node) {
        state.apply(colorScheme, in: node.graph)
      }
    }
    node.updateChild(content)
  }

  package func appear(_ node: PrimitiveNode<Self>) {
    node.state?.isShown = true
    node.state?.apply(colorScheme, in: node.graph)
  }

  package func disappear(_ node: PrimitiveNode<Self>) {
    node.state?.isShown = false
    node.state?.restore(in: node.graph)
  }

  static func actionLabel(appearing: Bool) -> String { "preferredColorScheme" }
}

/// What a `preferredColorScheme` node changed: the scheme it set, and the one to restore.
@MainActor
package final class PreferredSchemeState {
  var isShown = false
  var applied: ColorScheme?
  private var previous: ColorScheme?

  func apply(_ scheme: ColorScheme?, in graph: Graph) {
    let entry = graph.feature(HostEnvironment.self).colorScheme
    if previous == nil { previous = entry.value }
    applied = scheme
    let target = scheme ?? previous ?? entry.value
    entry.update(from: TypedEnvironmentEntry<ColorSchemeKey>(value: target, next: nil))
  }

  func restore(in graph: Graph) {
    guard let previous else { return }
    let entry = graph.feature(HostEnvironment.self).colorScheme
    entry.update(from: TypedEnvironmentEntry<ColorSchemeKey>(value: previous, next: nil))
    self.previous = nil
    applied = nil
  }
}
