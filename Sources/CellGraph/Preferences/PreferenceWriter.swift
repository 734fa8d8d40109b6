import CellGraphCore

nonisolated extension View {
  /// Sets `value` for `key`, for the ancestors of this view to read.
  ///
  /// The value replaces whatever the views inside this one set for the same key (wrap them with
  /// `transformPreference(_:_:)` to combine instead). Siblings' values are combined in tree order
  /// by `K.reduce(value:nextValue:)`.
  ///
  /// ```swift
  /// Text("Inbox")
  ///   .preference(key: TitleKey.self, value: ["Inbox"])
  /// ```
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    PreferenceWriter<Self, K>(content: self, value: value)
  }

  /// Changes the value this view produces for `key` with `callback`, which receives the combined
  /// value of the views inside it (the key's default value if none sets it).
  ///
  /// ```swift
  /// VStack {
  ///   Text("Inbox").preference(key: TitleKey.self, value: ["Inbox"])
  /// }
  /// .transformPreference(TitleKey.self) { $0.append("Outbox") }  // ["Inbox", "Outbox"]
  /// ```
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    PreferenceTransformer<Self, K>(content: self, transform: callback)
  }
}

/// The view `preference(key:value:)` returns: its node writes the value for the key.
nonisolated struct PreferenceWriter<Content: View, K: PreferenceKey>: View {
  let content: Content
  let value: K.Value

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension PreferenceWriter: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let key = PreferenceKeyInfo.of(K.self)
    var isSame = false
    if let previous = node.preferences?.written[key.id] as? K.Value {
      isSame = ValueComparator.areEqual(previous, value)
    }
    node.graph.writePreference(value, for: key, at: node, isSame: isSame)
    node.updateChild(content)
  }
}

/// The view `transformPreference(_:_:)` returns: its node transforms its children's value.
nonisolated struct PreferenceTransformer<Content: View, K: PreferenceKey>: View {
  let content: Content
  let transform: (inout K.Value) -> Void

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension PreferenceTransformer: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let transform = self.transform
    node.graph.transformPreference(
      { value in
        // The graph hands this closure only values of `K` (see `PreferenceKeyInfo`).
        var typed = value as! K.Value
        transform(&typed)
        value = typed
      }, for: PreferenceKeyInfo.of(K.self), at: node)
    node.updateChild(content)
  }
}
