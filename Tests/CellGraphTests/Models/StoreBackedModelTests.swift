import Foundation
import Observation
import Synchronization
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A model whose properties live in a store (the ObservableDefaults idea), written as
/// Docs/Models.md shows: each property reads with `trackedValue` and also reports to Observation.
@Observable @MainActor
private final class ProfileModel {
  @ObservationIgnored let store: any KeyValueStore
  @ObservationIgnored private var forwarding: Task<Void, Never>?

  init(store: any KeyValueStore) {
    self.store = store
  }

  var title: String {
    get {
      access(keyPath: \.title)
      return store.trackedValue(.title)
    }
    set { withMutation(keyPath: \.title) { store.setTrackedValue(newValue, for: .title) } }
  }

  var count: Int {
    get {
      access(keyPath: \.count)
      return store.trackedValue(.count)
    }
    set { withMutation(keyPath: \.count) { store.setTrackedValue(newValue, for: .count) } }
  }

  /// Tells Observation's observers (outside views) about changes made elsewhere: another
  /// instance, a direct write to the store, another process.
  func forwardStoreChanges() {
    let changes = store.changes()
    forwarding = Task { [weak self] in
      for await change in changes {
        guard let self else { return }
        switch change.key {
        case "title": withMutation(keyPath: \.title) {}
        case "count": withMutation(keyPath: \.count) {}
        default: break
        }
      }
    }
  }

  func stopForwarding() { forwarding?.cancel() }
}

private struct TitleView: View {
  let model: ProfileModel
  var body: some View { Text("title \(model.title)") }
}

private struct CountLabel: View {
  let model: ProfileModel
  var body: some View { Text("count \(model.count)") }
}

private struct ProfileScreen: View {
  let model: ProfileModel
  var body: some View {
    VStack {
      TitleView(model: model)
      CountLabel(model: model)
    }
  }
}

@MainActor
@Suite struct StoreBackedModelTests {
  @Test("A change of one store-backed property re-runs only the views that read it")
  func perPropertyPrecision() {
    let model = ProfileModel(store: InMemoryStore())
    let host = ViewHost(ProfileScreen(model: model), recordingEvaluations: true)
    #expect(host.text == "title untitled\ncount 0")
    #expect(host.bodiesRun { model.count = 3 } == ["CountLabel"])
    #expect(host.bodiesRun { model.title = "Ana" } == ["TitleView"])
    #expect(host.text == "title Ana\ncount 3")
  }

  @Test("A write through another instance over the same store re-runs the readers of this one")
  func writeThroughAnotherInstance() {
    let store = InMemoryStore()
    let shown = ProfileModel(store: store)
    let other = ProfileModel(store: store)
    let host = ViewHost(ProfileScreen(model: shown), recordingEvaluations: true)
    _ = host.text
    #expect(host.bodiesRun { other.title = "from elsewhere" } == ["TitleView"])
    #expect(host.text == "title from elsewhere\ncount 0")
  }

  @Test("A direct write to the store re-runs only the readers of that key")
  func directStoreWrite() {
    let store = InMemoryStore()
    let model = ProfileModel(store: store)
    let host = ViewHost(ProfileScreen(model: model), recordingEvaluations: true)
    _ = host.text
    #expect(host.bodiesRun { store[.count] = 9 } == ["CountLabel"])
    #expect(host.text == "title untitled\ncount 9")
  }

  @Test("A write by another process re-runs the readers of that property only")
  func writeByAnotherProcess() async throws {
    let directory = TemporaryDirectory()
    let url = directory.file("profile.json")
    let model = ProfileModel(store: FileStore(url: url))
    let host = ViewHost(ProfileScreen(model: model), recordingEvaluations: true)
    #expect(host.text == "title untitled\ncount 0")
    host.resetEvaluations()
    var status: Int32 = -1
    try await model.store.awaitChange(of: "title") {
      status = try await StoreHelper.run(["set", url.path, "title", "\"from a process\""])
    }
    #expect(status == 0)
    // The watcher's report is queued for the views before it reaches the stream: settle()
    // delivers it.
    await host.settle()
    #expect(host.bodiesSinceReset == ["TitleView"])
    #expect(host.text == "title from a process\ncount 0")
  }

  // Observation: `withObservationTracking`'s `onChange` is called once, for the first change of a
  // property read in `apply` (developer.apple.com/documentation/observation/withobservationtracking).
  @Test("Forwarded store changes reach Observation observers outside views")
  func observationObserversSeeOutsideChanges() async {
    let store = InMemoryStore()
    let model = ProfileModel(store: store)
    model.forwardStoreChanges()
    defer { model.stopForwarding() }
    let changed = ObservedSignal()
    withObservationTracking {
      _ = model.count
    } onChange: {
      changed.fire("count")
    }
    store[.count] = 5
    // Awaits the onChange itself, however long the busy main actor takes to run the forwarding.
    #expect(await changed.next() == "count")
    #expect(model.count == 5)
  }

  @Test("A change of another property does not reach an Observation observer of this one")
  func observationStaysPerProperty() async {
    let store = InMemoryStore()
    let model = ProfileModel(store: store)
    model.forwardStoreChanges()
    defer { model.stopForwarding() }
    let changed = ObservedSignal()
    withObservationTracking {
      _ = model.title
    } onChange: {
      changed.fire("title")
    }
    withObservationTracking {
      _ = model.count
    } onChange: {
      changed.fire("count")
    }
    store[.count] = 1
    store[.title] = "Ana"
    // The forwarding handles the changes in order, so the title's observer firing second shows
    // that the count's change, handled first, did not fire it.
    #expect(await changed.next() == "count")
    #expect(await changed.next() == "title")
  }
}

/// The names fired from Observation's `onChange` (which may run on any thread), awaited in order.
private final class ObservedSignal: Sendable {
  private let stream: AsyncStream<String>
  private let continuation: AsyncStream<String>.Continuation

  init() {
    (stream, continuation) = AsyncStream.makeStream(of: String.self)
  }

  func fire(_ name: String) { continuation.yield(name) }

  /// The next name fired (waiting for it).
  func next() async -> String? {
    var iterator = stream.makeAsyncIterator()
    return await iterator.next()
  }
}
