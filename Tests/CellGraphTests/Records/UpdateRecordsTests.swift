import Testing

@testable import CellGraph
@testable import CellGraphCore

// An empty set of records says why it is empty, and a long old value never reads the same as
// its new value.

private struct Counter: View {
  @StateCell var count = 0
  var body: some View {
    Text("Count: \(count)")
    Button("Increment") { count += 1 }
  }
}

private struct Notes: View {
  @StateCell var notes: [String] = (1...30).map { "note \($0)" }
  var body: some View {
    Text("\(notes.count) notes")
    Button("Edit the last") { notes[29] = "note thirty" }
    Button("Append") { notes.append("note 31") }
  }
}

private let tagsKey = StorageKey("tags", default: [String]())

private struct Tags: View {
  @StorageCell(tagsKey) var tags
  var body: some View {
    Text("\(tags.count) tags")
    Button("Rename the last") { tags[tags.count - 1] = "tag twenty" }
  }
}

@MainActor
@Suite struct UpdateRecordsTests {
  @Test("Records of a host that does not record say that recording is off and how to turn it on")
  func recordingOff() throws {
    let host = ViewHost(Counter())
    try host.tap("Increment")
    host.flush()
    let records = host.updateRecords
    #expect(records.isEmpty)
    #expect(!records.isRecording)
    #expect(records.description.contains("this host does not record them"))
    #expect(records.description.contains("ViewHost(_:recordingEvaluations: true)"))
    #expect(records.description.contains("isRecordingEvaluations = true"))
  }

  @Test("Records of a recording host with nothing run since the reset say that no pass ran")
  func recordingOnNothingRan() {
    let host = ViewHost(Counter(), recordingEvaluations: true)
    host.resetEvaluations()
    let records = host.updateRecords
    #expect(records.isEmpty)
    #expect(records.isRecording)
    #expect(records.description.contains("recording is on, but no update pass ran"))
    #expect(!records.description.contains("does not record"))
  }

  @Test("Records read before a flush say that writes are waiting for one")
  func pendingWrites() throws {
    let host = ViewHost(Counter(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Increment")
    let waiting = host.updateRecords
    #expect(waiting.isEmpty)
    #expect(waiting.description.contains("writes are waiting for an update pass. Call flush()"))
    host.flush()
    #expect(host.updateRecords.count == 1)
  }

  @Test("Records with passes print the passes, and compare with an array literal by passes alone")
  func passesPrinted() throws {
    let host = ViewHost(Counter(), recordingEvaluations: true)
    host.resetEvaluations()
    #expect(host.updateRecords == [])
    try host.tap("Increment")
    host.flush()
    let records = host.updateRecords
    #expect(records.description == records[0].description)
    #expect(records.description.contains("Counter: Counter.count changed (0 → 1)"))
    #expect(records == UpdateRecords(Array(records), isRecording: false))
  }

  @Test("Old and new values that differ only past the cut are shortened around the difference")
  func longValuesDiffer() throws {
    let host = ViewHost(Notes(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Edit the last")
    host.flush()
    let change = try #require(sourceChange(in: host))
    #expect(change.oldValue != change.newValue)
    #expect(change.oldValue.hasPrefix("…") && change.newValue.hasPrefix("…"))
    #expect(change.oldValue.contains("\"note 30\""))
    #expect(change.newValue.contains("\"note thirty\""))
    let whole = ValueText.full((1...30).map { "note \($0)" })
    #expect(change.firstDifference == whole.count - "30\"]".count)
    #expect(
      change.description == """
        Notes.notes changed (…", "note 29", "note 30"] → …", "note 29", "note thirty"], \
        first difference at offset 317)
        """, "the example in Docs/Testing.md")
  }

  @Test("An appended element shows as the end of the old value and the new tail")
  func appendedValue() throws {
    let host = ViewHost(Notes(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Append")
    host.flush()
    let change = try #require(sourceChange(in: host))
    #expect(change.oldValue.hasSuffix("\"note 30\"]"))
    #expect(change.newValue.hasSuffix("\"note 30\", \"note 31\"]"))
    #expect(change.oldValue != change.newValue)
  }

  @Test("Two long stored JSON values are shortened around their first difference too")
  func longStoredValuesDiffer() throws {
    let store = InMemoryStore(name: "Tags")
    store[tagsKey] = (1...20).map { "tag \($0)" }
    var environment = EnvironmentValues()
    environment.storage = store
    let host = ViewHost(Tags(), environment: environment, recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Rename the last")
    host.flush()
    let change = try #require(sourceChange(in: host))
    #expect(change.kind == .storage)
    #expect(change.oldValue != change.newValue)
    #expect(change.oldValue.hasSuffix(#""tag 20"]"#))
    #expect(change.newValue.hasSuffix(#""tag twenty"]"#))
    #expect(change.firstDifference != nil)
  }

  @Test("Short values are kept whole, with no offset")
  func shortValuesWhole() throws {
    let host = ViewHost(Counter(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Increment")
    host.flush()
    let change = try #require(sourceChange(in: host))
    #expect(change.oldValue == "0" && change.newValue == "1")
    #expect(change.firstDifference == nil)
  }

  private func sourceChange(in host: ViewHost) -> SourceChange? {
    for record in host.updateRecords {
      for evaluation in record.evaluations {
        for case .sourceChanged(let change) in evaluation.reasons { return change }
      }
    }
    return nil
  }
}

@Suite struct ValueTextTests {
  @Test("Two long values are cut to the same window, with an ellipsis on each side")
  func window() {
    let prefix = String(repeating: "a", count: 100)
    let suffix = String(repeating: "z", count: 100)
    let pair = ValueText.pair(old: prefix + "X" + suffix, new: prefix + "Y" + suffix)
    #expect(pair.difference == 100)
    #expect(
      pair.old == "…" + String(repeating: "a", count: 20) + "X" + String(repeating: "z", count: 39)
        + "…")
    #expect(
      pair.new == "…" + String(repeating: "a", count: 20) + "Y" + String(repeating: "z", count: 39)
        + "…")
  }

  @Test("A short value beside a long one stays whole; the long one starts at the difference")
  func shortBesideLong() {
    let long = "\"" + String(repeating: "b", count: 100) + "\""
    let pair = ValueText.pair(old: "\"\"", new: long)
    #expect(pair.old == "\"\"")
    #expect(pair.difference == 1)
    #expect(pair.new == String(long.prefix(60)) + "…")
  }

  @Test("A single value is cut after 80 characters with an ellipsis")
  func single() {
    let text = String(repeating: "c", count: 100)
    #expect(ValueText.single(text) == "\"" + String(repeating: "c", count: 78) + "…")
    #expect(ValueText.single(42) == "42")
  }
}
