import CellGraphTesting
import Foundation
import Synchronization
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Shows the value of one key of a store, read through `trackedValue` (a store-backed model's
/// getter in one line).
private struct KeyReader: View {
  let store: any KeyValueStore
  let key: String
  var body: some View {
    Text("\(key)=\(store.trackedValue(StorageKey<Int>(key, default: -1)))")
  }
}

private struct KeyReaders: View {
  let store: any KeyValueStore
  let keys: [String]
  var body: some View {
    VStack {
      ForEach(keys, id: \.self) { key in KeyReader(store: store, key: key) }
    }
  }
}

/// The changes one `changes()` stream delivered, collected off the main actor.
private final class ChangeLog: Sendable {
  private let changes = Mutex<[StoreChange]>([])
  private let task = Mutex<Task<Void, Never>?>(nil)

  /// Starts consuming `stream` in a detached task: it never waits for the main actor.
  init(_ stream: AsyncStream<StoreChange>) {
    let consumer = Task.detached { [self] in
      for await change in stream { changes.withLock { $0.append(change) } }
    }
    task.withLock { $0 = consumer }
  }

  var all: [StoreChange] { changes.withLock { $0 } }
  var count: Int { changes.withLock { $0.count } }

  func stop() { task.withLock { $0?.cancel() } }
}

/// The delivery guarantee of Docs/Persistence.md ("Delivery of changes"), under load: many keys
/// written from several threads and processes while the main actor is kept busy.
@MainActor
@Suite struct StoreDeliveryStressTests {
  nonisolated static let writers = 4
  nonisolated static let writesPerWriter = 2_000
  nonisolated static let keysPerWriter = 25

  /// Keeps the main actor busy (no suspension) until `done` holds; the bound is a hang guard
  /// whose expiry records `state`.
  static func saturateMainActor(
    until done: () -> Bool, state: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let deadline = ContinuousClock.now + hangGuard
    var spins = 0
    while !done() {
      spins &+= 1
      if spins % 4096 == 0 && ContinuousClock.now > deadline {
        Issue.record("Hang guard: \(state())", sourceLocation: sourceLocation)
        return
      }
    }
  }

  // The contract is this project's (SwiftUI has no store change stream); Docs/Persistence.md
  // states it: every change to every stream, once, in one order that keeps each thread's order.
  @Test(
    "Changes written by several threads while the main actor is busy reach every stream once, in order, and the views after settle()"
  )
  func threadsWhileMainActorIsBusy() async {
    for _ in 0..<Stress.iterations { await threadsRound() }
  }

  private func threadsRound() async {
    let store = InMemoryStore()
    let shownKeys = (0..<Self.writers).map { "w\($0).k0" }
    let host = ViewHost.testing(KeyReaders(store: store, keys: shownKeys))
    #expect(host.text == shownKeys.map { "\($0)=-1" }.joined(separator: "\n"))
    host.resetEvaluations()
    let first = ChangeLog(store.changes())
    let second = ChangeLog(store.changes())
    defer {
      first.stop()
      second.stop()
    }
    // Each writer thread writes its own keys in turn, with rising values: every write is a
    // change, so each must be reported once.
    let threads = (0..<Self.writers).map { writer in
      Thread {
        for write in 0..<Self.writesPerWriter {
          store[StorageKey<Int>("w\(writer).k\(write % Self.keysPerWriter)", default: -1)] = write
        }
      }
    }
    for thread in threads { thread.start() }
    let expected = Self.writers * Self.writesPerWriter
    Self.saturateMainActor(
      until: { first.count == expected && second.count == expected },
      state: "the streams received \(first.count) and \(second.count) of \(expected) changes")

    #expect(first.all == second.all, "every stream receives the changes in one order")
    for writer in 0..<Self.writers {
      let received = first.all.filter { $0.key.hasPrefix("w\(writer).") }.map(\.key)
      let written = (0..<Self.writesPerWriter).map { "w\(writer).k\($0 % Self.keysPerWriter)" }
      #expect(received == written, "writer \(writer)'s changes, once each, in its order")
    }
    #expect(first.all.allSatisfy { $0.origin == .thisStore })

    // Every post was queued for the views before it reached the streams: settle() delivers them
    // all as one pass, each reader re-running once.
    await host.settle()
    let last = (Self.writesPerWriter - 1) / Self.keysPerWriter * Self.keysPerWriter
    #expect(host.text == shownKeys.map { "\($0)=\(last)" }.joined(separator: "\n"))
    #expect(host.evaluations(of: KeyReader.self) == Self.writers)
  }

  @Test("Keys written by other processes while the main actor is busy are each reported once")
  func processesWhileMainActorIsBusy() async throws {
    for _ in 0..<Stress.iterations { try await processesRound() }
  }

  private func processesRound() async throws {
    let directory = TemporaryDirectory()
    let url = directory.file("shared.json")
    let store = FileStore(url: url)
    let host = ViewHost.testing(KeyReaders(store: store, keys: ["a199", "b199"]))
    #expect(host.text == "a199=-1\nb199=-1")
    let log = ChangeLog(store.changes())
    defer { log.stop() }
    // Each process writes 200 keys once each (`a0` = 0 … `a199` = 199): every key's bytes change
    // once, so the watcher reports each once, however its reads fall between the writes.
    let processes = try ["a", "b"].map { try StoreHelper.start(["fill", url.path, $0, "200"]) }
    let keys = Set(["a", "b"].flatMap { prefix in (0..<200).map { "\(prefix)\($0)" } })
    Self.saturateMainActor(
      until: { Set(log.all.map(\.key)) == keys },
      state: "the stream received \(Set(log.all.map(\.key)).count) of \(keys.count) keys")
    for process in processes {
      await StoreHelper.waitForExit(of: process)
      #expect(process.terminationStatus == 0)
    }
    #expect(log.all.count == keys.count, "each key is reported once")
    #expect(log.all.allSatisfy { $0.origin == .outside })
    await host.settle()
    #expect(host.text == "a199=199\nb199=199")
  }
}
