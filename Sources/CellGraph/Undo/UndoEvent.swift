import CellGraphCore

/// The end of an event: where a stack with `groupsByEvent` closes the group it opened.
///
/// On Apple platforms the run loop closes an `UndoManager`'s event group at the end of each pass.
/// CellGraph has no run loop; an event is one host's interaction (a tap, a toggle, typing into a
/// field) or one `ViewHost.flush()`, and each host has its own:
///
///     registration made while            belongs to                 closed by
///     host A's interaction or flush  ─▶  A's event              ─▶  the end of A's event
///     no host's (a test, a task)     ─▶  the stack's host's event   (a document window's stack)
///                                        or else the unhosted one ─▶ the end of any host's event,
///                                                                    or UndoStack.endEvent()
///
/// so a tap in one window never closes the group another window's interaction is recording, and
/// one interaction is one undo step per stack. A registration outside every host plays the part
/// of work queued on Apple's main run loop: the next event of the process ends it.
@MainActor
enum UndoEvent {
  /// The undo groups and end-of-event checks of one host's event, or of the unhosted one.
  @MainActor
  private final class Scope {
    /// The host's graph; `nil` for the unhosted scope and for a host that went away.
    var graph: Graph? { graphHandle?.graph }
    private let graphHandle: GraphHandle?
    /// The stacks whose event group is open in this event, in the order they opened it.
    @exclusivity(unchecked) var stacks: [UndoStack] = []
    /// What runs once after the event's groups are closed: a document checking that a change
    /// was registered for undo, an autosave.
    @exclusivity(unchecked) var checks: [@MainActor () -> Void] = []

    init(graph: Graph?) {
      graphHandle = graph?.handle
    }

    var isEmpty: Bool { stacks.isEmpty && checks.isEmpty }
  }

  /// The scopes of hosts with an open event group or a pending check, at most one per graph.
  // `@exclusivity(unchecked)`, here and in `Scope`: every flush reads them; main-actor only, and
  // no access is held across a call (the loops below iterate copies).
  @exclusivity(unchecked) private static var hosted: [Scope] = []
  private static let unhosted = Scope(graph: nil)

  /// Whether `end(of:)` hears the end of every host's event (`Graph.onEventEnd`): from the
  /// first registration on, as before it no event has anything to close.
  private static var isListening = false

  /// The scope of `graph`'s event (made on first use), or the unhosted one for `nil`.
  private static func scope(of graph: Graph?) -> Scope {
    if !isListening {
      isListening = true
      Graph.onEventEnd { end(of: $0) }
    }
    guard let graph else { return unhosted }
    if let scope = hosted.first(where: { $0.graph === graph }) { return scope }
    let scope = Scope(graph: graph)
    hosted.append(scope)
    return scope
  }

  /// The event a registration on `stack` made now belongs to: the host whose interaction, flush
  /// or action is running, else the host the stack belongs to, else none.
  private static func currentGraph(for stack: UndoStack?) -> Graph? {
    Graph.active ?? stack?.eventHost
  }

  static func didOpenEventGroup(in stack: UndoStack) {
    scope(of: currentGraph(for: stack)).stacks.append(stack)
  }

  /// Runs `check` once at the end of `graph`'s next event (the unhosted one for `nil`), after its
  /// undo groups are closed.
  static func afterEnd(of graph: Graph?, _ check: @escaping @MainActor () -> Void) {
    scope(of: graph).checks.append(check)
  }

  /// Ends `graph`'s event: closes the event groups opened in it, then runs its end-of-event
  /// checks. The unhosted event, and those of hosts that went away, end with it.
  static func end(of graph: Graph) {
    // Every flush ends an event: with nothing recorded anywhere, it costs two checks and no
    // allocation.
    guard !hosted.isEmpty || !unhosted.isEmpty else { return }
    var ending = hosted.filter { $0.graph === graph || $0.graph == nil }
    ending.append(unhosted)
    finish(ending)
    hosted.removeAll { $0.graph == nil || $0.isEmpty }
  }

  /// Ends the unhosted event, as `UndoStack.endEvent()` asks.
  static func endUnhosted() {
    finish([unhosted])
  }

  private static func finish(_ scopes: [Scope]) {
    guard scopes.contains(where: { !$0.isEmpty }) else { return }
    var stacks: [UndoStack] = []
    for scope in scopes {
      stacks += scope.stacks
      scope.stacks.removeAll()
    }
    for stack in stacks { stack.closeEventGroup() }
    // Closing a group tells its document, which may queue a check in these very scopes: it runs
    // now, with the checks queued before.
    var checks: [@MainActor () -> Void] = []
    for scope in scopes {
      checks += scope.checks
      scope.checks.removeAll()
    }
    for check in checks { check() }
  }
}
