import CellGraphCore

nonisolated extension View {
  /// Makes this view refreshable: puts a `RefreshAction` running `action` in `\.refresh` for the
  /// views inside it, and lets a host refresh it as a user pulling it down would.
  ///
  /// Text form: the view's own lines; while a refresh runs, a `Refreshing...` line above them.
  /// `host.refresh()` starts the action as a task of the host (one refresh at a time, as in
  /// SwiftUI: a second pull while one runs is refused), and `settle()` awaits it. The task is
  /// cancelled when the view leaves the tree.
  ///
  /// ```swift
  /// List(model.items) { Text($0.title) }
  ///   .refreshable { await model.reload() }
  ///
  /// try host.refresh()
  /// await host.settle()            // the reload has finished
  /// ```
  public func refreshable(action: @escaping @MainActor () async -> Void) -> some View {
    RefreshableModifier(content: self, action: action)
  }
}

extension ControlKind {
  static let refreshable = ControlKind("refreshable")
}

extension ControlAction.Name {
  /// Runs the refresh action of a refreshable view (pull to refresh).
  package static let refresh = Self("refresh") { _, _ in "refresh" }
}

extension ControlAction {
  package static let refresh = ControlAction(.refresh)
}

/// The view `refreshable(action:)` returns: a control (a user can pull it) whose child is the
/// refreshable view.
nonisolated struct RefreshableModifier<Content: View>: View {
  let content: Content
  let action: @MainActor () async -> Void

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension RefreshableModifier: Control, LifecyclePrimitive {
  typealias NodeState = RefreshSession

  static var controlKind: ControlKind { .refreshable }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let session: RefreshSession
    if let existing = node.state {
      session = existing
    } else {
      session = RefreshSession()
      node.state = session
    }
    // The newest action is the one a refresh runs, as with any closure a view hands down.
    session.action = action
    session.shown = node.tracking {
      RefreshSession.Shown(
        isEnabled: node.trackedIsEnabled, isRefreshing: session.isRefreshing.get())
    }
    node.updateChild(content.environment(\.refreshAction, RefreshAction(session: session)))
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let shown = node.state?.shown
    guard shown?.isRefreshing == true else { return node.childrenText }
    return [TextBlock("Refreshing...")] + node.childrenText
  }

  /// A refreshable view has no label of its own; `host.refresh()` finds it by kind alone.
  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    ""
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard action == .refresh else { throw .unsupported }
    guard let session = node.state else { throw .unsupported }
    guard !session.isRefreshing.value else {
      throw .rejected(
        "a refresh is already running; as in SwiftUI, a second pull waits for it to finish "
          + "(await host.settle() first)")
    }
    session.isRefreshing.write(true)
    session.task = node.graph.feature(RunningTasks.self).start(priority: .userInitiated, in: node) {
      await session.run()
    }
  }

  func willRemove(_ node: PrimitiveNode<Self>) {
    node.state?.task?.cancel()
  }

  static func actionLabel(appearing: Bool) -> String {
    appearing ? "refreshable" : "refreshable removal"
  }
}

/// What a refreshable view's node remembers: the newest action, whether a refresh is running
/// (a source, so the `Refreshing...` line follows it) and the task a host's refresh started.
@MainActor
final class RefreshSession {
  struct Shown {
    var isEnabled = true
    var isRefreshing = false
  }

  var action: (@MainActor () async -> Void)?
  let isRefreshing = StateBox(value: false, description: FieldDescription(path: "isRefreshing"))
  var task: Task<Void, Never>?
  var shown = Shown()

  /// Runs the action, with `isRefreshing` set while it runs.
  func run() async {
    isRefreshing.write(true)
    await action?()
    isRefreshing.write(false)
    task = nil
  }
}

/// The refresh action of the nearest `.refreshable` view, in `\.refresh`: call it to refresh as
/// a user pulling the view down would.
///
/// ```swift
/// struct ReloadButton: View {
///   @EnvironmentCell(\.refresh) var refresh
///   var body: some View {
///     Button("Reload") { Task { await refresh?() } }
///   }
/// }
/// ```
@MainActor
public struct RefreshAction: Equatable {
  let session: RefreshSession

  /// Runs the refresh and returns when it has finished.
  public func callAsFunction() async {
    await session.run()
  }

  public nonisolated static func == (lhs: RefreshAction, rhs: RefreshAction) -> Bool {
    lhs.session === rhs.session
  }
}

/// The key behind `EnvironmentValues.refresh`.
struct RefreshActionKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  var refreshAction: RefreshAction? {
    get { self[RefreshActionKey.self] }
    set { self[RefreshActionKey.self] = newValue }
  }

  /// The refresh action of the nearest enclosing `.refreshable` view, or `nil` outside one.
  ///
  /// ```swift
  /// @EnvironmentCell(\.refresh) var refresh
  /// Button("Reload") { Task { await refresh?() } }
  /// ```
  public var refresh: RefreshAction? { refreshAction }
}

extension Interaction {
  /// Pulls to refresh: runs the view's refresh action, awaited by `settle()`
  /// (``ViewHost/refresh()``).
  public static let refresh = Interaction(.kind(.refreshable), .refresh)
}
