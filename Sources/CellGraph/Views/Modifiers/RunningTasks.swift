import CellGraphCore

/// The tasks `.task` modifiers start in one host: kept until they finish, so `ViewHost.settle()`
/// can wait for them, and cancelled when the host goes away.
@MainActor
final class RunningTasks: GraphFeature {
  /// The tasks that have not finished, by a running number.
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var nextID = 0
  /// Whether the host records, so that a task's writes are attributed to it.
  private unowned(unsafe) let graph: Graph

  init(graph: Graph) {
    self.graph = graph
  }

  /// Starts a view's task on the main actor and keeps it until it finishes, for `settle()`.
  ///
  /// While recording, the task carries `task in <path>` as its trigger, so the writes it makes
  /// (after any number of suspensions) are attributed to it.
  func start(
    priority: TaskPriority, in node: Node, _ action: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    let id = nextID
    nextID += 1
    let trigger: Trigger? = graph.recorder != nil ? .action("task in \(node.identityPath)") : nil
    let task = Task(priority: priority) { @MainActor [weak self] in
      if let trigger {
        await Trigger.$current.withValue(trigger) { await action() }
      } else {
        await action()
      }
      self?.tasks[id] = nil
    }
    tasks[id] = task
    return task
  }

  /// A number for a task started elsewhere (a document's save), to keep it under.
  func reserveID() -> Int {
    nextID += 1
    return nextID - 1
  }

  /// Keeps `task`, started elsewhere, until `finished(_:)` is called with `id` (from
  /// `reserveID()`), so that `settle()` waits for it too.
  func keep(_ task: Task<Void, Never>, as id: Int) {
    tasks[id] = task
  }

  /// Forgets the task `keep(_:)` numbered `id`: it finished.
  func finished(_ id: Int) {
    tasks[id] = nil
  }

  func awaitPendingWork() async -> Bool {
    guard let (id, task) = tasks.first else { return false }
    await task.value
    tasks[id] = nil
    return true
  }

  /// Cancels every running task (the host is going away).
  func graphWillTearDown() {
    for task in tasks.values { task.cancel() }
    tasks.removeAll()
  }
}
