import Benchmark
import CellGraphWorkloads
import Dispatch

// Every workload of `CellGraphWorkloads`, tracked and naive, as package-benchmark benchmarks:
// wall clock, malloc counters and the bodies each operation ran (a custom metric).
//
//     swift package benchmark                             # everything (about 1.5 minutes)
//     swift package benchmark --filter '.*row-owned.*'    # a regular expression on the names
//
// Swift 5 language mode: package-benchmark's closure types are not `Sendable` and carry no
// isolation, and it calls them from its own threads; in Swift 6 mode the closures formed here
// would be main-actor-isolated and checked at run time.
//
// CellGraph is main-actor isolated, but package-benchmark registers and runs benchmarks on a
// thread of the cooperative pool while the main thread serves the main queue (its `main` is
// `async`). Registration and every iteration therefore hop to the main queue with
// `DispatchQueue.main.sync`; the hop is outside the measured part.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount, BodiesRun.metric],
    warmupIterations: 3,
    maxDuration: .seconds(1),
    maxIterations: 1_000
  )
  onMainActor {
    for workload in Workload.all {
      for mode in Mode.allCases {
        register(workload, mode)
      }
    }
  }
}

/// The custom metric that shows how many bodies an operation ran beside its time.
enum BodiesRun {
  static let metric = BenchmarkMetric.custom(
    "bodies run", polarity: .prefersSmaller, useScalingFactor: false)
}

/// Registers `workload` in `mode`: each iteration prepares the tree untimed, then times one
/// operation and records the bodies it ran.
@MainActor
func register(_ workload: Workload, _ mode: Mode) {
  let holder = RunHolder()
  Benchmark(
    "\(workload.name) [\(mode.rawValue)]",
    configuration: .init(
      maxIterations: mode == .naive ? workload.naiveSamples : workload.samples,
      setup: { @MainActor in holder.build(workload, mode) },
      teardown: { @MainActor in holder.release() }
    )
  ) { benchmark in
    onMainActor {
      guard let run = holder.run else { return }
      run.prepare()
      benchmark.startMeasurement()
      run.operation()
      benchmark.stopMeasurement()
      benchmark.measurement(BodiesRun.metric, run.bodiesRun() / run.batch)
    }
  }
}

/// The run of one benchmark, built in its setup and released in its teardown, so that only one
/// tree is alive at a time.
@MainActor
final class RunHolder {
  var run: Run?

  func build(_ workload: Workload, _ mode: Mode) {
    run = workload.make(mode)
  }

  func release() {
    run = nil
  }
}

/// Runs `body` on the main thread, as the main actor, from whatever thread calls it.
func onMainActor<T>(_ body: @MainActor () -> T) -> T {
  DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}
