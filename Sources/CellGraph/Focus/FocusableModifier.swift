import CellGraphCore

nonisolated extension View {
  /// Makes this view focusable: a focus interaction on it (`host.focus("Inbox")`, by the text it
  /// shows) gives it focus, its `.focused` modifier's state follows, and views inside it read
  /// `\.isFocused`.
  ///
  /// ```swift
  /// CardFace(title: "Inbox")
  ///   .focusable()
  ///   .focused($focusedCard, equals: .inbox)
  ///
  /// try host.focus("Inbox")        // focusedCard == .inbox; CardFace reads isFocused == true
  /// ```
  ///
  /// - Parameter isFocusable: `false` leaves the view unfocusable (and takes focus away from it).
  public func focusable(_ isFocusable: Bool = true) -> some View {
    FocusableModifier(content: self, isFocusable: isFocusable, interactions: .automatic)
  }

  /// Makes this view focusable for the given focus-driven interactions.
  ///
  /// ```swift
  /// CardFace(title: "Inbox").focusable(interactions: .activate)
  /// ```
  ///
  /// - Parameters:
  ///   - isFocusable: `false` leaves the view unfocusable.
  ///   - interactions: The interactions the view supports; every focusable view takes focus from
  ///     a focus interaction here.
  public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
    FocusableModifier(content: self, isFocusable: isFocusable, interactions: interactions)
  }

  /// Makes this view focusable and calls `onFocusChange` with `true` when it gains focus and
  /// with `false` when it loses it (SwiftUI's earlier macOS form, deprecated there in favour of
  /// `focused(_:)` and `\.isFocused`; not marked deprecated here).
  ///
  /// The action runs in the commit phase of the update that moved focus.
  ///
  /// ```swift
  /// Text("Inbox")
  ///   .focusable(true) { isFocused in log.append(isFocused ? "in" : "out") }
  ///
  /// try host.focus("Inbox")        // log == ["in"]
  /// ```
  ///
  /// - Parameters:
  ///   - isFocusable: `false` leaves the view unfocusable.
  ///   - onFocusChange: Called with whether the view has focus, each time that changes.
  public func focusable(
    _ isFocusable: Bool = true,
    onFocusChange: @escaping @MainActor (Bool) -> Void = { _ in }
  ) -> some View {
    FocusableModifier(
      content: FocusChangeObserver(content: self, action: onFocusChange),
      isFocusable: isFocusable, interactions: .automatic)
  }
}

/// The view `focusable(_:)` returns: a focusable control whose label is the text its content
/// shows, providing `\.isFocused` to its content.
///
/// It reads its own focus flag in its one tracking scope, so focus coming or going re-runs this
/// node alone; the entry it provides notifies only the views that read `\.isFocused`.
nonisolated struct FocusableModifier<Content: View>: View {
  let content: Content
  let isFocusable: Bool
  let interactions: FocusInteractions

  var body: Never { primitiveBody(Self.self) }
}

extension ControlKind {
  /// A view made focusable with `.focusable()`: reached by `host.focus(_:)` through the text it
  /// shows.
  package static let focusableView = ControlKind("focusable view")
}

@MainActor extension FocusableModifier: EnvironmentProvidingPrimitive {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let isFocused = node.tracking { node.trackedIsFocused }
    if !isFocusable && isFocused { node.resignFocus() }
    node.provideEnvironment(\.isFocused, isFocusable && isFocused)
    node.updateChild(content)
  }
}

@MainActor extension FocusableModifier: FocusableControl {
  static var controlKind: ControlKind { .focusableView }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String { node.childrenLabel }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard action == .focus else { throw .unsupported }
    node.requestFocus()
  }

  func isControl(_ node: PrimitiveNode<Self>) -> Bool { isFocusable }

  func heldText(_ node: PrimitiveNode<Self>) -> String? { nil }
}
