import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

#if canImport(Glibc)
  import Glibc
#endif

/// Temporary files of writers in other processes: a killed writer's are removed, a live writer's
/// never are. The writer is `cellgraph-store-helper big`, stopped (`SIGSTOP`) while its temporary
/// exists, then killed (`SIGKILL`) or continued. Repeated `CELLGRAPH_STRESS_ITERATIONS` times.
@MainActor
@Suite struct FileStoreTemporaryTests {
  @Test("A writer killed mid-write leaves its temporary file, and the next store opened removes it")
  func killedWritersTemporaryIsRemoved() async throws {
    for _ in 0..<Stress.iterations {
      let directory = TemporaryDirectory()
      let url = directory.file("s.json")
      guard let (writer, temporary) = try await StoreHelper.stoppedMidWrite(of: url, in: directory)
      else { return }
      kill(writer.processIdentifier, SIGKILL)
      await StoreHelper.waitForExit(of: writer)
      #expect(writer.terminationReason == .uncaughtSignal)
      #expect(directory.temporaries(of: "s.json") == [temporary], "the kill left it behind")
      let store = FileStore(url: url)
      #expect(directory.temporaries(of: "s.json") == [], "opening the store removed it")
      #expect(store.diagnostics.isEmpty)
      store[.count] = 1
      #expect(FileStore(url: url)[.count] == 1, "the store writes as usual afterwards")
    }
  }

  @Test("A live writer's temporary is kept by a store opened meanwhile, and its write completes")
  func liveWritersTemporaryIsKept() async throws {
    for _ in 0..<Stress.iterations {
      let directory = TemporaryDirectory()
      let url = directory.file("s.json")
      guard let (writer, temporary) = try await StoreHelper.stoppedMidWrite(of: url, in: directory)
      else { return }
      let round = Self.round(inTemporary: directory.file(temporary))
      let store = FileStore(url: url)  // opening the store looks for stale temporaries
      #expect(directory.temporaries(of: "s.json") == [temporary], "a live writer's is kept")
      kill(writer.processIdentifier, SIGCONT)
      // The writer renames its temporary and writes on; a write that failed would end it.
      await waitUntil("the continued writer's next writes to reach the store") {
        (store.value(forRound: "big") ?? -1) > (round ?? 0) || !writer.isRunning
      }
      #expect(writer.isRunning, "the writer's write did not fail")
      kill(writer.processIdentifier, SIGKILL)
      await StoreHelper.waitForExit(of: writer)
    }
  }

  @Test("A temporary whose process is alive is kept even when nobody holds its lock")
  func temporaryOfLiveProcessIsKept() throws {
    let directory = TemporaryDirectory()
    let url = directory.file("s.json")
    // Named after process 1 (always alive): a writer that has created it but not yet locked it.
    let name = ".s.json.tmp-1-7"
    try Data("{".utf8).write(to: directory.file(name))
    _ = FileStore(url: url)
    #expect(directory.temporaries(of: "s.json") == [name])
  }

  @Test("A temporary whose process is gone is kept while someone holds its lock, then removed")
  func lockedTemporaryIsKept() async throws {
    let directory = TemporaryDirectory()
    let url = directory.file("s.json")
    // A process id that is gone: a helper that ran to its end (and was reaped).
    let finished = try StoreHelper.start(["set", directory.file("other.json").path, "k", "1"])
    await StoreHelper.waitForExit(of: finished)
    let pid = finished.processIdentifier
    guard !FileStoreDisk.isAlive(pid) else { return }  // reused already: nothing to test
    let name = ".s.json.tmp-\(pid)-1"
    try Data("{".utf8).write(to: directory.file(name))
    // As a writer in another PID namespace would: its process id means nothing here, its lock
    // does. Close-on-exec: a helper another test starts meanwhile must not inherit the open file
    // (and with it the lock), or the lock outlives `close(fd)` below.
    let fd = open(directory.file(name).path, O_RDONLY | O_CLOEXEC)
    #expect(flock(fd, LOCK_EX) == 0)
    _ = FileStore(url: url)
    #expect(directory.temporaries(of: "s.json") == [name], "kept while locked")
    close(fd)
    // Removed by the first store that opens the file once nobody holds the lock. A helper that
    // another test is starting holds the open file between its fork and its exec (close-on-exec
    // closes it only then), so that first open may come a moment later than `close(fd)`.
    await waitUntil("the unlocked temporary to be removed by a store opening the file") {
      _ = FileStore(url: url)
      return directory.temporaries(of: "s.json").isEmpty
    }
  }

  @Test("A writer killed in a write loop leaves a file that parses, however often it is repeated")
  func killedLoopsLeaveParsableFiles() async throws {
    for iteration in 0..<Stress.iterations {
      let directory = TemporaryDirectory()
      let url = directory.file("s.json")
      let store = FileStore(url: url)
      let writer = try StoreHelper.start(["loop", url.path, "count"], output: Pipe())
      // Kill after a varying number of writes, so the kill lands at varying points.
      let writes = 2 + iteration % 7
      await waitUntil("the writer to be writing", changesOf: store) { store[.count] >= writes }
      kill(writer.processIdentifier, SIGKILL)
      await StoreHelper.waitForExit(of: writer)
      let bytes = try Data(contentsOf: url)
      guard case .valid(let entries) = FileStoreFormat.parse(bytes) else {
        Issue.record("The file does not parse after the kill")
        return
      }
      #expect(entries["count"] != nil)
      #expect(directory.temporaries(of: "s.json").count <= 1)
      let reopened = FileStore(url: url)
      #expect(reopened.diagnostics.isEmpty)
      #expect(directory.temporaries(of: "s.json") == [])
    }
  }

  /// The round number a `big` writer put at the start of its value, read from a temporary file
  /// (`{` newline `"big": "<round> xxx…`), when it got that far.
  private static func round(inTemporary url: URL) -> Int? {
    guard let head = try? FileHandle(forReadingFrom: url).read(upToCount: 64) else { return nil }
    let text = String(decoding: head, as: UTF8.self)
    guard let start = text.range(of: "\"big\": \"") else { return nil }
    return Int(text[start.upperBound...].prefix { $0.isNumber })
  }
}

extension FileStore {
  /// The round number at the start of a `big` writer's value under `key`.
  fileprivate func value(forRound key: String) -> Int? {
    guard let text = try? value(String.self, forKey: key) else { return nil }
    return Int(text.prefix { $0.isNumber })
  }
}
