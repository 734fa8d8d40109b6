import Testing

@testable import CellGraph
@testable import CellGraphCore

/// `withAnimation` and `withTransaction`: writes in a transaction are an update of their own, and
/// exactly the bodies that update re-runs see its animation.
@MainActor
@Suite struct TransactionTests {
  /// The evaluations of each record, as `path: animation` lines.
  private func animations(_ host: ViewHost) -> [[String]] {
    host.updateRecords.map { record in
      record.evaluations.map { "\($0.viewType) \($0.path): \($0.animation?.description ?? "none")" }
    }
  }

  @Test("Writes before, inside and after withAnimation commit as three updates, in order")
  func writesAroundBlockCommitSeparately() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ThreeValues(log: log), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Around")
    host.flush()
    let records = host.updateRecords
    #expect(records.count == 3, "one update per transaction segment")
    #expect(
      records.map { $0.evaluations.map(\.path) } == [
        ["ThreeValues/VStack/ValueReader#1", "ThreeValues/VStack/PairReader"],
        ["ThreeValues/VStack/ValueReader#2", "ThreeValues/VStack/PairReader"],
        ["ThreeValues/VStack/ValueReader#3"],
      ])
    #expect(host.text.hasPrefix("a: 1\nb: 1\nc: 1\nsum: 2"))
  }

  @Test("A block that writes nothing in this host does not split the host's plain writes")
  func blockElsewhereDoesNotSplit() throws {
    let log = ViewsEventLog()
    let other = ViewHost(ThreeValues(log: log))
    let host = ViewHost(
      AroundElsewhere { try? other.tap("Animated") }, recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Write")
    host.flush()
    #expect(host.updateRecords.count == 1, "the two plain writes are one update here")
    #expect(other.updateRecords.isEmpty)
    #expect(other.text.hasPrefix("a: 0\nb: 1"), "the other host's block ran")
  }

  @Test("A block nested in another is its own update, between the outer block's two updates")
  func nestedBlocks() throws {
    let log = ViewsEventLog()
    let host = ViewHost(NestedBlocks(log: log), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Nested")
    host.flush()
    #expect(
      animations(host) == [
        ["ValueReader NestedBlocks/VStack/ValueReader#1: linear(duration: 1.0)"],
        ["ValueReader NestedBlocks/VStack/ValueReader#2: easeIn(duration: 2.0)"],
        ["ValueReader NestedBlocks/VStack/ValueReader#3: linear(duration: 1.0)"],
      ])
    host.advance(by: .seconds(1))
    #expect(log.events == ["outer done"], "both of the outer block's updates ended at 1 s")
    host.advance(by: .seconds(1))
    #expect(log.events == ["outer done", "inner done"])
  }

  @Test("Each update of an action is attributed to the action in records")
  func separateUpdatesKeepTheirTrigger() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ThreeValues(log: log), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Around")
    host.flush()
    #expect(
      host.updateRecords.map { $0.triggers.map(\.description) } == [
        ["tap \"Around\""], ["tap \"Around\""], ["tap \"Around\""],
      ])
    #expect(
      host.updateRecords[1].evaluations.map(\.description) == [
        "ThreeValues/VStack/ValueReader#2: ThreeValues.b changed (0 → 1) "
          + "(animated: linear(duration: 1.0))",
        "ThreeValues/VStack/PairReader: ThreeValues.b changed (0 → 1) "
          + "(animated: linear(duration: 1.0))",
      ], "each update gives the reasons of its own writes")
  }

  @Test("withAnimation in an appear action animates the update it causes")
  func withAnimationInAppearAction() {
    let host = ViewHost(AnimatedOnAppear(), recordingEvaluations: true)
    let last = host.updateRecords.last?.evaluations.map {
      "\($0.viewType): \($0.animation?.description ?? "none")"
    }
    #expect(last == ["ValueReader: easeIn(duration: 0.5)"])
    #expect(host.text == "shown: 1")
  }

  @Test("Only the bodies re-run by the animated writes see the animation")
  func animationVisibleToExactlyTheAnimatedBodies() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ThreeValues(log: log), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Around")
    host.flush()
    #expect(
      animations(host) == [
        [
          "ValueReader ThreeValues/VStack/ValueReader#1: none",
          "PairReader ThreeValues/VStack/PairReader: none",
        ],
        [
          "ValueReader ThreeValues/VStack/ValueReader#2: linear(duration: 1.0)",
          "PairReader ThreeValues/VStack/PairReader: linear(duration: 1.0)",
        ],
        ["ValueReader ThreeValues/VStack/ValueReader#3: none"],
      ])
  }

  @Test("An animated evaluation says so in its record")
  func recordDescriptionNamesAnimation() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ThreeValues(log: log), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Animated")
    host.flush()
    #expect(
      host.updateRecords.first?.evaluations.first?.description
        == "ThreeValues/VStack/ValueReader#2: ThreeValues.b changed (0 → 1) "
        + "(animated: linear(duration: 1.0))")
  }

  @Test("Two animated blocks in one action are two updates, each with its own animation")
  func twoBlocksTwoUpdates() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ThreeValues(log: log), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Twice")
    host.flush()
    #expect(
      animations(host) == [
        [
          "ValueReader ThreeValues/VStack/ValueReader#1: linear(duration: 1.0)",
          "PairReader ThreeValues/VStack/PairReader: linear(duration: 1.0)",
        ],
        [
          "ValueReader ThreeValues/VStack/ValueReader#2: easeIn(duration: 2.0)",
          "PairReader ThreeValues/VStack/PairReader: easeIn(duration: 2.0)",
        ],
      ])
  }
}

/// An animated block inside another, with a write of the outer block on each side.
private struct NestedBlocks: View {
  @StateCell var a = 0
  @StateCell var b = 0
  @StateCell var c = 0
  let log: ViewsEventLog

  var body: some View {
    VStack {
      ValueReader(name: "a", value: $a)
      ValueReader(name: "b", value: $b)
      ValueReader(name: "c", value: $c)
      Button("Nested") {
        withAnimation(.linear(duration: 1)) {
          a += 1
          withAnimation(.easeIn(duration: 2)) {
            b += 1
          } completion: {
            log.append("inner done")
          }
          c += 1
        } completion: {
          log.append("outer done")
        }
      }
    }
  }
}

/// Two plain writes around `between`, which runs an animated block in another host.
private struct AroundElsewhere: View {
  @StateCell var first = 0
  @StateCell var second = 0
  let between: @MainActor () -> Void

  var body: some View {
    VStack {
      ValueReader(name: "first", value: $first)
      ValueReader(name: "second", value: $second)
      Button("Write") {
        first += 1
        between()
        second += 1
      }
    }
  }
}

private struct AnimatedOnAppear: View {
  @StateCell var shown = 0

  var body: some View {
    ValueReader(name: "shown", value: $shown)
      .onAppear { withAnimation(.easeIn(duration: 0.5)) { shown = 1 } }
  }
}
