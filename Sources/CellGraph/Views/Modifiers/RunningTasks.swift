import CellGraphCore

/// The tasks `.task` modifiers start in one host: kept until they finish, so `ViewHost.settle()`
/// can wait for them, and cancelled when the host goes away.
@MainActor
final class RunningTasks: GraphFeature {
  /// The tasks that have not finished, by a running number.
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var nextID = 0
  /// The tasks suspended in a sleep on the host's clock: `settle()` does not wait for them,
  /// since only an advance of the clock wakes them.
  private var asleep: Set<Int> = []
  /// The `settle()` calls waiting for a task to end or to fall asleep, by task.
  private var idleWaiters: [Int: [CheckedContinuation<Void, Never>]] = [:]

  /// The number of the `.task` the current task runs, if it is one.
  @TaskLocal static var currentID: Int?
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
      await Self.$currentID.withValue(id) {
        if let trigger {
          await Trigger.$current.withValue(trigger) { await action() }
        } else {
          await action()
        }
      }
      self?.tasks[id] = nil
      self?.becameIdle(id)
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
    becameIdle(id)
  }

  /// The task `id` sleeps on the host's clock.
  func sleeps(_ id: Int) {
    asleep.insert(id)
    becameIdle(id)
  }

  /// The task `id` no longer sleeps: its alarm fired or it was cancelled.
  func wakes(_ id: Int) {
    asleep.remove(id)
  }

  private func becameIdle(_ id: Int) {
    for waiter in idleWaiters.removeValue(forKey: id) ?? [] { waiter.resume() }
  }

  /// Waits until a running task that is not asleep on the host's clock ends or falls asleep.
  func awaitPendingWork() async -> Bool {
    guard let (id, task) = tasks.first(where: { !asleep.contains($0.key) }) else { return false }
    await withCheckedContinuation { continuation in
      idleWaiters[id, default: []].append(continuation)
      // A task kept from elsewhere ends without telling: its end is watched too.
      Task { @MainActor [weak self] in
        await task.value
        self?.tasks[id] = nil
        self?.becameIdle(id)
      }
    }
    return true
  }

  /// Cancels every running task (the host is going away).
  func graphWillTearDown() {
    for task in tasks.values { task.cancel() }
    tasks.removeAll()
    for id in Array(idleWaiters.keys) { becameIdle(id) }
  }
}
