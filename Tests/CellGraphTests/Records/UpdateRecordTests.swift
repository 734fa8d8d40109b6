import Testing

@testable import CellGraph
@testable import CellGraphCore

// Every pass produces a record: which bodies ran, in order, every reason each ran, and which
// views were skipped because their inputs were equal.

private struct ToneKey: EnvironmentKey { static let defaultValue = "plain" }

extension EnvironmentValues {
  fileprivate var tone: String {
    get { self[ToneKey.self] }
    set { self[ToneKey.self] = newValue }
  }
}

private struct Line: View {
  let title: String
  @StateCell var isOn = false
  var body: some View {
    Toggle(title, isOn: $isOn)
    Text(isOn ? "\(title) on" : "\(title) off")
  }
}

private struct Tone: View {
  @EnvironmentCell(\.tone) var tone
  var body: some View { Text("tone \(tone)") }
}

private struct Board: View {
  @StateCell var titles = ["a", "b"]
  @StateCell var tone = "calm"
  @StateCell var generation = 0
  var body: some View {
    VStack {
      ForEach(titles, id: \.self) { Line(title: $0) }
      Tone().environment(\.tone, tone)
      Line(title: "g\(generation)").id(generation)
      Button("Rename b") { titles[1] = "c" }
      Button("Louder") { tone = "loud" }
      Button("Regenerate") { generation += 1 }
    }
  }
}

/// A row that reads the same state its parent passes a new value for.
private struct Echo: View {
  let label: String
  @BindingCell var count: Int
  var body: some View { Text("\(label) \(count)") }
}

private struct EchoParent: View {
  @StateCell var count = 0
  var body: some View {
    VStack {
      Echo(label: "count is", count: $count)
      Echo(label: count.isMultiple(of: 2) ? "even" : "odd", count: $count)
      Button("Add") { count += 1 }
    }
  }
}

@MainActor
@Suite struct UpdateRecordTests {
  @Test("The first render is one pass in which every body appeared")
  func firstRender() {
    let host = ViewHost(Board(), recordingEvaluations: true)
    let record = try! #require(host.updateRecords.first)
    #expect(host.updateRecords.count == 1)
    #expect(record.pass == 1)
    #expect(record.triggers == [.initialRender])
    #expect(record.evaluations.map(\.viewType) == ["Board", "Line", "Line", "Tone", "Line"])
    #expect(record.evaluations.allSatisfy { $0.reasons == [.appeared] })
    #expect(record.evaluations[1].path == "Board/VStack/ForEach[id: a]/Line")
  }

