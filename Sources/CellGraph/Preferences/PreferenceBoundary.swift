import CellGraphCore

nonisolated extension View {
  /// Keeps the preferences set inside this view from its ancestors: readers inside still see
  /// them, readers outside do not.
  ///
  /// For containers that show content SwiftUI hosts separately (a presented sheet, whose
  /// preferences do not reach the presenter): wrap the content in this.
  func preferenceBoundary() -> some View {
    PreferenceBoundary(content: self)
  }
}

/// The view `preferenceBoundary()` returns: its node is a boundary (`NodePreferences.isBoundary`).
nonisolated struct PreferenceBoundary<Content: View>: View {
  let content: Content

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension PreferenceBoundary: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if reason == .appeared { node.preferenceData().isBoundary = true }
    node.updateChild(content)
  }
}
