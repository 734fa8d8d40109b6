import CellGraphCore

nonisolated extension View {
  /// Sets the detents of the sheet this view is presented in, as SwiftUI's
  /// `presentationDetents(_:)`: the sheet rests at the lowest of them, which its frame's title
  /// shows (`+- sheet · medium -+`). Outside a sheet it does nothing.
  ///
  /// ```swift
  /// .sheet(isPresented: $showsSettings) {
  ///   Settings().presentationDetents([.medium, .large])
  /// }
  /// ```
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    PresentationDetentsSetting(content: self, detents: detents, selection: nil)
  }

  /// Sets the detents of the sheet this view is presented in, and binds the one it rests at, as
  /// SwiftUI's `presentationDetents(_:selection:)`: writing the binding moves the sheet, and its
  /// frame's title shows the selected detent. A selection that is not one of `detents` leaves
  /// the sheet at the lowest detent.
  ///
  /// ```swift
  /// Settings(detent: $detent).presentationDetents([.medium, .large], selection: $detent)
  /// ```
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: BindingCell<PresentationDetent>
  ) -> some View {
    PresentationDetentsSetting(content: self, detents: detents, selection: selection)
  }

  /// Sets the background of the presentation this view is in, as SwiftUI's
  /// `presentationBackground(_:)`. A text form draws no colors: it is accepted and changes
  /// nothing on screen (Docs/Limitations.md).
  ///
  /// ```swift
  /// Settings().presentationBackground(.thinMaterial)
  /// ```
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    self
  }

  /// Sets a view as the background of the presentation this view is in, as SwiftUI's
  /// `presentationBackground(alignment:content:)`. Accepted and not drawn, like
  /// `presentationBackground(_:)`.
  ///
  /// ```swift
  /// Settings().presentationBackground { Color.yellow }
  /// ```
  public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    self
  }
}

/// The view `presentationDetents(_:)` returns: its node tells the presentation it is in which
/// detent the sheet rests at.
nonisolated struct PresentationDetentsSetting<Content: View>: View {
  let content: Content
  let detents: Set<PresentationDetent>
  let selection: BindingCell<PresentationDetent>?

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension PresentationDetentsSetting: LifecyclePrimitive {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let selected = selection.map { selection in node.tracking { selection.wrappedValue } }
    let lowest = detents.min { $0.restingOrder < $1.restingOrder }
    let resting = selected.flatMap { detents.contains($0) ? $0 : nil } ?? lowest
    if let link = Tracking.untracked({ node.environment[PresentationLinkKey.self] }),
      link.restingDetent != resting
    {
      link.restingDetent = resting
      // The frame's title is the host's text, drawn around the layer: re-render it.
      node.setNeedsRender()
    }
    node.updateChild(content)
  }

  func willRemove(_ node: PrimitiveNode<Self>) {
    Tracking.untracked { node.environment[PresentationLinkKey.self] }?.restingDetent = nil
  }
}
