import Testing

@testable import CellGraph
@testable import CellGraphCore

// The dependency graph export: views, the sources each read, environment providers; as text
// and as Graphviz DOT (parsed back here, not only string-compared).

private struct ModeKey: EnvironmentKey { static let defaultValue = "day" }

extension EnvironmentValues {
  fileprivate var mode: String {
    get { self[ModeKey.self] }
    set { self[ModeKey.self] = newValue }
  }
}

private struct Lamp: View {
  let name: String
  @StateCell var isOn = false
  var body: some View {
    Toggle(name, isOn: $isOn)
  }
}

private struct ModeLabel: View {
  @EnvironmentCell(\.mode) var mode
  var body: some View { Text("mode \(mode)") }
}

private struct Room: View {
  @StateCell var showLamp = true
  @StateCell var mode = "night"
  var body: some View {
    VStack {
      if showLamp { Lamp(name: "Desk") } else { Text("no lamp") }
      ModeLabel().environment(\.mode, mode)
      Button("Remove lamp") { showLamp = false }
    }
  }
}

@MainActor
@Suite struct DependencyGraphTests {
  @Test("The text dump lists each view with what it reads and each source with its readers")
  func textDump() {
    let host = ViewHost(Room())
    #expect(
      host.dependencyGraph().text == """
        views
          v1 Room  reads s1 Room.showLamp, s2 Room.mode
          v2 Room/VStack/if/Lamp
          v3 Room/VStack/if/Lamp/Toggle  reads s3 Lamp.isOn
          v4 Room/VStack/ModeLabel  reads s4 ModeKey
        sources
          s1 state Room.showLamp = true  read by v1
          s2 state Room.mode = "night"  read by v1
          s3 state Lamp.isOn = false  read by v3
          s4 environment ModeKey = "night"  provided at Room/VStack  read by v4
        """)
  }

  @Test("The DOT export parses back into the same views, sources and edges")
  func dotRoundTrip() throws {
    let host = ViewHost(Room())
    let graph = host.dependencyGraph()
    let dot = try ParsedDOT(graph.dot)

    #expect(dot.name == "CellGraph")
    #expect(Set(dot.nodes.keys) == Set(graph.views.map(\.id) + graph.sources.map(\.id)))
    for view in graph.views {
      #expect(dot.nodes[view.id]?["shape"] == "box")
      #expect(dot.nodes[view.id]?["label"]?.contains(view.path) == true)
      for source in view.reads {
        #expect(dot.edges(from: source, to: view.id).count == 1, "\(source) -> \(view.id)")
      }
      if let parent = view.parentID {
        #expect(dot.edges(from: parent, to: view.id).first?.attributes["arrowhead"] == "none")
      }
    }
    #expect(dot.nodes["s1"]?["label"] == "Room.showLamp\n= true")
    #expect(dot.nodes["s4"]?["shape"] == "hexagon")
    #expect(dot.edges(from: "v1", to: "s4").first?.attributes["label"] == "provides")
    let readEdges = dot.edges.filter { $0.attributes["color"] == "blue" }
    #expect(readEdges.count == graph.views.reduce(0) { $0 + $1.reads.count })
  }

  @Test("The graph follows dynamic dependencies: a removed branch takes its edges with it")
  func graphFollowsChanges() throws {
    let host = ViewHost(Room())
    try host.tap("Remove lamp")
    let graph = host.dependencyGraph()

    #expect(!graph.views.contains { $0.path.contains("Lamp") })
    #expect(!graph.sources.contains { $0.name == "Lamp.isOn" })
    #expect(graph.sources.first { $0.name == "Room.showLamp" }?.value == "false")
  }

  @Test("Labels with quotes and backslashes are escaped")
  func escaping() throws {
    let graph = DependencyGraph(
      views: [
        .init(id: "v1", path: #"A"B\C"#, viewType: "A", parentID: nil, reads: [])
      ], sources: [])
    let dot = try ParsedDOT(graph.dot)
    #expect(dot.nodes["v1"]?["label"] == "A\n" + #"A"B\C"#)
  }
}
