import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A stack of rows where some do not contribute.
private struct Mixed: View {
  let log: ViewsEventLog
  var body: some View {
    VStack {
      TitledRow(title: "a")
      Text("no preference")
      TitledRow(title: "b")
      TitledRow(title: "c")
    }
    .onPreferenceChange(TitlesKey.self) { log.events.append($0.joined(separator: ",")) }
  }
}

/// An inner preference replaces what the views inside it set; a transform combines.
private struct Overriding: View {
  let log: ViewsEventLog
  var body: some View {
    VStack {
      VStack {
        TitledRow(title: "hidden")
      }
      .preference(key: TitlesKey.self, value: ["outer"])
      VStack {
        TitledRow(title: "kept")
      }
      .transformPreference(TitlesKey.self) { $0.append("added") }
    }
    .onPreferenceChange(TitlesKey.self) { log.events.append($0.joined(separator: ",")) }
  }
}

/// Readers nested inside each other.
private struct Nested: View {
  let log: ViewsEventLog
  var body: some View {
    VStack {
      VStack {
        TitledRow(title: "a")
      }
      .onPreferenceChange(TitlesKey.self) { log.events.append("inner " + $0.joined()) }
      TitledRow(title: "b")
    }
    .onPreferenceChange(TitlesKey.self) { log.events.append("outer " + $0.joined()) }
  }
}

@MainActor
@Suite struct PreferenceReduceTests {
  @Test("Values are reduced in tree order, calling reduce only between contributing views")
  func reduceInTreeOrder() {
    TitlesKey.reduceCalls = 0
    let log = ViewsEventLog()
    _ = ViewHost(Mixed(log: log))
    #expect(log.events == ["a×1,b×1,c×1"])
    #expect(TitlesKey.reduceCalls == 2, "three contributors are combined by two reduce calls")
  }

  @Test("A preference replaces the values set inside it; a transform changes them")
  func overrideAndTransform() {
    let log = ViewsEventLog()
    _ = ViewHost(Overriding(log: log))
    #expect(log.events == ["outer,kept×1,added"])
  }

  @Test("Values below an inner reader still reach the outer reader")
  func nestedReaders() throws {
    let log = ViewsEventLog()
    let host = ViewHost(Nested(log: log))
    #expect(Set(log.events) == ["inner a×1", "outer a×1b×1"])
    log.events.removeAll()
    try host.tap("a ×1")
    host.flush()
    #expect(Set(log.events) == ["inner a×2", "outer a×2b×1"])
  }
}

/// A boundary between an inner and an outer reader.
private struct Bounded: View {
  let log: ViewsEventLog
  var body: some View {
    VStack {
      TitledRow(title: "outside")
      VStack {
        TitledRow(title: "inside")
      }
      .onPreferenceChange(TitlesKey.self) { log.events.append("inner " + $0.joined()) }
      .preferenceBoundary()
    }
    .onPreferenceChange(TitlesKey.self) { log.events.append("outer " + $0.joined()) }
  }
}

@MainActor
@Suite struct PreferenceBoundaryTests {
  @Test("A boundary keeps the values inside it from the readers outside")
  func boundaryStopsValues() throws {
    let log = ViewsEventLog()
    let host = ViewHost(Bounded(log: log))
    #expect(Set(log.events) == ["inner inside×1", "outer outside×1"])
    log.events.removeAll()
    try host.tap("inside ×1")
    host.flush()
    #expect(log.events == ["inner inside×2"], "the outer reader sees no change")
  }
}
