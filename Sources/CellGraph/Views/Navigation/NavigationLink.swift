import CellGraphCore

/// A control that pushes a screen on the navigation stack it is in, as SwiftUI's
/// `NavigationLink`.
///
/// A value link pushes its value: the stack appends it to its path and shows the
/// `navigationDestination(for:)` declared for the value's type. A destination link pushes its
/// destination view above the path. Tapping a link outside any stack, or a value link whose
/// type has no destination, does nothing and reports a diagnostic, as SwiftUI logs one.
///
/// ```swift
/// NavigationLink("Pasta", value: Recipe.pasta)
/// NavigationLink(value: Recipe.soup) { Label("Soup", systemImage: "cup") }
/// NavigationLink("About") { AboutScreen() }
///
/// try host.tapLink("Pasta")
/// ```
///
/// Text form: the label followed by ` >`: `Pasta >`; a link with a `nil` value shows
/// `Pasta > (disabled)` and cannot be tapped.
public nonisolated struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let value: AnyHashable?
  let destination: Destination?
  /// The binding of `NavigationLink(destination:isActive:label:)`: the destination is pushed
  /// while it is `true`.
  var isActive: BindingCell<Bool>? = nil

  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value` (nothing when `nil`).
  ///
  /// ```swift
  /// NavigationLink(value: recipe) { RecipeRow(recipe: recipe) }
  /// ```
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.value = value.map { AnyHashable($0) }
    self.destination = nil
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled `title` that pushes `value` (nothing when `nil`).
  ///
  /// ```swift
  /// NavigationLink("Pasta", value: Recipe.pasta)
  /// ```
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.label = Text(title)
    self.value = value.map { AnyHashable($0) }
    self.destination = nil
  }
}

extension NavigationLink {
  /// A link that pushes `destination`.
  ///
  /// ```swift
  /// NavigationLink(destination: AboutScreen()) { Text("About") }
  /// ```
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.value = nil
    self.destination = destination
  }

  /// A link that pushes the view `destination` builds.
  ///
  /// ```swift
  /// NavigationLink { AboutScreen() } label: { Text("About") }
  /// ```
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` that pushes the view `destination` builds.
  ///
  /// ```swift
  /// NavigationLink("About") { AboutScreen() }
  /// ```
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination(), label: { Text(title) })
  }
}

/// A link's value is its row's selection value in a `List(selection:)`, as in SwiftUI: the
/// sidebar of a split view selects with `NavigationLink(value:)` rows and no `.tag(_:)`.
@MainActor extension NavigationLink: TaggedPrimitive {
  var primitiveTag: AnyHashable? { value }
}

extension NavigationLink {
  /// A link that pushes `destination` while `isActive` is `true`: tapping it writes `true`,
  /// going back writes `false`, and writing the binding pushes or pops the screen, as SwiftUI's
  /// deprecated `NavigationLink(destination:isActive:label:)` (not marked deprecated here).
  ///
  /// ```swift
  /// NavigationLink(destination: Details(), isActive: $showsDetails) { Text("Details") }
  /// ```
  public init(
    destination: Destination, isActive: BindingCell<Bool>, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination, label: label)
    self.isActive = isActive
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` that pushes `destination` while `isActive` is `true` (see
  /// `init(destination:isActive:label:)`).
  ///
  /// ```swift
  /// NavigationLink("Details", destination: Details(), isActive: $showsDetails)
  /// ```
  public init<S: StringProtocol>(
    _ title: S, destination: Destination, isActive: BindingCell<Bool>
  ) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }
}

extension ControlKind {
  static let navigationLink = ControlKind(
    "navigation link", phrases: [.press: { label, _ in "tap link \"\(label)\"" }])
}

/// What a link node remembers: whether it is enabled, and the screen it pushed, while pushed.
@MainActor
package final class NavigationLinkState {
  var isEnabled = true
  var pushed: ExtraLayer?
}

@MainActor extension NavigationLink: Control {
  package typealias NodeState = NavigationLinkState

  static var controlKind: ControlKind { .navigationLink }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let state = node.state ?? NavigationLinkState()
    node.state = state
    state.isEnabled = node.tracking { node.trackedIsEnabled }
    if let isActive {
      followActive(node.tracking { isActive.wrappedValue }, of: node, state: state)
    } else if reason != .appeared, let pushed = state.pushed, let stack = stackStorage(of: node),
      stack.extraLayers.contains(where: { $0 === pushed }), !stack.isEvaluating
    {
      // The pushed screen shows this link's destination as it is now. Not while the stack
      // evaluates: it builds the pushed screens after this link's screen (see
      // `PresentedDestination`).
      stack.changed()
    }
    node.updateChild(label)
  }

  /// Pushes the destination while `isActive` is `true`, pops it when it turns `false`.
  private func followActive(
    _ active: Bool, of node: PrimitiveNode<Self>, state: NavigationLinkState
  ) {
    guard let stack = stackStorage(of: node) else { return }
    let isPushed = state.pushed.map { pushed in stack.extraLayers.contains { $0 === pushed } }
    switch (active, isPushed ?? false) {
    case (true, false):
      state.pushed = stack.pushLayer(
        owner: node,
        build: { [weak node] in
          guard let node, let destination = node.view.destination else {
            return AnyView(EmptyView())
          }
          return AnyView(destination)
        },
        pop: { [weak node, weak state] in
          state?.pushed = nil
          node?.view.isActive?.wrappedValue = false
        })
    case (false, true):
      if let pushed = state.pushed { stack.removeLayer(pushed) }
      state.pushed = nil
    default:
      break
    }
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let isEnabled = node.state?.isEnabled ?? true
    let usable = isEnabled && (value != nil || destination != nil)
    // Each line of the label stays a line; the chevron follows the first (a title over a
    // subtitle reads `Title >` then `Subtitle`).
    var lines = node.childrenText.flatMap { $0.resolved.lines }
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    let chevron = " >\(node.disabledSuffix(usable))"
    if lines.isEmpty { lines = [""] }
    lines[0] = (lines[0] + chevron).trimmingCharacters(in: .whitespaces)
    return [TextBlock(lines.joined(separator: "\n"))]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    node.childrenLabel
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard action == .press else { throw .unsupported }
    guard let stack = stackStorage(of: node) else {
      return node.graph.report(.linkOutsideStack(node.childrenLabel, at: node))
    }
    if let isActive {
      isActive.wrappedValue = true
    } else if let value {
      stack.push(value, from: node)
    } else if destination != nil {
      let state = node.state
      let layer = stack.pushLayer(
        owner: node,
        build: { [weak node] in
          guard let node, let destination = node.view.destination else {
            return AnyView(EmptyView())
          }
          return AnyView(destination)
        },
        pop: { [weak state] in state?.pushed = nil })
      state?.pushed = layer
    } else {
      throw .rejected("its value is nil, so it pushes nothing (SwiftUI shows it disabled)")
    }
  }

  private func stackStorage(of node: Node) -> NavigationStackStorage? {
    Tracking.untracked { node.environment.navigationStack }
  }
}

extension Interaction {
  /// Taps the navigation link: pushes its value or destination (``ViewHost/tapLink(_:)``).
  public static let tapLink = Interaction(.kind(.navigationLink), .press)
}
