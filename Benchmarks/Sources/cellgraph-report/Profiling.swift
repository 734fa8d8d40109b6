import CellGraphWorkloads

/// Runs one workload's operation `repetitions` times for a profiler.
///
/// Only `profiledOperation(_:)` is worth profiling: building the tree and the preparation before
/// each operation are not part of the measurement. With callgrind:
///
///     valgrind --tool=callgrind --toggle-collect='*profiledOperation*' \
///       .build-profile/release/cellgraph-report --profile A-100000-flush
@MainActor
func profile(key: String, mode: Mode, repetitions: Int) {
  guard let workload = Workload.all.first(where: { $0.key == key || $0.name == key }) else {
    progress("No workload has the key \(key); `cellgraph-report --list` prints the keys.")
    return
  }
  let run = workload.make(mode)
  for _ in 0..<repetitions {
    run.prepare()
    profiledOperation(run)
  }
  progress("\(workload.name), \(mode.rawValue): \(repetitions) operations")
}

/// The operation alone, in a function of its own that a profiler can single out.
@inline(never)
@MainActor
func profiledOperation(_ run: Run) {
  run.operation()
}
