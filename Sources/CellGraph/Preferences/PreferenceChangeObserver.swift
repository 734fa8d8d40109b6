import CellGraphCore

nonisolated extension View {
  /// Runs `action` with the value the views inside this one produce for `key`, when it appears
  /// and whenever it changes.
  ///
  /// The value is read after the update that changed it, and `action` runs in the commit phase
  /// that follows (with `onChange` and `onAppear` actions), only if the value differs from the
  /// one it last received. The first value is delivered when the view appears, even if it is the
  /// key's default value (as SwiftUI does since iOS 18.1 and macOS 15.1).
  ///
  /// An action that writes state which changes the value again runs at most twice in one flush;
  /// then the runtime stops calling it and reports a `preferenceCycle` diagnostic, as SwiftUI logs
  /// "Bound preference … tried to update multiple times per frame."
  ///
  /// ```swift
  /// List { … }
  ///   .onPreferenceChange(TitleKey.self) { titles in self.titles = titles }
  /// ```
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    PreferenceChangeObserver<Self, K>(content: self, action: action)
  }
}

/// The view `onPreferenceChange(_:perform:)` returns.
nonisolated struct PreferenceChangeObserver<Content: View, K: PreferenceKey>: View
where K.Value: Equatable {
  let content: Content
  let action: (K.Value) -> Void

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension PreferenceChangeObserver: PrimitiveView {
  typealias NodeState = PreferenceChangeState<K>

  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let observer: PreferenceChangeState<K>
    if let existing = node.state {
      observer = existing
    } else {
      observer = PreferenceChangeState<K>(node: node)
      node.state = observer
      node.graph.addPreferenceReader(observer, for: observer.key, at: node)
    }
    // The newest view's action runs, as with `onChange`.
    observer.action = action
    node.updateChild(content)
    if reason == .appeared { observer.preferenceMayHaveChanged(below: nil) }
  }
}

/// What an `onPreferenceChange` remembers: the value it last delivered, and how many times it ran
/// in the current flush.
@MainActor
final class PreferenceChangeState<K: PreferenceKey>: PreferenceReader where K.Value: Equatable {
  let key = PreferenceKeyInfo.of(K.self)
  weak var node: Node?
  var action: ((K.Value) -> Void)?
  private var lastValue: K.Value?
  private var isCheckQueued = false
  private var detector = UpdateCycleDetector()

  init(node: Node) {
    self.node = node
  }

  func preferenceMayHaveChanged(below child: Node?) {
    guard !isCheckQueued, let node, !node.isRemoved else { return }
    isCheckQueued = true
    node.graph.enqueue("onPreferenceChange(\(key.name))", of: node) { [weak self] in
      self?.deliverIfChanged()
    }
  }

  /// Reads the settled value and runs the action if it changed.
  private func deliverIfChanged() {
    isCheckQueued = false
    guard let node, !node.isRemoved else { return }
    let graph = node.graph
    guard let value = graph.preferenceValue(for: key, below: node) as? K.Value else { return }
    if let lastValue, lastValue == value { return }
    lastValue = value
    guard detector.dispatch(in: graph, at: node, label: "Bound preference \(key.name)") else {
      return
    }
    action?(value)
  }
}
