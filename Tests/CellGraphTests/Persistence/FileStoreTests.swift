import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct CountView: View {
  @StorageCell(.count) var count
  var body: some View { Text("count \(count)") }
}

private struct OtherView: View {
  @StorageCell(.other) var other
  var body: some View { Text("other \(other)") }
}

private struct Both: View {
  var body: some View {
    VStack {
      CountView()
      OtherView()
    }
  }
}

@MainActor
@Suite struct FileStoreTests {
  @Test("Values survive the store: a new store on the same file reads them back")
  func persists() throws {
    let directory = TemporaryDirectory()
    let url = directory.file("settings.json")
    do {
      let store = FileStore(url: url)
      store[.count] = 3
      store[.title] = "Notes"
    }
    let reopened = FileStore(url: url)
    #expect(reopened[.count] == 3)
    #expect(reopened[.title] == "Notes")
    #expect(reopened.diagnostics.isEmpty)
  }

  @Test("The file is JSON with one key per line, sorted, and no temporary file is left")
  func fileLayout() throws {
    let directory = TemporaryDirectory()
    let store = FileStore(directory: directory.url, name: "settings")
    store[.title] = "a\nb"
    store[.count] = 2
    let text = try String(contentsOf: directory.file("settings.json"), encoding: .utf8)
    #expect(text == "{\n\"count\": 2,\n\"title\": \"a\\nb\"\n}\n")
    #expect(directory.fileNames == [".settings.json.lock", "settings.json"])
  }

  @Test("Another store object's write is noticed by the watcher and re-runs only its readers")
  func watcherReportsOutsideChange() async throws {
    let directory = TemporaryDirectory()
    let url = directory.file("settings.json")
    let store = FileStore(url: url)
    let host = ViewHost.storing(Both(), in: store)
    host.resetEvaluations()
    let outside = FileStore(url: url)  // behaves like another process
    await store.awaitChange(of: "count") { outside[.count] = 9 }
    await host.settle()
    #expect(host.bodiesSinceReset == ["CountView"])
    #expect(host.text == "count 9\nother 0")
  }

  @Test("A change is reported once to the changes stream; this store's own write is not repeated")
  func ownWritesReportedOnce() async throws {
    let directory = TemporaryDirectory()
    let url = directory.file("s.json")
    let store = FileStore(url: url)
    let changes = store.changes()
    store[.count] = 1
    FileStore(url: url)[.other] = 2
    var seen: [StoreChange] = []
    for await change in changes {
      seen.append(change)
      if change.key == "other" { break }
    }
    #expect(
      seen == [
        StoreChange(key: "count", origin: .thisStore), StoreChange(key: "other", origin: .outside),
      ])
  }

  @Test("Two stores writing different keys never lose each other's values")
  func mergesDifferentKeys() throws {
    let directory = TemporaryDirectory()
    let url = directory.file("s.json")
    let first = FileStore(url: url)
    let second = FileStore(url: url)
    first[.count] = 1
    second[.other] = 2  // second never saw "count": the merge re-reads the file
    first[.title] = "t"
    let reopened = FileStore(url: url)
    #expect(reopened[.count] == 1)
    #expect(reopened[.other] == 2)
    #expect(reopened[.title] == "t")
  }

  @Test("A corrupt file is moved aside, readable lines are kept, and the diagnostic names it")
  func corruptFile() throws {
    let directory = TemporaryDirectory()
    let url = directory.file("s.json")
    let damaged = "{\n\"count\": 5,\n\"other\": 6\u{0}\u{0}garbage,\n\"title\": \"kept\"\n"
    try Data(damaged.utf8).write(to: url)
    let store = FileStore(url: url)
    #expect(store[.count] == 5)
    #expect(store[.title] == "kept")
    #expect(store.diagnostics.map(\.kind) == [.storeFileCorrupt])
    let message = store.diagnostics.first?.message ?? ""
    #expect(message.contains(url.path) && message.contains("2 values"), "\(message)")
    let aside = directory.fileNames.filter { $0.hasPrefix("s.json.corrupt-") }
    #expect(aside.count == 1, "the bad file is kept aside")
    #expect(try Data(contentsOf: directory.file(aside[0])) == Data(damaged.utf8))
    #expect(FileStore(url: url)[.count] == 5, "the new file holds what was salvaged")
  }

  @Test("An unwritable directory gives a diagnostic, keeps the value, and a retry writes it")
  func unwritableDirectory() throws {
    guard getuid() != 0 else { return }  // root writes anywhere
    let directory = TemporaryDirectory()
    let url = directory.file("s.json")
    let store = FileStore(url: url)
    store[.count] = 1
    chmod(directory.url.path, 0o555)
    store[.count] = 2
    #expect(store.diagnostics.map(\.kind) == [.storeWriteFailed])
    #expect(store[.count] == 2, "the value is kept in memory")
    #expect(store.hasPendingWrites)
    chmod(directory.url.path, 0o755)
    #expect(store.retryPendingWrites())
    #expect(FileStore(url: url)[.count] == 2)
  }

  @Test("A hand-written file in another JSON layout is read as it is")
  func otherLayout() throws {
    let directory = TemporaryDirectory()
    let url = directory.file("s.json")
    try Data(#"{ "count" : 4, "palette": { "name": "Sea", "swatches": [] } }"#.utf8).write(to: url)
    let store = FileStore(url: url)
    #expect(store[.count] == 4)
    #expect(try store.value(Palette.self, forKey: "palette") == Palette(name: "Sea", swatches: []))
    #expect(store.diagnostics.isEmpty)
  }
}