  @Test("A state write is recorded with the cell's name and its old and new values")
  func stateChange() throws {
    let host = ViewHost(Board(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.toggle("a")
    host.flush()

    let record = try #require(host.updateRecords.first)
    #expect(record.triggers == [.interaction(#"toggle "a""#)])
    #expect(
      record.evaluations == [
        BodyEvaluation(
          path: "Board/VStack/ForEach[id: a]/Line", viewType: "Line",
          reasons: [
            .sourceChanged(
              SourceChange(kind: .state, name: "Line.isOn", oldValue: "false", newValue: "true"))
          ])
      ])
  }

  @Test("An environment change is recorded with the key and its values; equal inputs are skipped")
  func environmentChange() throws {
    let host = ViewHost(Board(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Louder")
    host.flush()

    let record = try #require(host.updateRecords.first)
    #expect(record.evaluations.map(\.viewType) == ["Board", "Tone"])
    #expect(
      record.evaluations[1].reasons == [
        .sourceChanged(
          SourceChange(
            kind: .environment, name: "ToneKey", oldValue: #""calm""#, newValue: #""loud""#))
      ])
    #expect(
      record.skipped.map(\.path) == [
        "Board/VStack/ForEach[id: a]/Line", "Board/VStack/ForEach[id: b]/Line",
        "Board/VStack/Line[.id(0)]",
      ])
  }

  @Test("A changed input is recorded with the stored properties that differ")
  func inputChange() throws {
    let host = ViewHost(EchoParent(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Add")
    host.flush()

    let record = try #require(host.updateRecords.first)
    let second = try #require(record.evaluations.last)
    #expect(record.evaluations.map(\.viewType) == ["EchoParent", "Echo", "Echo"])
    // The second echo read the count (a source change) and got a new label (an input change).
    #expect(
      second.reasons == [
        .sourceChanged(
          SourceChange(kind: .state, name: "EchoParent.count", oldValue: "0", newValue: "1")),
        .inputChanged(fields: ["label"]),
      ])
  }

  @Test("A view that replaced another because its identity changed says which one")
  func identityChange() throws {
    let host = ViewHost(Board(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Regenerate")
    host.flush()

    let record = try #require(host.updateRecords.first)
    #expect(
      record.evaluations.last
        == BodyEvaluation(
          path: "Board/VStack/Line[.id(1)]", viewType: "Line",
          reasons: [.identityChanged(previousPath: "Board/VStack/Line[.id(0)]")]))
  }

  @Test("A ForEach element that is new appeared; one whose id left is simply gone")
  func newElementsAppear() throws {
    let host = ViewHost(Board(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Rename b")
    host.flush()

    let record = try #require(host.updateRecords.first)
    #expect(
      record.evaluations.map(\.description) == [
        "Board: Board.titles changed ([\"a\", \"b\"] → [\"a\", \"c\"])",
        "Board/VStack/ForEach[id: c]/Line: appeared",
      ])
  }

  @Test("Records describe themselves readably")
  func descriptions() throws {
    let host = ViewHost(Board(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.toggle("b")
    host.flush()
    #expect(
      host.updateRecords.map(\.description) == [
        """
        pass 2 (toggle "b")
          Board/VStack/ForEach[id: b]/Line: Line.isOn changed (false → true)
        """
      ])
  }

  @Test("Without recording, no records are kept")
  func recordingIsOptIn() throws {
    let host = ViewHost(Board())
    try host.toggle("a")
    host.flush()
    #expect(host.updateRecords.isEmpty)
    #expect(!host.isRecordingEvaluations)
  }
}

private struct FirstKey: EnvironmentKey { static let defaultValue = "first default" }
private struct SecondKey: EnvironmentKey { static let defaultValue = "second default" }

extension EnvironmentValues {
  fileprivate var first: String {
    get { self[FirstKey.self] }
    set { self[FirstKey.self] = newValue }
  }
  fileprivate var second: String {
    get { self[SecondKey.self] }
    set { self[SecondKey.self] = newValue }
  }
}

private struct BothKeys: View {
  @EnvironmentCell(\.first) var first
  @EnvironmentCell(\.second) var second
  var body: some View { Text("\(first) / \(second)") }
}

private struct SwitchingProvider: View {
  @StateCell var useFirst = true
  var body: some View {
    VStack {
      BothKeys().environment(useFirst ? \.first : \.second, "provided")
      Button("Switch key") { useFirst.toggle() }
    }
  }
}

@MainActor
@Suite struct EnvironmentReplacedRecordTests {
  @Test("A provider that switches keys replaces its descendants' environment, and says so")
  func environmentReplaced() throws {
    let host = ViewHost(SwitchingProvider(), recordingEvaluations: true)
    #expect(host.text.hasPrefix("provided / second default"))
    host.resetEvaluations()

    try host.tap("Switch key")
    #expect(host.text.hasPrefix("first default / provided"))

    let reader = try #require(host.updateRecords.first?.evaluations.last)
    #expect(reader.viewType == "BothKeys")
    #expect(reader.reasons == [.environmentReplaced])
    // SwiftUI names the dynamic properties whose inputs changed: both environment fields.
    #expect(reader.changeLine == "BothKeys: _first, _second changed.")
  }
}

private struct DocRow: View {
  let title: String
  @StateCell var isOn = false
  var body: some View { Toggle("\(title) \(isOn ? "on" : "off")", isOn: $isOn) }
}

private struct DocCounter: View {
  @StateCell var count = 0
  var body: some View {
    HStack {
      Text("Count: \(count)")
      Button("Increment") { count += 1 }
    }
  }
}

@MainActor
@Suite struct RecordDocExampleTests {
  @Test("UpdateRecord's documentation example prints what it says")
  func updateRecordExample() throws {
    let host = ViewHost(DocRow(title: "Wi-Fi"), recordingEvaluations: true)
    host.resetEvaluations()
    try host.toggle("Wi-Fi off")
    host.flush()
    #expect(
      host.updateRecords[0].description == """
        pass 2 (toggle "Wi-Fi off")
          DocRow: DocRow.isOn changed (false → true)
        """)
  }

  @Test("updateRecords' documentation example prints what it says")
  func updateRecordsExample() throws {
    let host = ViewHost(DocCounter(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Increment")
    host.flush()
    #expect(
      host.updateRecords.map(\.description) == [
        """
        pass 2 (tap "Increment")
          DocCounter: DocCounter.count changed (0 → 1)
        """
      ])
  }
}
