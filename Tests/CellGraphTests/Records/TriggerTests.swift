import Testing

@testable import CellGraph
@testable import CellGraphCore

// Writes are attributed: a pass's record names the interaction or action that caused it.

private struct Search: View {
  @StateCell var query = ""
  @StateCell var searches = 0
  @StateCell var loaded = false
  @StateCell var greeted = false
  var body: some View {
    VStack {
      TextField("Query", text: $query)
      Text("searches \(searches), loaded \(loaded), greeted \(greeted)")
    }
    .onChange(of: query) { searches += 1 }
    .onAppear { greeted = true }
    .task {
      await Task.yield()
      loaded = true
    }
  }
}

private struct Greeter: View {
  let name: String
  var body: some View { Text("hello \(name)") }
}

@MainActor
@Suite struct TriggerTests {
  @Test("The first render, then the writes of onAppear and of a task, each name their cause")
  func appearAndTaskWrites() async throws {
    let host = ViewHost(Search(), recordingEvaluations: true)
    await host.settle()

    let triggers = host.updateRecords.map(\.triggers)
    #expect(triggers.first == [.initialRender])
    #expect(triggers.contains([.action("onAppear in Search")]))
    #expect(triggers.contains([.action("task in Search")]))
    #expect(host.text.contains("loaded true, greeted true"))
  }

  @Test("Typing is an interaction; the write its onChange action makes is attributed to it")
  func interactionThenOnChange() async throws {
    let host = ViewHost(Search(), recordingEvaluations: true)
    await host.settle()
    host.resetEvaluations()

    try host.type("swift", into: "Query")
    host.flush()

    #expect(
      host.updateRecords.map(\.triggers) == [
        [.interaction(#"type "swift" into "Query""#)],
        [.action("onChange(of: String) in Search")],
      ])
  }

  @Test("A write from outside any interaction or action is an external write")
  func externalWrite() throws {
    let host = ViewHost(Search(), recordingEvaluations: true)
    let search = try #require(host.rootNode.children.first as? BodyNode<Search>)
    host.resetEvaluations()

    search.view.$searches.wrappedValue = 42
    host.flush()

    #expect(host.updateRecords.map(\.triggers) == [[.externalWrite]])
  }

  @Test("Replacing the root is its own trigger")
  func rootReplaced() {
    let host = ViewHost(Greeter(name: "Ada"), recordingEvaluations: true)
    host.resetEvaluations()
    host.setRoot(Greeter(name: "Grace"))
    #expect(host.updateRecords.map(\.triggers) == [[.rootReplaced]])
    #expect(
      host.updateRecords.first?.evaluations.first?.reasons == [.inputChanged(fields: ["name"])])
  }
}
