import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Each update of an action commits its own state values: bodies, `onChange` and removals see
/// the values as of their update, and the action reads its latest write back at once.
///
/// Sources: SwiftUI queues each `@State` write with the transaction current when it was made and
/// applies it when that update runs (OpenSwiftUI's `StoredLocation`, whose mutation
/// `GraphHost.asyncTransaction` appends to the last pending transaction only when
/// `Transaction.mayConcatenate(with:)` holds, and `flushTransactions` runs one by one);
/// SwiftUI's `onChange(of:)` documentation: the action receives the old and new value of each
/// update in which the value changed.
@MainActor
@Suite struct PerUpdateValueTests {
  @Test("A body re-run by each update sees the value as of that update")
  func bodiesSeeTheirUpdatesValue() throws {
    let log = ViewsEventLog()
    let host = ViewHost.testing(TwoUpdates(log: log))
    log.events.removeAll()
    try host.tap("Write")
    host.flush()
    // SwiftUI: `value = 1; value = 2; withAnimation { value = 3; value = 4 }` is two updates;
    // the body sees 2, then 4 (each update applies only its own mutations).
    #expect(log.events.filter { $0.hasPrefix("body") } == ["body 2", "body 4"])
    #expect(host.text.hasPrefix("value: 4"))
  }

  @Test("onChange reports one old and new pair per update in which the value changed")
  func onChangePerUpdate() throws {
    let log = ViewsEventLog()
    let host = ViewHost.testing(TwoUpdates(log: log))
    log.events.removeAll()
    try host.tap("Write")
    host.flush()
    // SwiftUI's onChange(of:initial:_:): "the old and new value" of each update: 0 → 2, 2 → 4.
    #expect(log.events.filter { $0.hasPrefix("change") } == ["change 0 → 2", "change 2 → 4"])
  }

  @Test("The action reads each write back at once, whatever update it belongs to")
  func actionReadsLatestWrite() throws {
    let log = ViewsEventLog()
    let host = ViewHost.testing(TwoUpdates(log: log))
    log.events.removeAll()
    try host.tap("Write")
    host.flush()
    // SwiftUI's State.wrappedValue outside a body reads the location's current value: the
    // writer sees its own writes immediately.
    #expect(log.events.filter { $0.hasPrefix("read") } == ["read 2", "read 4"])
  }

  @Test("Each update is its own record, with the values of its own writes")
  func recordsShowEachUpdate() throws {
    let log = ViewsEventLog()
    let host = ViewHost.testing(TwoUpdates(log: log))
    host.resetEvaluations()
    try host.tap("Write")
    host.flush()
    // SwiftUI runs the two pending transactions one after another (flushTransactions).
    #expect(host.updateRecords.count == 2)
    #expect(
      host.updateRecords.map { $0.evaluations.first?.animation?.description ?? "none" } == [
        "none", "linear(duration: 1.0)",
      ])
  }

  @Test("A view removed by a nested block leaves with the nested block's animation")
  func nestedBlockRemovesWithItsOwnAnimation() throws {
    let host = ViewHost.testing(NestedRemoval())
    try host.tap("Hide")
    host.flush()
    // SwiftUI: in `withAnimation(.linear(duration: 1)) { a = false; withAnimation(.linear(
    // duration: 3)) { b = false } }` each write is queued with the transaction current when
    // it was made: A leaves over 1 s, B over 3 s.
    #expect(host.text == "A (leaving)\nB (leaving)\n[Hide]")
    host.advance(by: .seconds(1))
    #expect(host.text == "B (leaving)\n[Hide]")
    host.advance(by: .seconds(2))
    #expect(host.text == "[Hide]")
  }

  @Test("Two blocks in equal transactions are one update, as SwiftUI concatenates them")
  func equalTransactionsConcatenate() throws {
    let log = ViewsEventLog()
    let host = ViewHost.testing(TwoUpdates(log: log))
    host.resetEvaluations()
    try host.tap("Equal blocks")
    host.flush()
    // SwiftUI's asyncTransaction appends a mutation to the last pending transaction when
    // `mayConcatenate(with:)` holds (equal entries): the two blocks are one update.
    #expect(host.updateRecords.count == 1)
    #expect(log.events.filter { $0.hasPrefix("change") } == ["change 0 → 2"])
  }

  @Test("withAnimation(nil) is an update apart from the plain writes before it")
  func nilAnimationIsItsOwnUpdate() throws {
    let log = ViewsEventLog()
    let host = ViewHost.testing(TwoUpdates(log: log))
    log.events.removeAll()
    try host.tap("Nil block")
    host.flush()
    // SwiftUI's withAnimation(nil) sets the transaction's animation entry: the transaction is
    // not empty, so it does not concatenate with the plain writes' empty one.
    #expect(log.events.filter { $0.hasPrefix("change") } == ["change 0 → 1", "change 1 → 2"])
  }

  @Test("A cell written in one update per action keeps no values for waiting updates")
  func singleUpdateHoldsNothing() throws {
    let log = ViewsEventLog()
    let host = ViewHost.testing(TwoUpdates(log: log))
    try host.tap("Write")
    host.flush()
    try host.tap("Plain")
    host.flush()
    // The held values are dropped once their updates ran; a plain write is a plain store.
    #expect(host.graph.animations.pendingValues.isEmpty)
    #expect(log.events.suffix(2) == ["body 5", "change 4 → 5"])
  }
}

/// Writes one value in two updates of one action, and logs what bodies, `onChange` and the
/// action see.
private struct TwoUpdates: View {
  @StateCell var value = 0
  let log: ViewsEventLog

  var body: some View {
    let _ = log.append("body \(value)")
    VStack {
      Text("value: \(value)")
      Button("Write") {
        value = 1
        value = 2
        log.append("read \(value)")
        withAnimation(.linear(duration: 1)) {
          value = 3
          value = 4
        }
        log.append("read \(value)")
      }
      Button("Equal blocks") {
        withAnimation(.linear(duration: 1)) { value = 1 }
        withAnimation(.linear(duration: 1)) { value = 2 }
      }
      Button("Nil block") {
        value = 1
        withAnimation(nil) { value = 2 }
      }
      Button("Plain") { value += 1 }
    }
    .onChange(of: value) { old, new in log.append("change \(old) → \(new)") }
  }
}

/// Two views removed by nested animated blocks of different durations.
private struct NestedRemoval: View {
  @StateCell var a = true
  @StateCell var b = true

  var body: some View {
    VStack {
      if a { Text("A") }
      if b { Text("B") }
      Button("Hide") {
        withAnimation(.linear(duration: 1)) {
          a = false
          withAnimation(.linear(duration: 3)) { b = false }
        }
      }
    }
  }
}
