import Testing

@testable import CellGraph
@testable import CellGraphCore

/// `.transaction { }`, `.animation(_:)` and `.animation(_:value:)`: how a subtree changes the
/// transaction of the updates that re-run it.
@MainActor
@Suite struct TransactionModifierTests {
  @Test("A transaction closure sees the animation of the update that re-runs its subtree")
  func transactionClosureSeesAnimation() throws {
    let log = ViewsEventLog()
    let host = ViewHost(TransactionProbe(log: log))
    log.events.removeAll()
    try host.tap("Animate")
    host.flush()
    #expect(log.events == ["transaction: easeOut(duration: 0.2)"])
    log.events.removeAll()
    try host.tap("Plain")
    host.flush()
    #expect(log.events == ["transaction: none"])
  }

  @Test("transaction { $0.animation = nil } removes the animation from its subtree only")
  func transactionModifierRemovesAnimation() throws {
    let host = ViewHost(SilencedReader(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Animate")
    host.flush()
    let evaluations = host.updateRecords.flatMap(\.evaluations)
    // Parents first: the silenced reader is one node deeper, below its modifier.
    #expect(
      evaluations.map { "\($0.path): \($0.animation?.description ?? "none")" } == [
        "SilencedReader/VStack/ValueReader#2: default",
        "SilencedReader/VStack/ValueReader#1: none",
      ])
  }

  @Test("animation(_:value:) animates the updates of its subtree in which the value changed")
  func valueAnimationAnimatesOnChange() throws {
    let host = ViewHost(ImplicitlyAnimated(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Change watched")
    host.flush()
    #expect(
      host.updateRecords.flatMap(\.evaluations).map {
        "\($0.viewType): \($0.animation?.description ?? "none")"
      } == ["ImplicitlyAnimated: none", "ValueReader: spring(duration: 0.5, bounce: 0.0)"])
    host.resetEvaluations()
    try host.tap("Change other")
    host.flush()
    #expect(
      host.updateRecords.flatMap(\.evaluations).map {
        "\($0.viewType): \($0.animation?.description ?? "none")"
      } == ["ImplicitlyAnimated: none", "ValueReader: none"])
  }

  @Test("disablesAnimations keeps animation(_:value:) from replacing the update's animation")
  func disablesAnimationsKeepsExplicitAnimation() throws {
    let host = ViewHost(ImplicitlyAnimated(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Change watched without implicit")
    host.flush()
    #expect(
      host.updateRecords.flatMap(\.evaluations).map {
        "\($0.viewType): \($0.animation?.description ?? "none")"
      } == ["ImplicitlyAnimated: linear(duration: 0.1)", "ValueReader: linear(duration: 0.1)"])
  }

  @Test("animation(nil) removes the animation of its subtree's updates; animation(_:) sets one")
  func animationModifierWithoutValue() throws {
    let host = ViewHost(OverriddenReaders(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Animate")
    host.flush()
    #expect(
      Set(
        host.updateRecords.flatMap(\.evaluations).map {
          "\($0.path): \($0.animation?.description ?? "none")"
        })
        == [
          "OverriddenReaders/VStack/ValueReader#1: none",
          "OverriddenReaders/VStack/ValueReader#2: bouncy(duration: 0.5)",
        ])
    host.resetEvaluations()
    try host.tap("Plain")
    host.flush()
    #expect(
      Set(
        host.updateRecords.flatMap(\.evaluations).map {
          "\($0.path): \($0.animation?.description ?? "none")"
        })
        == [
          "OverriddenReaders/VStack/ValueReader#1: none",
          "OverriddenReaders/VStack/ValueReader#2: bouncy(duration: 0.5)",
        ], "animation(_:) animates even an unanimated update of its subtree")
  }

  @Test("A custom transaction value reaches the transaction closures of the update")
  func customTransactionKey() throws {
    let log = ViewsEventLog()
    let host = ViewHost(TransactionProbe(log: log))
    log.events.removeAll()
    try host.tap("Tagged")
    host.flush()
    #expect(log.events == ["transaction: none, origin: sync"])
  }
}

private struct Origin: TransactionKey {
  static let defaultValue = "user"
}

private struct TransactionProbe: View {
  @StateCell var value = 0
  let log: ViewsEventLog

  var body: some View {
    VStack {
      ValueReader(name: "value", value: $value)
        .transaction { transaction in
          let origin = transaction[Origin.self]
          log.append(
            "transaction: \(transaction.animation?.description ?? "none")"
              + (origin == "user" ? "" : ", origin: \(origin)"))
        }
      Button("Animate") { withAnimation(.easeOut(duration: 0.2)) { value += 1 } }
      Button("Plain") { value += 1 }
      Button("Tagged") {
        var transaction = Transaction()
        transaction[Origin.self] = "sync"
        withTransaction(transaction) { value += 1 }
      }
    }
  }
}

private struct SilencedReader: View {
  @StateCell var value = 0

  var body: some View {
    VStack {
      ValueReader(name: "silenced", value: $value).transaction { $0.animation = nil }
      ValueReader(name: "animated", value: $value)
      Button("Animate") { withAnimation { value += 1 } }
    }
  }
}

private struct ImplicitlyAnimated: View {
  @StateCell var watched = 0
  @StateCell var other = 0

  var body: some View {
    VStack {
      ValueReader(name: "sum", value: .constant(watched + other))
        .animation(.spring, value: watched)
      Button("Change watched") { watched += 1 }
      Button("Change other") { other += 1 }
      Button("Change watched without implicit") {
        var transaction = Transaction(animation: .linear(duration: 0.1))
        transaction.disablesAnimations = true
        withTransaction(transaction) { watched += 1 }
      }
    }
  }
}

private struct OverriddenReaders: View {
  @StateCell var value = 0

  var body: some View {
    VStack {
      ValueReader(name: "never", value: $value).animation(nil)
      ValueReader(name: "always", value: $value).animation(.bouncy)
      Button("Animate") { withAnimation(.linear(duration: 2)) { value += 1 } }
      Button("Plain") { value += 1 }
    }
  }
}
