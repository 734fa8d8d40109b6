import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

// A feature keeps its per-host state in the graph by type (`GraphFeature`): made on first use,
// the same object afterwards, and told about settling, the screen's text and tear-down.

/// A feature that counts what the graph asks of it.
@MainActor
private final class Probe: GraphFeature {
  static var made = 0
  static var tornDown = 0
  var pendingWork: [Task<Void, Never>] = []
  var layer: String?

  init(graph: Graph) {
    Self.made += 1
  }

  func awaitPendingWork() async -> Bool {
    guard !pendingWork.isEmpty else { return false }
    await pendingWork.removeFirst().value
    return true
  }

  func screenText(over screen: [TextBlock]) -> [TextBlock] {
    guard let layer else { return screen }
    return screen + [TextBlock(layer)]
  }

  func graphWillTearDown() {
    Self.tornDown += 1
  }
}

@MainActor
@Suite(.serialized) struct GraphFeatureTests {
  @Test("A feature's state is made the first time it is asked for, then the same object")
  func madeOnce() {
    Probe.made = 0
    let host = ViewHost.testing(Text("a"))
    #expect(host.graph.existingFeature(Probe.self) == nil, "nothing made before it is asked for")
    let first = host.graph.feature(Probe.self)
    let second = host.graph.feature(Probe.self)
    #expect(first === second)
    #expect(Probe.made == 1)
    #expect(ViewHost.testing(Text("b")).graph.feature(Probe.self) !== first, "one per host")
  }

  @Test("A feature lays its layer over the screen's text")
  func screenLayer() {
    let host = ViewHost.testing(Text("screen"))
    #expect(host.text == "screen")
    host.graph.feature(Probe.self).layer = "over it"
    host.graph.screenLayersDidChange()
    #expect(host.text == "screen\nover it")
    host.graph.feature(Probe.self).layer = nil
    host.graph.screenLayersDidChange()
    #expect(host.text == "screen")
  }

  @Test("settle() waits for the work a feature still runs")
  func settleWaits() async {
    let host = ViewHost.testing(Text("a"))
    var finished = false
    host.graph.feature(Probe.self).pendingWork.append(Task { @MainActor in finished = true })
    await host.settle()
    #expect(finished)
    #expect(host.graph.feature(Probe.self).pendingWork.isEmpty)
  }

  @Test("A feature hears that its host is going away")
  func tearDown() {
    Probe.tornDown = 0
    do {
      let host = ViewHost.testing(Text("a"))
      _ = host.graph.feature(Probe.self)
      _ = ViewHost.testing(Text("no probe here"))
    }
    #expect(Probe.tornDown == 1)
  }

  @Test("A feature made with more than its graph is installed before anything asks for it")
  func installed() {
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let host = ViewHost.testing(Text("a"), environment: dark)
    #expect(host.graph.existingFeature(HostEnvironment.self)?.colorScheme.value == .dark)
    #expect(host.colorScheme == .dark)
  }
}
