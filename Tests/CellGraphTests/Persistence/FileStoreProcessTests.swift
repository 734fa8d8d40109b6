import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

#if canImport(Glibc)
  import Glibc
#endif

private struct CountView: View {
  @StorageCell(.count) var count
  var body: some View { Text("count \(count)") }
}

/// Tests with a second process: the package's `cellgraph-store-helper` writing the same file.
@MainActor
@Suite struct FileStoreProcessTests {
  @Test(
    "Another process writes a key and this process's reader re-runs with the new value",
    arguments: FileStoreDirectoryTests.detections)
  func otherProcessWrite(detection: FileStore.ChangeDetection) async throws {
    let directory = TemporaryDirectory()
    let url = directory.file("shared.json")
    let store = FileStore(url: url, changeDetection: detection)
    let host = ViewHost.storing(CountView(), in: store)
    #expect(host.text == "count 0")
    host.resetEvaluations()
    var status: Int32 = -1
    try await store.awaitChange(of: "count") {
      status = try await StoreHelper.run(["set", url.path, "count", "41"])
    }
    #expect(status == 0)
    await host.settle()
    #expect(host.bodiesSinceReset == ["CountView"])
    #expect(host.text == "count 41")
  }

  @Test("Two processes each write 300 different keys at once and all 600 are there")
  func concurrentProcesses() async throws {
    for _ in 0..<Stress.iterations {
      let directory = TemporaryDirectory()
      let url = directory.file("shared.json")
      let first = try StoreHelper.start(["fill", url.path, "a", "300"])
      let second = try StoreHelper.start(["fill", url.path, "b", "300"])
      await StoreHelper.waitForExit(of: first)
      await StoreHelper.waitForExit(of: second)
      #expect(first.terminationStatus == 0 && second.terminationStatus == 0)
      let store = FileStore(url: url)
      #expect(store.keys.count == 600)
      #expect(try store.value(Int.self, forKey: "a299") == 299)
      #expect(try store.value(Int.self, forKey: "b0") == 0)
      #expect(store.diagnostics.isEmpty)
      #expect(directory.temporaries(of: "shared.json") == [])
    }
  }

  @Test("A writer in a loop whose parent process exits stops writing instead of running on")
  func orphanedWriterStops() async throws {
    let directory = TemporaryDirectory()
    let url = directory.file("shared.json")
    // A shell starts the loop, waits for its first write (so the loop knows its parent), prints
    // its process id and exits: the loop is orphaned.
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = [
      "-c", #""$0" loop "$1" count >/dev/null & while [ ! -s "$1" ]; do :; done; echo $!"#,
      StoreHelper.url.path, url.path,
    ]
    let output = Pipe()
    shell.standardOutput = output
    try shell.run()
    await StoreHelper.waitForExit(of: shell)
    let printed = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    let writer = try #require(pid_t(printed.trimmingCharacters(in: .whitespacesAndNewlines)))
    await waitUntil("the orphaned writer to end") { !Self.isRunning(writer) }
    if Self.isRunning(writer) { kill(writer, SIGKILL) }
  }

  /// Whether process `pid` exists and is not a zombie (an orphan's zombie is reaped by whoever
  /// adopted it, which in a container may be never).
  private static func isRunning(_ pid: pid_t) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let state = stat.split(separator: ")").last?.split(separator: " ").first
    else { return true }
    return state != "Z"
  }
}
