import Testing

@testable import CellGraph
@testable import CellGraphCore

// Shared helpers for the tests under Tests/CellGraphTests/Views. Every name starts with `Views` so
// that it cannot collide with helpers written for other parts of the suite.

/// Records lifecycle events (appear, disappear, change, task) in the order they happen.
///
/// Views receive the log as a stored `let`; a class compares by identity, so passing the same log
/// again never makes a view a different input.
@MainActor
final class ViewsEventLog {
  var events: [String] = [] {
    didSet { resumeWaiters() }
  }

  private var waiters:
    [(event: String, count: Int, continuation: CheckedContinuation<Void, Never>)] =
      []
  private var streams: [AsyncStream<Void>.Continuation] = []

  init() {}

  func append(_ event: String) {
    events.append(event)
  }

  /// Suspends until `event` has been logged `count` times (at once if it already was). No timing
  /// involved: the waiter is resumed by the append that logs the event.
  func waitFor(_ event: String, count: Int = 1) async {
    if occurrences(of: event) >= count { return }
    await withCheckedContinuation { continuation in
      waiters.append((event, count, continuation))
    }
  }

  func occurrences(of event: String) -> Int {
    events.count { $0 == event }
  }

  /// Suspends the calling task until it is cancelled (an `AsyncStream` that never yields or
  /// finishes ends its iteration when the iterating task is cancelled).
  func suspendUntilCancelled() async {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    streams.append(continuation)
    for await _ in stream {}
  }

  private func resumeWaiters() {
    guard !waiters.isEmpty else { return }
    var pending: [(event: String, count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    for waiter in waiters {
      if occurrences(of: waiter.event) >= waiter.count {
        waiter.continuation.resume()
      } else {
        pending.append(waiter)
      }
    }
    waiters = pending
  }
}

/// An `Identifiable` element for `ForEach` tests.
struct ViewsItem: Identifiable, Hashable, Sendable {
  var id: String
  var title: String

  init(_ id: String, title: String? = nil) {
    self.id = id
    self.title = title ?? id.uppercased()
  }
}

/// A view with its own state: `label = count [+label]`; tapping `+label` increments the count.
struct ViewsCounter: View {
  let label: String
  @StateCell private var count = 0

  init(_ label: String) {
    self.label = label
  }

  var body: some View {
    HStack {
      Text("\(label) = \(count)")
      Button("+\(label)") { count += 1 }
    }
  }
}

extension ViewHost {
  /// Every node of the tree, depth first, in tree order.
  var viewsAllNodes: [Node] {
    var found: [Node] = []
    func visit(_ node: Node) {
      found.append(node)
      for child in node.children { visit(child) }
    }
    visit(rootNode)
    return found
  }

  /// The identity paths of the nodes whose view has type `type` (all generic arguments), in tree
  /// order.
  func viewsPaths<V>(of type: V.Type) -> [String] {
    viewsNodes(of: type).map(\.identityPath)
  }

  /// The nodes whose view has type `type`, in tree order.
  func viewsNodes<V>(of type: V.Type) -> [Node] {
    viewsAllNodes.filter { $0.viewType == ObjectIdentifier(type) }
  }

  /// The state boxes (one per `StateCell`) owned by the nodes of type `type`, in tree order.
  func viewsStateBoxes<V>(of type: V.Type) -> [AnyObject] {
    viewsNodes(of: type).flatMap { $0.fieldStorage.compactMap { $0 } }
  }
}

/// Gives a suite of text-form snapshots its `render(_:)` helper.
@MainActor
protocol ViewsRendering {}

extension ViewsRendering {
  /// Hosts `view` and returns its text, checking that rendering it reported no misuse.
  func render<V: View>(
    _ view: V, sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    let host = ViewHost(view)
    let text = host.text
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)", sourceLocation: sourceLocation)
    return text
  }
}

/// Shows `content` with a Toggle button that removes and re-inserts it.
struct ViewsToggled<Content: View>: View {
  @StateCell private var isShown: Bool
  let log: ViewsEventLog?
  let content: Content

  init(isShown: Bool = true, log: ViewsEventLog? = nil, @ViewBuilder content: () -> Content) {
    _isShown = StateCell(initialValue: isShown)
    self.log = log
    self.content = content()
  }

  var body: some View {
    if isShown { content }
    Button("Toggle") { isShown.toggle() }
  }
}

/// A task that suspends until it is cancelled, logging its start, the cancellation (synchronously,
/// from the cancellation handler) and its end.
@MainActor
func viewsCancellableWork(_ name: String, log: ViewsEventLog) async {
  log.append("start \(name)")
  await withTaskCancellationHandler {
    await log.suspendUntilCancelled()
  } onCancel: {
    MainActor.assumeIsolated { log.append("cancel \(name)") }
  }
  log.append(Task.isCancelled ? "end \(name) cancelled" : "end \(name) finished")
}
