import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

// A traced host's timeline: valid Chrome trace JSON whose spans nest per track, every body inside
// a pass, and an arrow from each write to every body it invalidated.
//
//     tap "Add"                        pass
//       write List.count ──────────┐     List ◀──┘ (count read by the list)
//                                  │       Badge ◀─ (input changed: no arrow)
//     write Settings.isOn ───▶ Badge …

private struct Badge: View {
  let count: Int
  var body: some View { Text("\(count) items") }
}

private struct Tally: View {
  @StateCell var count = 0
  @StateCell var note = "none"
  var body: some View {
    VStack {
      Badge(count: count)
      Button("Add") { count += 1 }
      Button("Add twice") {
        count += 1
        count += 1
      }
      Footer(count: $count)
    }
  }
}

private struct Footer: View {
  @BindingCell var count: Int
  var body: some View { Text("footer \(count)") }
}

private struct Watcher: View {
  @StateCell var value = 0
  @StateCell var seen = 0
  var body: some View {
    VStack {
      Text("value \(value) seen \(seen)")
      Button("Bump") { value += 1 }
    }
    .onChange(of: value) { _, new in seen = new }
  }
}

/// Writes its own state while its body runs (misuse the host reports), so that a write's span
/// opens inside a body's.
private struct SelfWriter: View {
  @StateCell var renders = 0
  @StateCell var label = "start"
  var body: some View {
    if renders == 0 && label == "renamed" { renders = 1 }
    return VStack {
      Text("\(label) \(renders)")
      Button("Rename") { label = "renamed" }
    }
  }
}

@MainActor
@Suite struct TimelineTraceTests {
  /// Whether the complete events of `trace` nest: any two are disjoint or one contains the other.
  private func nests(_ trace: TimelineTrace) -> Bool {
    let spans = trace.events.filter { $0.phase == .complete }
    for (index, first) in spans.enumerated() {
      for second in spans[(index + 1)...] {
        let disjoint = first.end <= second.timestamp || second.end <= first.timestamp
        if !(disjoint || first.contains(second) || second.contains(first)) { return false }
      }
    }
    return true
  }

  private func tracedTally() throws -> ViewHost {
    let host = ViewHost(Tally())
    host.startTracing()
    try host.tap("Add")
    host.flush()
    return host
  }

