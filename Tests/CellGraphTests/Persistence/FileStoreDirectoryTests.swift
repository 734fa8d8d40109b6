import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct CountView: View {
  @StorageCell(.count) var count
  var body: some View { Text("count \(count)") }
}

/// The store's directory removed and created again, or missing at first, while the store is open,
/// with another process (`cellgraph-store-helper`) writing. Each test runs with inotify and with
/// the polling fallback forced.
@MainActor
@Suite struct FileStoreDirectoryTests {
  nonisolated static let detections: [FileStore.ChangeDetection] = [
    .automatic, .polling(every: .milliseconds(20)),
  ]

  @Test(
    "A directory removed and created again: other processes' writes still arrive, own writes land",
    arguments: detections)
  func directoryRecreated(detection: FileStore.ChangeDetection) async throws {
    let root = TemporaryDirectory()
    let folder = root.file("config")
    let url = folder.appendingPathComponent("s.json")
    let store = FileStore(url: url, changeDetection: detection)
    let host = ViewHost.storing(CountView(), in: store)
    store[.count] = 1
    #expect(host.text == "count 1")
    for round in 1...(1 + Stress.iterations) {
      try FileManager.default.removeItem(at: folder)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      let written = 10 * round
      #expect(try await StoreHelper.run(["set", url.path, "count", "\(written)"]) == 0)
      // The file's removal may be reported first (count 0), the new value in a later delivery:
      // wait for the view to show the new value.
      await waitUntil("round \(round): the other process's write in the new directory to arrive") {
        store[.count] == written && host.text == "count \(written)"
      }
      store[.other] = round
      let reread = FileStore(url: url)
      #expect(reread[.count] == written && reread[.other] == round, "own write in the new file")
    }
    #expect(store.diagnostics.isEmpty)
  }

  @Test(
    "A directory that could not be created at first: once a retry creates it, changes arrive",
    arguments: detections)
  func directoryCreatedLater(detection: FileStore.ChangeDetection) async throws {
    let root = TemporaryDirectory()
    let blocker = root.file("config")
    try Data("a file in the way".utf8).write(to: blocker)
    let url = blocker.appendingPathComponent("s.json")
    let store = FileStore(url: url, changeDetection: detection)
    store[.count] = 1
    #expect(store.diagnostics.map(\.kind) == [.storeWriteFailed])
    #expect(store.hasPendingWrites)
    try FileManager.default.removeItem(at: blocker)
    #expect(store.retryPendingWrites())
    for value in 5...6 {
      #expect(try await StoreHelper.run(["set", url.path, "other", "\(value)"]) == 0)
      await waitUntil("the other process's write of \(value) to arrive", changesOf: store) {
        store[.other] == value
      }
    }
    #expect(store[.count] == 1)
  }

  @Test(
    "A directory that another process creates later: the store sees the file appear",
    arguments: detections)
  func directoryCreatedByAnotherProcess(detection: FileStore.ChangeDetection) async throws {
    let root = TemporaryDirectory()
    let url = root.file("a").appendingPathComponent("b").appendingPathComponent("s.json")
    let store = FileStore(url: url, changeDetection: detection)
    for value in 3...4 {
      #expect(try await StoreHelper.run(["set", url.path, "count", "\(value)"]) == 0)
      await waitUntil("the write of \(value) in the new directories to arrive", changesOf: store) {
        store[.count] == value
      }
    }
  }
}
