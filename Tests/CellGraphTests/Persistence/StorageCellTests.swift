import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Views

/// Reads one key and counts its body runs.
private struct CountLabel: View {
  @StorageCell(.count) var count

  var body: some View {
    HStack {
      Text("count \(count)")
      Button("count +1") { count += 1 }
    }
  }
}

private struct OtherLabel: View {
  @StorageCell(.other) var other

  var body: some View { Text("other \(other)") }
}

/// Passes `$count` down without reading it.
private struct CountEditor: View {
  @StorageCell(.count) var count

  var body: some View { Stepper(value: $count) }
}

private struct Stepper: View {
  @BindingCell var value: Int

  var body: some View {
    Button("step \(value)") { value += 10 }
  }
}

private struct Screen: View {
  var body: some View {
    VStack {
      CountLabel()
      OtherLabel()
      CountEditor()
    }
  }
}

private struct Greeting: View {
  @StorageCell("name") var name = "guest"
  @StorageCell("nickname") var nickname: String?

  var body: some View { Text("hello \(nickname ?? name)") }
}

// MARK: - Tests

@MainActor
@Suite struct StorageCellTests {
  @Test("A write through a cell persists and re-runs only the readers of that key")
  func writeRerunsOnlyReaders() throws {
    let store = InMemoryStore()
    let host = ViewHost.storing(Screen(), in: store)
    let ran = try host.bodiesRun { try host.tap("count +1") }
    #expect(ran == ["CountLabel", "Stepper"])
    #expect(try store.value(Int.self, forKey: "count") == 1)
    #expect(host.text.contains("count 1"))
    #expect(host.text.contains("step 1"))
  }

  @Test("A write through $value re-runs the readers, not the view that passed the binding")
  func bindingWrite() throws {
    let store = InMemoryStore()
    let host = ViewHost.storing(Screen(), in: store)
    let ran = try host.bodiesRun { try host.tap("step 0") }
    #expect(ran == ["CountLabel", "Stepper"], "CountEditor only passed $count down")
    #expect(store[.count] == 10)
  }

  @Test("A direct store write on the main actor invalidates at once: flush shows it")
  func directWriteIsSynchronous() throws {
    let store = InMemoryStore()
    let host = ViewHost.storing(Screen(), in: store)
    host.resetEvaluations()
    store[.other] = 7
    #expect(host.hasPendingUpdates, "the readers are dirty before the write returns")
    #expect(host.bodiesSinceReset == ["OtherLabel"])
    #expect(host.text.contains("other 7"))
    #expect(host.bodiesRun { store[.other] = 7 } == [], "an equal write invalidates nothing")
  }

  @Test("Every host of the process that reads the key re-runs; one source serves them all")
  func everyHostReruns() throws {
    let store = InMemoryStore()
    let first = ViewHost.storing(Screen(), in: store)
    let second = ViewHost.storing(CountLabel(), in: store)
    first.resetEvaluations()
    second.resetEvaluations()
    try first.tap("count +1")
    second.flush()
    #expect(second.evaluations(of: CountLabel.self) == 1)
    #expect(second.text == "count 1 [count +1]")
    #expect(first.evaluations(of: OtherLabel.self) == 0)
    let source = StorageRegistry.source(for: store, key: "count")
    #expect(Set(source.source.observers.map { ObjectIdentifier($0.node.graph) }).count == 2)
  }

  @Test("A change from another thread reaches the readers on the main actor")
  func backgroundWrite() async throws {
    let store = InMemoryStore()
    let host = ViewHost.storing(Screen(), in: store)
    host.resetEvaluations()
    await Task.detached { store[.count] = 42 }.value
    // The write has returned, so its post is queued for the main actor: settle() runs it.
    await host.settle()
    #expect(host.bodiesSinceReset == ["CountLabel", "Stepper"])
    #expect(host.text.contains("count 42"))
  }

  @Test("The record names the store, the key and the stored JSON, old and new")
  func recordNamesStoreAndKey() throws {
    let store = InMemoryStore(name: "Settings")
    let host = ViewHost.storing(CountLabel(), in: store)
    host.resetEvaluations()
    try host.tap("count +1")
    host.flush()
    #expect(
      host.updateRecords.map(\.description) == [
        """
        pass 2 (tap "count +1")
          CountLabel: storage Settings["count"] changed (absent → 1)
        """
      ])
    let graph = host.dependencyGraph()
    #expect(graph.sources.filter { $0.kind == .storage }.map(\.name) == [#"Settings["count"]"#])
    #expect(graph.text.contains(#"storage Settings["count"] = 1  read by v1"#), "\(graph.text)")
  }

  @Test("@AppStorage-style cells: the initial value is the default, nil is stored, not absent")
  func appStorageStyle() throws {
    let store = InMemoryStore()
    let host = ViewHost.storing(Greeting(), in: store)
    #expect(host.text == "hello guest")
    #expect(store.keys.isEmpty, "reading a default never writes it")
    try store.set("Ada", forKey: "nickname")
    #expect(host.text == "hello Ada")
    try store.set(String?.none, forKey: "nickname")
    #expect(store.data(forKey: "nickname") == Data("null".utf8))
    #expect(host.text == "hello guest")
  }

  @Test("A cell naming its own store ignores the environment's")
  func explicitStore() throws {
    let own = InMemoryStore()
    let environment = InMemoryStore()
    own[.title] = "mine"
    environment[.title] = "theirs"
    struct Title: View {
      let store: InMemoryStore
      var body: some View { TitleText(title: StorageCell(.title, store: store)) }
    }
    struct TitleText: View {
      @StorageCell var title: String
      var body: some View { Text(title) }
    }
    let host = ViewHost.storing(Title(store: own), in: environment)
    #expect(host.text == "mine")
  }

  @Test("Outside a host a cell reads and writes its store directly")
  func outsideHost() {
    let store = InMemoryStore()
    let cell = StorageCell(.count, store: store)
    cell.wrappedValue = 5
    #expect(store[.count] == 5)
    #expect(cell.wrappedValue == 5)
    cell.projectedValue.wrappedValue = 6
    #expect(store[.count] == 6)
  }
}