  @Test("The trace's JSON parses, with a traceEvents array of named, timed events")
  func jsonParses() throws {
    let host = try tracedTally()
    let object = try JSONSerialization.jsonObject(with: Data(host.trace.json.utf8))
    let root = try #require(object as? [String: Any])
    let events = try #require(root["traceEvents"] as? [[String: Any]])
    #expect(events.count == host.trace.events.count + 2, "two metadata events name the host")
    for event in events {
      let phase = try #require(event["ph"] as? String)
      #expect(["X", "s", "f", "M"].contains(phase))
      #expect(event["pid"] as? Int == host.trace.events[0].processID)
      #expect(event["tid"] as? Int == 1)
      if phase != "M" { #expect(event["ts"] is Double || event["ts"] is Int) }
      if phase == "X" { #expect(event["dur"] != nil) }
      if phase == "s" || phase == "f" { #expect(event["id"] != nil) }
      if phase == "f" { #expect(event["bp"] as? String == "e") }
    }
    let names = events.compactMap { $0["name"] as? String }
    #expect(names.contains("Tally"))
    #expect(names.contains("tap \"Add\""))
  }

  @Test("Strings in the JSON are escaped: quotes, backslashes and control characters")
  func escaping() throws {
    let text = "a \"quoted\" \\ line\nnext\u{1}"
    let quoted = TimelineTrace.quoted(text)
    let parsed =
      try JSONSerialization.jsonObject(
        with: Data("[\(quoted)]".utf8)) as? [String]
    #expect(parsed == [text])
    #expect(TimelineTrace.microseconds(.nanoseconds(1_234_005)) == "1234.005")
  }

  @Test("Spans nest properly on each track: any two are nested or disjoint")
  func spansNest() throws {
    let host = try tracedTally()
    try host.tap("Add twice")
    host.flush()
    let spans = host.trace.events.filter { $0.phase == .complete }
    #expect(spans.count > 5)
    for (index, first) in spans.enumerated() {
      for second in spans[(index + 1)...] {
        let disjoint = first.end <= second.timestamp || second.end <= first.timestamp
        #expect(
          disjoint || first.contains(second) || second.contains(first),
          "\(first.name) and \(second.name) overlap without nesting")
      }
    }
  }

  @Test("Every body span lies inside a pass span")
  func bodiesInPasses() throws {
    let host = ViewHost(Tally())
    host.startTracing()
    try host.tap("Add")
    try host.tap("Add twice")
    host.setRoot(Tally())
    host.flush()
    let trace = host.trace
    let passes = trace.spans(in: "pass")
    let bodies = trace.spans(in: "body")
    #expect(bodies.count >= 4)
    for body in bodies {
      #expect(passes.contains { $0.contains(body) }, "\(body.name) ran outside any pass")
    }
  }

  @Test("Every body invalidated by a write has an arrow from that write")
  func arrowsFromWrites() throws {
    let host = try tracedTally()
    try host.tap("Add twice")
    host.flush()
    let trace = host.trace
    let targets = trace.arrowTargets()
    let writes = trace.spans(in: "write")
    let starts = trace.events.filter { $0.phase == .flowStart }
    // Each body that ran because a source changed points back at a write of that source.
    let invalidated = trace.spans(in: "body").filter { body in
      (body.arguments["reasons"] ?? "").split(separator: "; ").contains {
        !$0.hasPrefix("input changed") && $0.contains(" changed (")
      }
    }
    #expect(invalidated.map(\.name) == ["Tally", "Footer", "Tally", "Footer"])
    for body in invalidated {
      let arrows = starts.filter { targets[$0.flowID ?? 0] == body }
      let sources = arrows.compactMap { arrow in
        writes.first { $0.contains(arrow) }?.arguments["source"]
      }
      #expect(!sources.isEmpty, "\(body.name) has no arrow from a write")
      for source in sources {
        #expect(body.arguments["reasons"]?.contains(source) == true)
      }
    }
    // Both writes of "Add twice" point at both readers; Badge, re-run for its input, has none.
    let doubleWrites = writes.filter { $0.arguments["trigger"] == "tap \"Add twice\"" }
    #expect(doubleWrites.count == 2)
    for write in doubleWrites {
      let reached = starts.filter { write.contains($0) }.compactMap {
        targets[$0.flowID ?? 0]?.arguments["path"]
      }
      #expect(reached.sorted() == ["Tally", "Tally/VStack/Footer"])
    }
    #expect(!targets.values.contains { $0.name == "Badge" })
  }

  @Test("A write made by an interaction names it, with the source and both values")
  func writesNameTheirInteraction() throws {
    let host = try tracedTally()
    let write = try #require(host.trace.spans(in: "write").first)
    #expect(write.arguments["trigger"] == "tap \"Add\"")
    #expect(write.arguments["source"] == "Tally.count")
    #expect(write.arguments["old value"] == "0")
    #expect(write.arguments["new value"] == "1")
    let interaction = try #require(host.trace.spans(in: "interaction").first)
    #expect(interaction.name == "tap \"Add\"")
    #expect(interaction.contains(write))
  }

  @Test("A write made by an onChange action names the action and lies inside its span")
  func writesNameTheirAction() throws {
    let host = ViewHost(Watcher())
    host.startTracing()
    try host.tap("Bump")
    host.flush()
    let trace = host.trace
    let write = try #require(
      trace.spans(in: "write").first { $0.arguments["source"] == "Watcher.seen" })
    let action = try #require(trace.spans(in: "action").first)
    #expect(action.name.hasPrefix("onChange(of: Int) in Watcher"))
    #expect(write.arguments["trigger"] == action.name)
    #expect(action.contains(write))
  }

  @Test("The outline shows the interaction, its write and the bodies of each pass")
  func outline() throws {
    let host = try tracedTally()
    #expect(
      host.trace.outline == """
        tap "Add"
          write Tally.count changed (0 → 1) ─▶ Tally, Tally/VStack/Footer
        pass 1 (tap "Add")
          Tally: Tally.count changed (0 → 1)
            Tally/VStack/Badge: input changed (count)
            Tally/VStack/Footer: Tally.count changed (0 → 1)
        """)
  }

  @Test("Timestamps are strictly increasing in the order events began")
  func timestampsIncrease() throws {
    let events = try tracedTally().trace.events
    for (earlier, later) in zip(events, events.dropFirst()) {
      #expect(earlier.timestamp < later.timestamp)
    }
  }

  @Test("Stopping hands back the timeline; later updates are not traced, and cost no recorder")
  func stopping() throws {
    let host = try tracedTally()
    let timeline = host.stopTracing()
    #expect(!host.isTracing)
    #expect(timeline.spans(in: "pass").count == 1)
    try host.tap("Add")
    host.flush()
    #expect(host.trace.events.isEmpty)
    #expect(host.graph.recorder == nil, "the recorder that only fed the trace is gone")
  }

  @Test("Tracing leaves the records as they are: off when the host does not record")
  func tracingKeepsNoRecords() throws {
    let host = try tracedTally()
    #expect(!host.isRecordingEvaluations)
    #expect(host.updateRecords.isEmpty)
    #expect(host.trace.spans(in: "body").count == 3)
  }

  @Test("writeTrace(to:) writes the JSON to the file")
  func writesFile() throws {
    let host = try tracedTally()
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("cellgraph-trace-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try host.writeTrace(to: path)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == host.trace.json)
    #expect(try JSONSerialization.jsonObject(with: Data(written.utf8)) is [String: Any])
  }

  @Test("A pass with nothing to record leaves no span")
  func emptyPassLeavesNoSpan() throws {
    let host = ViewHost(Tally())
    host.startTracing()
    host.flush()
    #expect(host.trace.spans(in: "pass").isEmpty)
  }

  @Test("Several hosts merge into one trace, a process each, named in the JSON and the outline")
  func severalHosts() throws {
    let first = try tracedTally()
    let second = ViewHost(Watcher())
    second.startTracing()
    try second.tap("Bump")
    second.flush()
    let merged = TimelineTrace.merging([first.trace, second.trace])
    let object = try JSONSerialization.jsonObject(with: Data(merged.json.utf8))
    let events = try #require((object as? [String: Any])?["traceEvents"] as? [[String: Any]])
    let names = events.filter { $0["name"] as? String == "process_name" }
      .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
    let firstID = try #require(first.trace.events.first?.processID)
    let secondID = try #require(second.trace.events.first?.processID)
    #expect(firstID < secondID, "hosts are numbered in the order they start tracing")
    #expect(names == ["ViewHost \(firstID) (Tally)", "ViewHost \(secondID) (Watcher)"])
    let lines = merged.outline.split(separator: "\n")
    #expect(lines.contains { $0 == "ViewHost \(firstID) (Tally)" })
    #expect(lines.contains { $0 == "ViewHost \(secondID) (Watcher)" })
    #expect(
      lines.contains { $0 == "    write Tally.count changed (0 → 1) ─▶ Tally, Tally/VStack/Footer" }
    )
  }

  @Test("A write made while a body runs is a span inside that body, and spans still nest")
  func writeDuringBody() throws {
    let host = ViewHost(SelfWriter())
    host.startTracing()
    try host.tap("Rename")
    host.flush()
    let trace = host.trace
    #expect(!host.diagnostics.isEmpty, "writing state in a body is reported")
    #expect(nests(trace))
    let write = try #require(
      trace.spans(in: "write").first { $0.arguments["source"] == "SelfWriter.renders" })
    #expect(trace.spans(in: "body").contains { $0.name == "SelfWriter" && $0.contains(write) })
  }

  @Test("Switching recording on and off changes the records, not the trace")
  func recordingDoesNotChangeTheTrace() throws {
    let host = try tracedTally()
    host.isRecordingEvaluations = true
    try host.tap("Add")
    host.flush()
    #expect(host.updateRecords.map(\.pass) == [1], "records count passes from when they start")
    host.isRecordingEvaluations = false
    try host.tap("Add")
    host.flush()
    #expect(host.updateRecords.isEmpty)
    #expect(host.isTracing)
    #expect(host.trace.spans(in: "pass").count == 3)
    #expect(nests(host.trace))
  }
}
