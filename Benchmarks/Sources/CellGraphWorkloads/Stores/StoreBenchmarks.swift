import CellGraph
import Foundation
import Synchronization

/// Figures for the three stores side by side: writes per second, and how long a change takes to
/// reach a listener.
///
/// - *write*: `store[key] = i` on the main thread, distinct values (every write changes the
///   value, so every `FileStore` write goes to disk).
/// - *write + flush*: the same write with one `StorageCell` reading the key, then `host.flush()`
///   (the reader re-runs): the synchronous path from a write to an updated view.
/// - *change event*: from a write on the main thread to the `changes()` stream delivering it to a
///   task on another thread.
/// - *outside change*: from another store object's write (for `FileStore`, another object on the
///   same file, which is what another process looks like) to this store's `changes()` event. For
///   `UserDefaultsStore`, which cannot notice outside writes by itself, the time of the `poll()`
///   that finds the change.
public enum StoreBenchmarks {
  public struct Figures: Sendable {
    public let store: String
    public let microsecondsPerWrite: Double
    public let microsecondsPerWriteAndFlush: Double
    public let changeEventMicroseconds: Double
    public let outsideChangeMicroseconds: Double
    public let outsideChangeNote: String
  }

  private static let key = StorageKey("benchmark", default: 0)

  private struct Reader: View {
    @StorageCell(StoreBenchmarks.key) var value
    var body: some View { Text("value \(value)") }
  }

  /// Measures every store in a fresh temporary directory / suite.
  @MainActor
  public static func run(writes: Int) -> [Figures] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("cellgraph-store-benchmark-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let suite = "org.cellgraph.benchmark.\(getpid())"
    defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
    let file = directory.appendingPathComponent("store.json")
    return [
      measure(InMemoryStore(), outside: nil, writes: writes * 100),
      measure(
        FileStore(url: file), outside: { FileStore(url: file) }, writes: writes),
      measure(
        UserDefaultsStore(suiteName: suite), outside: { UserDefaultsStore(suiteName: suite) },
        writes: writes),
    ]
  }

  @MainActor
  private static func measure(
    _ store: any KeyValueStore, outside: (() -> any KeyValueStore)?, writes: Int
  ) -> Figures {
    var counter = 0
    func nextValue() -> Int {
      counter += 1
      return counter
    }
    let writeTime = time(writes) { store[key] = nextValue() }
    let host = ViewHost(Reader().storage(store))
    let flushTime = time(writes) {
      store[key] = nextValue()
      host.flush()
    }
    let eventTime = changeLatency(of: store, samples: min(writes, 200)) { store[key] = nextValue() }
    var outsideTime = Double.nan
    var note = "no outside writers"
    if let outside {
      let other = outside()
      if let defaults = store as? UserDefaultsStore {
        outsideTime = time(min(writes, 200)) {
          other[key] = nextValue()
          defaults.poll()
        }
        note = "write + poll()"
      } else {
        outsideTime = changeLatency(of: store, samples: min(writes, 100)) {
          other[key] = nextValue()
        }
        note = "inotify"
      }
    }
    return Figures(
      store: store.name, microsecondsPerWrite: writeTime,
      microsecondsPerWriteAndFlush: flushTime, changeEventMicroseconds: eventTime,
      outsideChangeMicroseconds: outsideTime, outsideChangeNote: note)
  }

  /// Microseconds per call of `body`, over `count` calls.
  private static func time(_ count: Int, _ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    for _ in 0..<count { body() }
    return (ContinuousClock.now - start).microseconds / Double(count)
  }

  /// The median time from `write` to the store's `changes()` stream delivering a change to a
  /// task on another thread.
  @MainActor
  private static func changeLatency(
    of store: any KeyValueStore, samples: Int, write: () -> Void
  ) -> Double {
    let received = Mutex<[ContinuousClock.Instant]>([])
    let stream = store.changes()
    let listener = Task.detached {
      for await _ in stream {
        let now = ContinuousClock.now
        received.withLock { $0.append(now) }
      }
    }
    defer { listener.cancel() }
    var latencies: [Double] = []
    for sample in 0..<samples {
      let start = ContinuousClock.now
      write()
      let deadline = start + .seconds(5)
      while received.withLock({ $0.count }) <= sample, ContinuousClock.now < deadline {
        usleep(20)
      }
      guard let arrival = received.withLock({ $0.count > sample ? $0[sample] : nil }) else {
        break
      }
      latencies.append((arrival - start).microseconds)
    }
    latencies.sort()
    return latencies.isEmpty ? .nan : latencies[latencies.count / 2]
  }
}

extension Duration {
  fileprivate var microseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
  }
}
