import CellGraph

/// A log the views of the presentation tests append to, shared by a test and its views.
@MainActor
final class EventLog {
  var events: [String] = []

  func add(_ event: String) {
    events.append(event)
  }

  /// The events so far, emptying the log.
  func take() -> [String] {
    defer { events.removeAll() }
    return events
  }
}

/// A sheet's content with state of its own, lifecycle actions and a task, and the dismiss action.
struct Composer: View {
  let log: EventLog
  var title = "Compose"
  @StateCell var draft = ""
  @EnvironmentCell(\.dismiss) var dismiss
  @EnvironmentCell(\.isPresented) var isPresented

  var body: some View {
    VStack {
      Text("\(title) (presented: \(isPresented))")
      TextField("Draft", text: $draft)
      Button("Done") { dismiss() }
    }
    .onAppear { log.add("composer appear") }
    .onDisappear { log.add("composer disappear") }
    .task {
      // Waits until cancelled: the test checks that dismissal cancels it.
      try? await Task.sleep(for: .seconds(3600))
      log.add("composer task cancelled")
    }
  }
}
