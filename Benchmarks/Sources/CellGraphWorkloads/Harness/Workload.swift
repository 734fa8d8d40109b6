import CellGraph

/// One benchmark workload: a tree, an operation on it, and the view types whose bodies count.
///
/// A workload is described once and run by both runners (`cellgraph-report` and the
/// package-benchmark target), tracked and naive:
///
/// ```swift
/// let run = workload.make(.naive)
/// run.prepare()                  // untimed: back to the starting state, text rendered
/// run.operation()                // timed
/// print(run.bodiesRun())         // bodies the operation ran
/// ```
public struct Workload {
  /// The table section: `Rows`, `Single-leaf update`, `Reactivity shapes`, `Skipping`.
  public let group: String
  /// What one operation does: `create 1,000 rows`.
  public let name: String
  /// A stable short name for reports that pick workloads out (`A-100000-text`); the name when
  /// nothing refers to the workload.
  public let key: String
  /// Samples the report takes in tracked mode; naive mode takes `naiveSamples`.
  public let samples: Int
  public let naiveSamples: Int
  /// Builds the tree in `mode` and returns what to time on it.
  public let make: @MainActor (Mode) -> Run

  public init(
    group: String, name: String, key: String? = nil, samples: Int = 201, naiveSamples: Int = 21,
    make: @escaping @MainActor (Mode) -> Run
  ) {
    self.group = group
    self.name = name
    self.key = key ?? name
    self.samples = samples
    self.naiveSamples = naiveSamples
    self.make = make
  }
}

/// Whether the host uses its dependency graph or re-runs everything (the baseline).
public enum Mode: String, Sendable, CaseIterable {
  /// `ViewHost.tracksDependencies == true`: only invalidated bodies run.
  case tracked
  /// `ViewHost.tracksDependencies == false`: every change re-runs every body and re-renders all
  /// text, as a runtime without a dependency graph would.
  case naive

  /// Configures `host` for this mode.
  @MainActor public func apply(to host: ViewHost) {
    host.tracksDependencies = self == .tracked
  }
}

/// A workload built in one mode: the host, the untimed preparation and the timed operation.
@MainActor
public final class Run {
  public let host: ViewHost
  /// Brings the tree back to the operation's starting state and resets the evaluation counts.
  /// Runs before every timed operation.
  public let prepare: () -> Void
  /// The timed work: `batch` operations.
  public let operation: () -> Void
  /// How many operations one call of `operation` runs. The shortest operations are timed in
  /// batches, as the floor's are, so that the clock's own cost does not weigh on them; times and
  /// bodies are reported per operation.
  public let batch: Int
  private let bodyTypes: [any View.Type]

  /// What the preparation does besides `reset`.
  public enum Preparation: Sendable {
    /// Renders the text, so that the operation starts from a tree whose text is up to date, as
    /// after the previous frame: the normal case.
    case renderText
    /// Nothing: operations run back to back, with no text rendered in between (text caches stay
    /// stale, and the processor caches keep the update path warm).
    case none
    /// Writes to 64 MB of unrelated memory, which evicts the processor caches without touching
    /// the tree: separates the cost of cold caches from the cost of what rendering text did.
    case evictCaches
  }

  /// - Parameters:
  ///   - host: The host the operation acts on (already in its mode).
  ///   - bodyTypes: The custom view types whose body evaluations count as "bodies run".
  ///   - preparation: Whether the text is rendered before each operation.
  ///   - reset: Restores the starting state; `nil` when the operation can simply repeat.
  ///   - batch: How many operations one call of `operation` runs.
  ///   - operation: The timed work; it ends with `host.flush()` or `host.text`.
  public init(
    host: ViewHost, bodyTypes: [any View.Type], preparation: Preparation = .renderText,
    reset: (() -> Void)? = nil, batch: Int = 1, operation: @escaping () -> Void
  ) {
    self.host = host
    self.bodyTypes = bodyTypes
    self.batch = batch
    self.operation = operation
    self.prepare = {
      reset?()
      switch preparation {
      case .renderText: blackHole(host.text)
      case .evictCaches: CacheEvictor.shared.evict()
      case .none: break
      }
      host.resetEvaluations()
    }
  }

  /// How many bodies of the counted types ran since the last `prepare()`.
  public func bodiesRun() -> Int {
    bodyTypes.reduce(0) { $0 + host.evaluations(of: $1) }
  }
}

/// 64 MB written one cache line at a time: more than the last-level cache of the machines this
/// runs on.
@MainActor
final class CacheEvictor {
  static let shared = CacheEvictor()
  private var buffer = [UInt8](repeating: 0, count: 64 << 20)

  func evict() {
    buffer.withUnsafeMutableBufferPointer { bytes in
      for offset in stride(from: 0, to: bytes.count, by: 64) { bytes[offset] &+= 1 }
    }
  }
}

/// Keeps a value alive and opaque to the optimizer, so that the work producing it is not removed.
@inline(never)
public func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
