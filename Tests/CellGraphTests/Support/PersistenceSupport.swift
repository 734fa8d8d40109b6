import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

#if canImport(Glibc)
  import Glibc
#endif

/// A fresh directory under the system's temporary directory, removed when the test ends.
final class TemporaryDirectory {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("cellgraph-persistence-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    // Make a directory a test locked writable again so it can be removed.
    chmod(url.path, 0o755)
    try? FileManager.default.removeItem(at: url)
  }

  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// The names of the files in the directory, sorted (hidden lock and temporary files included).
  var fileNames: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }
}

/// Runs the package's helper executable (built next to the test bundle) as a second process.
enum StoreHelper {
  static var url: URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return bundle.deletingLastPathComponent().appendingPathComponent("cellgraph-store-helper")
  }

  /// Starts the helper with `arguments`; its standard output goes to `output` when given.
  static func start(_ arguments: [String], output: Pipe? = nil) throws -> Process {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let output { process.standardOutput = output }
    try process.run()
    return process
  }

  /// Runs the helper to its end and returns its exit status.
  static func run(_ arguments: [String]) async throws -> Int32 {
    let process = try start(arguments)
    await waitForExit(of: process)
    return process.terminationStatus
  }

  /// Waits (without blocking the main actor) for `process` to end; after ``hangGuard`` it records
  /// a hang and terminates the process.
  static func waitForExit(
    of process: Process, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await waitUntil(
      "helper process \(process.processIdentifier) (\(process.arguments ?? [])) to end",
      state: "state \(processState(process.processIdentifier) ?? "gone")",
      sourceLocation: sourceLocation
    ) { !process.isRunning }
    if process.isRunning { process.terminate() }
  }
}

/// Values of every supported kind, for the round-trip tests.
enum Flavor: String, Codable, Sendable {
  case vanilla, chocolate
}

struct Palette: Codable, Sendable, Equatable {
  struct Swatch: Codable, Sendable, Equatable {
    var name: String
    var hue: Double
  }
  var name: String
  var swatches: [Swatch]
}

extension StorageKey where Value == Int {
  static let count = StorageKey("count", default: 0)
  static let other = StorageKey("other", default: 0)
}

extension StorageKey where Value == String {
  static let title = StorageKey("title", default: "untitled")
}

extension ViewHost {
  /// A host that records evaluations, with `store` provided to the whole tree.
  static func storing<Root: View>(_ root: Root, in store: any KeyValueStore) -> ViewHost {
    var environment = EnvironmentValues()
    environment.storage = store
    return ViewHost(root, environment: environment, recordingEvaluations: true)
  }

  /// The view types whose bodies ran because of `action` (pending updates are flushed first),
  /// sorted.
  func bodiesRun(during action: () throws -> Void) rethrows -> [String] {
    flush()
    resetEvaluations()
    try action()
    flush()
    return updateRecords.flatMap { $0.evaluations.map(\.viewType) }.sorted()
  }

  /// The view types whose bodies ran since the last reset, sorted.
  var bodiesSinceReset: [String] {
    flush()
    return updateRecords.flatMap { $0.evaluations.map(\.viewType) }.sorted()
  }
}

/// How many times the crash and concurrency tests repeat: `CELLGRAPH_STRESS_ITERATIONS` (CI's
/// stress step sets it), else 1. A loop count, never a time.
enum Stress {
  static var iterations: Int {
    let text = ProcessInfo.processInfo.environment["CELLGRAPH_STRESS_ITERATIONS"] ?? ""
    return max(1, Int(text) ?? 1)
  }
}

extension TemporaryDirectory {
  /// The temporary files of writers of `file` (`.<file>.tmp-<pid>-<n>`), sorted.
  func temporaries(of file: String) -> [String] {
    fileNames.filter { $0.hasPrefix(".\(file).tmp-") }
  }

  /// The permission bits of `name`.
  func mode(of name: String) -> mode_t {
    var info = stat()
    stat(file(name).path, &info)
    return info.st_mode & 0o7777
  }
}

extension StoreHelper {
  /// Starts `big` writes to `url` and stops the writer with `SIGSTOP` while one of its temporary
  /// files exists (it is between creating that file and renaming it). Returns the stopped writer
  /// and the temporary's name; the caller must kill or continue it.
  static func stoppedMidWrite(
    of url: URL, in directory: TemporaryDirectory, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> (Process, String)? {
    let writer = try start(["big", url.path, "big", "\(1 << 20)"])
    let pid = writer.processIdentifier
    // A hang guard only: catching the writer takes a few tries on an idle machine, more on a
    // loaded one.
    let deadline = ContinuousClock.now + hangGuard
    while ContinuousClock.now < deadline {
      guard !directory.temporaries(of: url.lastPathComponent).isEmpty else {
        try? await Task.sleep(for: .milliseconds(1))
        continue
      }
      kill(pid, SIGSTOP)
      while processState(pid) != "T" && ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(1))
      }
      // The writer may have renamed the file between the look and the stop: then try again.
      if let temporary = directory.temporaries(of: url.lastPathComponent).first {
        return (writer, temporary)
      }
      kill(pid, SIGCONT)
    }
    kill(pid, SIGKILL)
    await waitForExit(of: writer)
    Issue.record(
      """
      Hang guard: the writer was never caught mid-write in \(hangGuard); files seen last: \
      \(directory.fileNames)
      """, sourceLocation: sourceLocation)
    return nil
  }

  /// The state letter of process `pid` in `/proc/<pid>/stat` (`R`, `S`, `T` stopped, `Z`).
  static func processState(_ pid: pid_t) -> String? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let state = stat.split(separator: ")").last?.split(separator: " ").first
    else { return nil }
    return String(state)
  }
}

extension KeyValueStore {
  /// Runs `action` and awaits the store's report of a change of `key` that follows it (a stream
  /// made before the action, so the report cannot be missed). For changes another process or the
  /// file system makes, which the test cannot await directly: only after ``hangGuard`` without the
  /// report does it record a hang, with the value of the key it saw last.
  @MainActor
  func awaitChange(
    of key: String, sourceLocation: SourceLocation = #_sourceLocation,
    after action: () async throws -> Void
  ) async rethrows {
    let changes = self.changes()
    try await action()
    let seen = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        for await change in changes where change.key == key { return true }
        return false
      }
      group.addTask {
        try? await Task.sleep(for: hangGuard)
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
    if !seen {
      let value = data(forKey: key).map { String(decoding: $0, as: UTF8.self) } ?? "absent"
      Issue.record(
        "Hang guard: no change of \"\(key)\" in \(name) within \(hangGuard); its value is \(value)",
        sourceLocation: sourceLocation)
    }
  }
}
