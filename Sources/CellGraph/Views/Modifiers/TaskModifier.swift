import CellGraphCore

nonisolated extension View {
  /// Starts `action` as a task when the view appears and cancels it when the view disappears.
  ///
  /// The task is created in the commit phase, in the same order as appear actions, and its body
  /// runs later on the main actor. It is cancelled during the update that removes the view, before
  /// any `onDisappear` action runs. Cancellation is cooperative: check `Task.isCancelled` or use
  /// cancellable awaits. `ViewHost.settle()` waits for running tasks.
  ///
  /// ```swift
  /// Text(status).task {
  ///   status = await loader.load()
  /// }
  /// ```
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    TaskRunner(content: self, id: 0, priority: priority, action: action)
  }

  /// Starts `action` when the view appears and restarts it whenever `id` changes: the running
  /// task is cancelled first, then a new one starts. The task is cancelled when the view
  /// disappears.
  ///
  /// ```swift
  /// Text(results).task(id: query) {
  ///   results = await search(query)
  /// }
  /// ```
  public func task<ID: Equatable>(
    id value: ID, priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    TaskRunner(content: self, id: value, priority: priority, action: action)
  }
}

/// The view `task(id:priority:_:)` returns. Its node remembers the running task and its id.
nonisolated struct TaskRunner<Content: View, ID: Equatable>: View {
  let content: Content
  let id: ID
  let priority: TaskPriority
  let action: @MainActor () async -> Void

  var body: Never { primitiveBody(Self.self) }
}

/// The task a `TaskRunner` node is running, with the id it was started for.
@MainActor
final class RunningTask<ID: Equatable> {
  var id: ID
  var task: Task<Void, Never>?

  init(id: ID) {
    self.id = id
  }
}

@MainActor extension TaskRunner: LifecyclePrimitive {
  typealias NodeState = RunningTask<ID>

  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if let running = node.state, running.id != id {
      running.id = id
      // Restart in the commit phase, like SwiftUI: cancel the old task, start the new one.
      let restart = self
      node.graph.enqueue("task(id:) restart", of: node) { [weak node] in
        guard let node, !node.isRemoved else { return }
        running.task?.cancel()
        running.task = restart.start(in: node)
      }
    }
    node.updateChild(content)
  }

  func appear(_ node: PrimitiveNode<Self>) {
    let running = RunningTask(id: id)
    node.state = running
    running.task = start(in: node)
  }

  func willRemove(_ node: PrimitiveNode<Self>) {
    node.state?.task?.cancel()
  }

  private func start(in node: Node) -> Task<Void, Never> {
    node.graph.feature(RunningTasks.self).start(priority: priority, in: node, action)
  }

  static func actionLabel(appearing: Bool) -> String { appearing ? "task" : "task cancel" }
}
