import Foundation
import Testing

// `CELLGRAPH_TRACE=path` traces every host of a process from its first render and writes the
// file when a host is torn down and at exit. The variable is read once per process, so this runs
// an example program (built next to the test bundle) as a second process.

private enum Demo {
  static var path: String {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return bundle.deletingLastPathComponent().appendingPathComponent("ComputerDemo").path
  }
  static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: path) }
}

@Suite struct TraceFileTests {
  @Test(
    "CELLGRAPH_TRACE makes a program write its hosts' timeline, first render included",
    .enabled(if: Demo.isBuilt, "ComputerDemo is not built next to the tests (swift build first)"))
  func environmentVariable() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("cellgraph-demo-trace-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Demo.path)
    var environment = ProcessInfo.processInfo.environment
    environment["CELLGRAPH_TRACE"] = file.path
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)

    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
    let events = try #require((object as? [String: Any])?["traceEvents"] as? [[String: Any]])
    let spans = events.filter { $0["ph"] as? String == "X" }
    let names = spans.compactMap { $0["name"] as? String }
    #expect(names.contains("initial render"), "the first render is traced")
    #expect(names.contains("tap \"Press the button\""))
    #expect(names.contains("pass 1"))
    #expect(names.contains("DemoScreen"))
    let processNames = events.filter { $0["name"] as? String == "process_name" }
      .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
    #expect(processNames == ["ViewHost 1 (DemoScreen)"])

    // Every body of the program, first render included, ran inside a pass.
    func interval(_ event: [String: Any]) -> ClosedRange<Double>? {
      guard let start = event["ts"] as? Double, let duration = event["dur"] as? Double
      else { return nil }
      return start...(start + duration)
    }
    let passes = spans.filter { $0["cat"] as? String == "pass" }.compactMap(interval)
    let bodies = spans.filter { $0["cat"] as? String == "body" }
    #expect(bodies.count >= 4)
    for body in bodies {
      let range = try #require(interval(body))
      #expect(
        passes.contains { $0.contains(range.lowerBound) && $0.contains(range.upperBound) },
        "\(body["name"] ?? "a body") ran outside any pass")
    }
  }
}
