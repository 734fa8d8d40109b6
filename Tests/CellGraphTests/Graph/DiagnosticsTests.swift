import Testing

@testable import CellGraph
@testable import CellGraphCore

// Misuse gets a diagnostic and a safe, documented fallback; nothing crashes or hangs.

private struct WritesOnceInBody: View {
  @StateCell var loaded = false
  var body: some View {
    if !loaded { loaded = true }
    return Text(loaded ? "loaded" : "loading")
  }
}

private struct WritesForeverInBody: View {
  @StateCell var count = 0
  var body: some View {
    count += 1
    return Text("count \(count)")
  }
}

private struct PingPong: View {
  @StateCell var ping = 0
  @StateCell var pong = 0
  var body: some View {
    Text("\(ping) \(pong)")
      .onChange(of: ping) { pong += 1 }
      .onChange(of: pong) { ping += 1 }
      .onAppear { ping = 1 }
  }
}

private struct Named: Identifiable {
  let id: String
  let label: String
}

private struct TapCounter: View {
  let label: String
  @StateCell var taps = 0
  var body: some View {
    Button("\(label) \(taps)") { taps += 1 }
  }
}

private struct Duplicates: View {
  @StateCell var items = [
    Named(id: "x", label: "first"), Named(id: "y", label: "other"),
    Named(id: "x", label: "second"),
  ]
  var body: some View {
    VStack {
      ForEach(items) { item in TapCounter(label: item.label) }
      Button("Swap") { items.swapAt(0, 2) }
    }
  }
}

private struct ChangingRange: View {
  @StateCell var count = 2
  var body: some View {
    VStack {
      ForEach(0..<count) { index in Text("row \(index)") }
      Button("More") { count += 1 }
    }
  }
}

private struct Detached: View {
  @StateCell var value = 7
  var body: some View { Text("\(value)") }
}

private struct ReadsChildState: View {
  var body: some View {
    let child = Detached()
    child.value = 99
    return Text("child says \(child.value)")
  }
}

@MainActor
@Suite struct DiagnosticsTests {
  @Test("State written during body is applied, re-runs its readers once, and is reported")
  func writeDuringBodySettles() {
    let host = ViewHost(WritesOnceInBody())
    #expect(host.text == "loaded", "the write is not lost")
    #expect(host.evaluations(of: WritesOnceInBody.self) == 2, "one more pass, then it settles")
    let kinds = host.diagnostics.map(\.kind)
    #expect(kinds == [.stateWrittenDuringUpdate])
    #expect(host.diagnostics.first?.message.contains("WritesOnceInBody.loaded") == true)
  }

  @Test("An update loop stops after the pass limit and names the cells involved")
  func updateLoopIsStopped() {
    let host = ViewHost(WritesForeverInBody())
    // The first evaluation builds the tree; then every pass re-runs the body until the limit.
    #expect(host.evaluations(of: WritesForeverInBody.self) == 1 + host.maximumPassesPerFlush)
    let loop = host.diagnostics.first { $0.kind == .updateLoop }
    #expect(loop != nil)
    #expect(loop?.message.contains("WritesForeverInBody.count") == true)
    #expect(!host.hasPendingUpdates, "the runtime gave up instead of spinning")
  }

  @Test("Actions that keep triggering each other are stopped by the same limit")
  func onChangeLoopIsStopped() {
    let host = ViewHost(PingPong())
    host.maximumPassesPerFlush = 10
    host.flush()
    let loop = host.diagnostics.first { $0.kind == .updateLoop }
    #expect(loop != nil)
    #expect(loop?.message.contains("PingPong.p") == true)
  }

  @Test("Duplicate ForEach ids: the first keeps the identity, the others still show")
  func duplicateIDs() throws {
    let host = ViewHost(Duplicates())
    #expect(host.text.hasPrefix("[first 0]\n[other 0]\n[second 0]"))
    let duplicate = host.diagnostics.first { $0.kind == .duplicateID }
    #expect(duplicate?.message.contains("the id x occurs 2 times") == true)

    try host.tap("first 0")
    try host.tap("Swap")
    // "second" now comes first with id x, so it owns the identity (and the tapped state).
    #expect(host.text.hasPrefix("[second 1]\n[other 0]\n[first 0]"))
  }

  @Test("A ForEach over a range whose count changes is reported and shows the new count")
  func changingRange() throws {
    let host = ViewHost(ChangingRange())
    try host.tap("More")
    #expect(host.text.hasPrefix("row 0\nrow 1\nrow 2"))
    #expect(host.diagnostics.map(\.kind) == [.rangeCountChanged])
  }

  @Test("State of a view that is not installed reads its initial value and ignores writes")
  func uninstalledStateInBody() {
    let host = ViewHost(ReadsChildState())
    #expect(host.text == "child says 7")
    #expect(host.diagnostics.allSatisfy { $0.kind == .uninstalledState })
    #expect(host.diagnostics.count == 2, "one for the write, one for the read")
  }
}
