/// The end of a host's event: a flush, an interaction, a settle. Features that group work by
/// event (an undo stack's event group, a document's end-of-event checks) register once, the
/// first time they have something to end, and hear the end of every host's event after that.
///
///     host.tap("Add") ─▶ … ─▶ graph.endEvent() ─▶ every handler(graph)
///
/// Registered handlers are process-wide, as the features that need them keep process-wide
/// registries of their own (an undo registration made outside every host belongs to the next
/// event of any host). With none registered, ending an event costs one check.
extension Graph {
  /// The handlers `endEvent()` calls, in the order they were registered.
  @exclusivity(unchecked) private static var eventEndHandlers: [@MainActor (Graph) -> Void] = []

  /// Calls `handler` at the end of every host's event from now on.
  package static func onEventEnd(_ handler: @escaping @MainActor (Graph) -> Void) {
    eventEndHandlers.append(handler)
  }

  /// Ends this host's event: every registered handler runs for it.
  package func endEvent() {
    guard !Self.eventEndHandlers.isEmpty else { return }
    for handler in Self.eventEndHandlers { handler(self) }
  }
}
