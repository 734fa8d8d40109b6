import CellGraphCore
import Foundation

nonisolated extension View {
  /// Sets a value for `key` made from an anchor of this view (SwiftUI's
  /// `anchorPreference(key:value:transform:)`): an opaque rectangle or point that an ancestor's
  /// ``GeometryProxy`` converts to its own coordinates (`proxy[anchor]`).
  ///
  /// The value is written again after each layout that moves or resizes this view, so the
  /// readers of `key` (an `overlayPreferenceValue`, an `onPreferenceChange`) run again then, and
  /// only then. Like `preference(key:value:)`, the value replaces what the views inside set for
  /// `key`.
  ///
  /// ```swift
  /// Text(tab.title)
  ///   .anchorPreference(key: SelectedKey.self, value: .bounds) { isSelected ? $0 : nil }
  /// ```
  public func anchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    AnchorPreferenceWriter<Self, K, A>(content: self, source: value, output: .value(transform))
  }

  /// Changes the value the views inside this one produce for `key` with `transform`, given an
  /// anchor of this view (SwiftUI's `transformAnchorPreference(key:value:transform:)`).
  ///
  /// ```swift
  /// Text(tab.title)
  ///   .transformAnchorPreference(key: TabsKey.self, value: .bounds) { tabs, anchor in
  ///     tabs[tab.id] = anchor
  ///   }
  /// ```
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    AnchorPreferenceWriter<Self, K, A>(content: self, source: value, output: .transform(transform))
  }
}

/// The view `anchorPreference` and `transformAnchorPreference` return: its node writes or
/// transforms the key's value from an anchor of its content, placed where the last layout put it
/// (`AnchorPlacementWatch`).
nonisolated struct AnchorPreferenceWriter<Content: View, K: PreferenceKey, A>: View {
  /// What the node does with the anchor.
  enum Output {
    /// Writes the value made from the anchor, replacing the children's.
    case value((Anchor<A>) -> K.Value)
    /// Changes the children's value with the anchor.
    case transform((inout K.Value, Anchor<A>) -> Void)
  }

  let content: Content
  let source: Anchor<A>.Source
  let output: Output

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension AnchorPreferenceWriter: PrimitiveView {
  typealias NodeState = AnchorPlacementWatch

  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let watch: AnchorPlacementWatch
    if let existing = node.state {
      watch = existing
    } else {
      watch = AnchorPlacementWatch(node: node)
      node.state = watch
      node.graph.geometry.register(watch, for: node)
    }
    let (source, output) = (self.source, self.output)
    watch.publish = { [unowned node] placement in
      Self.write(Anchor(placement: placement, source: source), output, at: node)
    }
    // State the transform reads (`selected == tab ? anchor : nil`) is this node's dependency.
    node.tracking { watch.publish?(watch.placement) }
    node.updateChild(content)
  }

  /// Writes the preference of `node` for `anchor`; an equal value changes nothing.
  private static func write(_ anchor: Anchor<A>, _ output: Output, at node: Node) {
    let key = PreferenceKeyInfo.of(K.self)
    switch output {
    case .value(let transform):
      let value = transform(anchor)
      var isSame = false
      if let previous = node.preferences?.written[key.id] as? K.Value {
        isSame = ValueComparator.areEqual(previous, value)
      }
      node.graph.writePreference(value, for: key, at: node, isSame: isSame)
    case .transform(let transform):
      node.graph.transformPreference(
        { value in
          // The graph hands this closure only values of `K` (see `PreferenceKeyInfo`).
          var typed = value as! K.Value
          transform(&typed, anchor)
          value = typed
        }, for: key, at: node)
    }
  }
}

@MainActor extension AnchorPreferenceWriter: LifecyclePrimitive {
  func willRemove(_ node: PrimitiveNode<Self>) {
    node.graph.geometry.unregister(node)
  }
}
