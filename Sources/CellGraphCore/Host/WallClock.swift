/// The wall-clock instant a host's virtual clock last caught up with
/// (`ViewHost.advanceWithWallClock()`): kept per host, in its graph.
@MainActor
final class WallClock: GraphFeature {
  var last: ContinuousClock.Instant?
  init(graph: Graph) {}
}
