extension Graph {
  /// Runs `body` inside a span named by `trigger` (an interaction, an action, the first render)
  /// when the host traces; otherwise just runs it. Called only while the host records, so a host
  /// that does not record never reaches it.
  func traced<Result>(_ trigger: Trigger, _ body: () throws -> Result) rethrows -> Result {
    guard let tracer else { return try body() }
    tracer.beginActivity(trigger)
    defer { tracer.endActivity() }
    return try body()
  }
}
