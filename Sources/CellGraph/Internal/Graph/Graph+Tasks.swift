/// The tasks `.task` modifiers start: kept until they finish, so `ViewHost.settle()` can wait for
/// them, and cancelled when the host goes away.
extension Graph {
  /// Starts a view's task on the main actor and keeps it until it finishes, for `settle()`.
  ///
  /// While recording, the task carries `task in <path>` as its trigger, so the writes it makes
  /// (after any number of suspensions) are attributed to it.
  func startTask(
    priority: TaskPriority, in node: Node, _ action: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    let id = nextTaskID
    nextTaskID += 1
    let trigger: Trigger? = recorder != nil ? .action("task in \(node.identityPath)") : nil
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

  /// Runs passes, waits for every running task, and repeats until nothing is pending.
  func settle() async {
    while true {
      flush()
      guard let (id, task) = tasks.first else { return }
      await task.value
      tasks[id] = nil
    }
  }

  /// Cancels every running task (the host is going away).
  func cancelAllTasks() {
    for task in tasks.values { task.cancel() }
    tasks.removeAll()
  }
}
