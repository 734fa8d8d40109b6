import Dispatch
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct CountView: View {
  @StorageCell(.count) var count
  var body: some View { Text("count \(count)") }
}

private struct CountAsText: View {
  @StorageCell("count") var count = "none"
  var body: some View { Text("text \(count)") }
}

private struct BothTypes: View {
  var body: some View {
    VStack {
      CountView()
      CountAsText()
    }
  }
}

/// Store diagnostics reach the host whose views use the store, and say what happened in words.
@MainActor
@Suite struct StorageDiagnosticsTests {
  @Test("A corrupt file found when the store opened is reported to the host that reads the store")
  func corruptFileReachesHost() throws {
    let directory = TemporaryDirectory()
    let url = directory.file("s.json")
    try Data("{\n\"count\": 5,\n\"other\": ???\n".utf8).write(to: url)
    let store = FileStore(url: url)  // no host yet: the diagnostic is raised here
    let host = ViewHost.storing(CountView(), in: store)
    #expect(host.text == "count 5")
    #expect(host.diagnostics.map(\.kind) == [.storeFileCorrupt])
    let other = ViewHost.storing(CountView(), in: store)
    #expect(other.diagnostics.isEmpty, "handed to one host, not repeated to every later one")
  }

  @Test("A stored value of the wrong type is reported to the host, saying it is not an Int")
  func wrongTypeReachesHost() throws {
    let directory = TemporaryDirectory()
    let url = directory.file("s.json")
    try Data("{\n\"count\": \"seven\"\n}\n".utf8).write(to: url)
    let host = ViewHost.storing(CountView(), in: FileStore(url: url))
    #expect(host.text == "count 0")
    let diagnostic = try #require(host.diagnostics.first)
    #expect(host.diagnostics.count == 1)
    #expect(diagnostic.kind == .storageTypeMismatch)
    #expect(diagnostic.message.contains(#"stored under "count" in FileStore(s.json) ("seven")"#))
    #expect(diagnostic.message.contains("is not an Int:"), "\(diagnostic.message)")
  }

  // A diagnostic without a node goes to the host whose update is running only when that update
  // caused it (SwiftUI attributes runtime warnings to the update that raised them). A store's
  // problem found on another thread (its watcher re-reading the file) is no running host's
  // doing: it goes to the store's readers, or waits for the first host that reads the store.
  @Test("A store problem raised on another thread is not reported to the host whose update runs it")
  func foreignStoreProblemIsNotTheRunningHosts() throws {
    let unread = InMemoryStore()
    let problem = Diagnostic(kind: .storeReadFailed, message: "the other store could not read")
    let queued = DispatchSemaphore(value: 0)
    Thread {
      unread.changeFeed.report(problem)  // from another thread: queued for the main actor
      queued.signal()
    }.start()
    queued.wait()  // the main actor is held until the host exists: the job is still queued

    let directory = TemporaryDirectory()
    let url = directory.file("s.json")
    try Data("{\n\"count\": \"seven\"\n}\n".utf8).write(to: url)
    // The host's first update reports its own type mismatch, which runs the queue on its way.
    let host = ViewHost.storing(CountView(), in: FileStore(url: url))
    #expect(host.diagnostics.map(\.kind) == [.storageTypeMismatch])
    let reader = ViewHost.storing(CountView(), in: unread)
    #expect(reader.diagnostics == [problem], "kept for the first host that reads its store")
  }

  @Test("One key read with two types in one host is reported to that host, naming both")
  func duplicateKeyReachesHost() throws {
    let directory = TemporaryDirectory()
    let host = ViewHost.storing(BothTypes(), in: FileStore(url: directory.file("s.json")))
    let duplicate = host.diagnostics.filter { $0.kind == .duplicateStorageKey }
    #expect(duplicate.count == 1)
    #expect(duplicate.first?.message.contains("Int and String") == true)
  }

  @Test("Counts agree with their nouns: 1 value was kept, 2 values were kept")
  func countsAreGrammatical() throws {
    for (lines, phrase) in [
      ("\"count\": 5,\n", "1 value that could still be read was kept"),
      ("\"count\": 5,\n\"other\": 6,\n", "2 values that could still be read were kept"),
    ] {
      let directory = TemporaryDirectory()
      let url = directory.file("s.json")
      try Data("{\n\(lines)\"title\": \u{0}\n".utf8).write(to: url)
      let message = FileStore(url: url).diagnostics.first?.message ?? ""
      #expect(message.contains(phrase), "\(message)")
      #expect(message.contains("FileStore(s.json)") && message.contains(url.path))
    }
  }

  @Test("A failed write says how many values are kept, where, and what to do")
  func writeFailureMessage() throws {
    let directory = TemporaryDirectory()
    let blocker = directory.file("config")
    try Data().write(to: blocker)  // a file where the directory should be
    let store = FileStore(url: blocker.appendingPathComponent("s.json"))
    store[.count] = 1
    let message = try #require(store.diagnostics.first?.message)
    #expect(message.contains("1 value not yet written is kept in memory"), "\(message)")
    #expect(message.contains("Make the directory \(blocker.path) writable"), "\(message)")
  }

  @Test("An unreadable file: the message says whether values wait, and nothing is written over")
  func readFailureMessage() throws {
    let directory = TemporaryDirectory()
    let url = directory.file("s.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    let store = FileStore(url: url)  // a directory where the file should be: reading fails
    let opened = try #require(store.diagnostics.first)
    #expect(opened.kind == .storeReadFailed)
    #expect(opened.message.contains("No value is waiting to be written"), "\(opened.message)")
    store[.count] = 1
    let written = try #require(store.diagnostics.last)
    #expect(written.kind == .storeReadFailed)
    #expect(written.message.contains("1 value not yet written is kept"), "\(written.message)")
    #expect(store[.count] == 1 && store.hasPendingWrites)
    #expect(directory.fileNames.contains("s.json") && directory.temporaries(of: "s.json") == [])
  }

  @Test("Type names take the article they are said with")
  func articles() {
    let cases = [
      ("Int", "an Int"), ("String", "a String"), ("Optional<Int>", "an Optional<Int>"),
      ("UInt8", "a UInt8"), ("URL", "a URL"), ("Undo", "an Undo"),
      ("[Int]", "a value of type [Int]"),
    ]
    for (type, phrase) in cases {
      #expect(StorageDiagnostics.withArticle(type) == phrase)
    }
    #expect(StorageDiagnostics.withArticle("Double", capitalized: true) == "A Double")
  }
}
