import CellGraphCore

nonisolated extension View {
  /// Draws the view `transform` makes from the value this view produces for `key`, over this
  /// view.
  ///
  /// Only `transform`'s content depends on the value: when a view inside this one changes its
  /// contribution, `transform` runs again and the views it returns are updated, while this view
  /// and the views that contribute are not re-evaluated for it. The value read is this view's
  /// alone; what the overlay itself sets for `key` goes to the ancestors, after this view's.
  ///
  /// ```swift
  /// VStack { rows }
  ///   .overlayPreferenceValue(CountKey.self, alignment: .topTrailing) { count in
  ///     Text("(\(count))")
  ///   }
  /// ```
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    Layered(
      content: self, layer: PreferenceValueView<K, V>(transform: transform), alignment: alignment,
      isOverlay: true)
  }

  /// Draws the view `transform` makes from the value this view produces for `key`, behind this
  /// view (see `overlayPreferenceValue(_:alignment:_:)`).
  ///
  /// ```swift
  /// Text("Inbox")
  ///   .preference(key: TitleKey.self, value: ["Inbox"])
  ///   .backgroundPreferenceValue(TitleKey.self) { titles in Text("\(titles.count)") }
  /// ```
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    Layered(
      content: self, layer: PreferenceValueView<K, V>(transform: transform), alignment: alignment,
      isOverlay: false)
  }
}

/// The layer of `overlayPreferenceValue` and `backgroundPreferenceValue`: it reads the value its
/// sibling (the modified view, the first child of their `Layered` parent) produces, and shows
/// what `transform` makes of it.
///
///     Layered ─┬─ content            contributors live here
///              └─ PreferenceValueView ── transform(value)
///
/// Its reader is registered on the `Layered` node and re-runs only this node when a contribution
/// below the content changes; changes inside the layer itself are ignored (the value is the
/// content's).
nonisolated struct PreferenceValueView<K: PreferenceKey, V: View>: View {
  let transform: (K.Value) -> V

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension PreferenceValueView: PrimitiveView {
  typealias NodeState = PreferenceValueReader

  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let key = PreferenceKeyInfo.of(K.self)
    guard let layered = node.parent else { return node.updateChild(EmptyView()) }
    let reader: PreferenceValueReader
    if let existing = node.state {
      reader = existing
    } else {
      reader = PreferenceValueReader(node: node, key: key)
      node.state = reader
      node.graph.addPreferenceReader(reader, for: key, at: layered)
    }
    var value = key.defaultValue()
    if let content = layered.children.first, content !== node {
      value = node.graph.preferenceValue(for: key, of: content)
    }
    // The graph holds only values of `K` for this key (see `PreferenceKeyInfo`).
    node.updateChild(transform(value as! K.Value))
  }
}
