import CellGraphWorkloads
import Foundation

/// The samples of one workload in one mode.
struct Measurement {
  /// Nanoseconds per operation, sorted.
  let times: [Double]
  /// Bodies run per operation, the smallest and largest seen over the samples.
  let bodies: ClosedRange<Int>

  var median: Double { percentile(0.5) }
  var p90: Double { percentile(0.9) }

  /// The value below which `fraction` of the samples lie (nearest rank).
  func percentile(_ fraction: Double) -> Double {
    let rank = Int((fraction * Double(times.count - 1)).rounded())
    return times[min(max(rank, 0), times.count - 1)]
  }

  /// Times `run.operation` `samples` times, each after an untimed `run.prepare()`; the first
  /// `warmup` runs are discarded. A batch's time and bodies are divided by its size.
  @MainActor
  static func take(_ run: Run, samples: Int, warmup: Int = 3) -> Measurement {
    for _ in 0..<warmup {
      run.prepare()
      run.operation()
    }
    var times: [Double] = []
    times.reserveCapacity(samples)
    var fewest = Int.max
    var most = Int.min
    for _ in 0..<samples {
      run.prepare()
      let start = now()
      run.operation()
      let end = now()
      times.append(Double(end - start) / Double(run.batch))
      let bodies = run.bodiesRun() / run.batch
      fewest = min(fewest, bodies)
      most = max(most, bodies)
    }
    return Measurement(times: times.sorted(), bodies: fewest...most)
  }
}

/// A duration in nanoseconds, with a unit that keeps three significant digits: `812 ns`,
/// `4.27 µs`, `31.9 ms`.
func formatDuration(_ nanoseconds: Double) -> String {
  switch nanoseconds {
  case ..<1_000: "\(significant(nanoseconds)) ns"
  case ..<1_000_000: "\(significant(nanoseconds / 1_000)) µs"
  case ..<1_000_000_000: "\(significant(nanoseconds / 1_000_000)) ms"
  default: "\(significant(nanoseconds / 1_000_000_000)) s"
  }
}

/// `value` with three significant digits when below 1,000, as an integer above.
func significant(_ value: Double) -> String {
  let decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2
  return String(format: "%.\(decimals)f", value)
}

/// A bodies range as a table cell: `2`, or `1–3` when the count varied between samples.
func formatBodies(_ bodies: ClosedRange<Int>) -> String {
  bodies.lowerBound == bodies.upperBound
    ? bodies.lowerBound.formatted : "\(bodies.lowerBound.formatted)–\(bodies.upperBound.formatted)"
}
