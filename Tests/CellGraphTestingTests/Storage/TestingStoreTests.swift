import CellGraph
import CellGraphTesting
import Foundation
import Testing

private struct Visits: View {
  @StorageCell("visits") var visits = 0
  var body: some View { Button("Visits: \(visits)") { visits += 1 } }
}

@MainActor
@Suite struct TestingStoreTests {
  @Test("Each testing host gets a store of its own: tests never share or persist values")
  func isolatedStores() throws {
    let first = ViewHost.testing(Visits())
    try first.tap("Visits: 0")
    first.expectText("[Visits: 1]")
    let second = ViewHost.testing(Visits())
    second.expectText("[Visits: 0]")
  }

  @Test("A store given in the environment is kept")
  func providedStore() throws {
    let store = InMemoryStore()
    var environment = EnvironmentValues()
    environment.storage = store
    let host = ViewHost.testing(Visits(), environment: environment)
    try host.tap("Visits: 0")
    #expect(try store.value(Int.self, forKey: "visits") == 1)
  }

  @Test("A corrupt store file becomes an issue of the testing host whose view reads the store")
  func corruptStoreFileIsAnIssue() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("cellgraph-testing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("s.json")
    try Data("{\n\"visits\": 2,\n\"broken\": \n".utf8).write(to: url)
    var environment = EnvironmentValues()
    environment.storage = FileStore(url: url)
    expectIssue(containing: ["storeFileCorrupt"]) {
      let host = ViewHost.testing(Visits(), environment: environment)
      host.expectText("[Visits: 2]")
    }
  }
}
