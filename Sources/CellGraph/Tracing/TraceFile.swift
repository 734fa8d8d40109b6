import CellGraphCore
import Foundation

/// The trace file named by the environment variable `CELLGRAPH_TRACE`: when it is set, every
/// host of the process traces from its first render, and the file holds all of them, one
/// process per host.
///
/// The file is written again when a traced host is torn down, at most once a second and taking at
/// most about a tenth of the time (a test suite tears down thousands of hosts, and each write holds
/// every host so far), and once more when the
/// process exits (for hosts still alive, such as an example's host kept until the end of `main`).
/// Writing replaces the file atomically, so a reader never sees half a trace.
@MainActor
enum TraceFile {
  /// The path from `CELLGRAPH_TRACE`, or `nil` when it is unset or empty.
  static let path: String? = {
    guard let path = ProcessInfo.processInfo.environment["CELLGRAPH_TRACE"], !path.isEmpty
    else { return nil }
    return path
  }()

  /// The tracers of every host traced through the variable, alive or torn down.
  private static var tracers: [Tracer] = []
  private static var writesAtExit = false
  private static var lastWrite: ContinuousClock.Instant?
  private static var lastWriteDuration: Duration = .zero
  private static var reportedFailure = false

  /// Adds a host's tracer to the file.
  static func adopt(_ tracer: Tracer) {
    tracers.append(tracer)
    if !writesAtExit {
      writesAtExit = true
      atexit { TraceFile.writeAtExit() }
    }
  }

  /// Whether `tracer` belongs to the file.
  static func contains(_ tracer: Tracer) -> Bool {
    tracers.contains { $0 === tracer }
  }

  /// Writes the file for a host's teardown, unless it was written recently: less than a second
  /// ago, or less than ten times as long ago as that write took, so that rewriting a growing file
  /// takes at most about a tenth of the process's time.
  static func hostTornDown() {
    if let lastWrite,
      lastWrite.duration(to: .now) < max(.seconds(1), lastWriteDuration * 10)
    {
      return
    }
    write()
  }

  /// Writes every adopted host's timeline to the file. A failure is printed once to standard
  /// error (there is no caller to throw to: this runs in a host's teardown or at exit), and the
  /// traces are kept for the next attempt.
  static func write() {
    guard let path, !tracers.isEmpty else { return }
    let start = ContinuousClock.now
    defer {
      lastWrite = .now
      lastWriteDuration = start.duration(to: .now)
    }
    do {
      try TimelineTrace.merging(tracers.map(\.trace)).write(to: path)
    } catch {
      guard !reportedFailure else { return }
      reportedFailure = true
      FileHandle.standardError.write(
        Data("CellGraph: could not write the trace to \(path) (\(error)); tracing goes on.\n".utf8))
    }
  }

  /// The exit handler: `exit` runs it on the thread that called it, which for a program ending
  /// its `main` is the main thread, the main actor's. From another thread the hosts cannot be
  /// read safely, so nothing is written (the file holds what the last teardown wrote).
  nonisolated private static func writeAtExit() {
    guard Thread.isMainThread else { return }
    MainActor.assumeIsolated { write() }
  }
}
