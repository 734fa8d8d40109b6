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
    #expect(try await StoreHelper.run(["set", url.path, "title", "\"from a process\""]) == 0)
    await waitUntil("the other process's write to reach the reader") { host.hasPendingUpdates }
    #expect(host.bodiesSinceReset == ["TitleView"])
    #expect(host.text == "title from a process\ncount 0")
  }

  @Test("Forwarded store changes reach Observation observers outside views")
  func observationObserversSeeOutsideChanges() async {
    let store = InMemoryStore()
    let model = ProfileModel(store: store)
    model.forwardStoreChanges()
    defer { model.stopForwarding() }
    let changed = ObservedFlag()
    withObservationTracking {
      _ = model.count
    } onChange: {
      changed.set()
    }
    store[.count] = 5
    await waitUntil("Observation's onChange for count") { changed.isSet }
    #expect(model.count == 5)
  }

  @Test("A change of another property does not reach an Observation observer of this one")
  func observationStaysPerProperty() async {
    let store = InMemoryStore()
    let model = ProfileModel(store: store)
    model.forwardStoreChanges()
    defer { model.stopForwarding() }
    let titleChanged = ObservedFlag()
    let countChanged = ObservedFlag()
    withObservationTracking {
      _ = model.title
    } onChange: {
      titleChanged.set()
    }
    withObservationTracking {
      _ = model.count
    } onChange: {
      countChanged.set()
    }
    store[.count] = 1
    await waitUntil("Observation's onChange for count") { countChanged.isSet }
    #expect(!titleChanged.isSet, "a count change must not notify the title's observer")
  }
}

/// A flag set from Observation's `onChange`, which may run on any thread.
private final class ObservedFlag: Sendable {
  private let value = Mutex(false)
  func set() { value.withLock { $0 = true } }
  var isSet: Bool { value.withLock { $0 } }
}
