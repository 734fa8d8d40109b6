import CellGraphWorkloads
import Foundation

/// The stores' section of the report (`cellgraph-report --stores`).
enum StoresReport {
  static func markdown(_ figures: [StoreBenchmarks.Figures]) -> String {
    var lines = [
      "## Stores",
      "",
      "| store | writes/s | write | write + flush (1 reader) | change event | outside change |",
      "|---|---:|---:|---:|---:|---:|",
    ]
    for row in figures {
      lines.append(
        "| \(row.store) | \(Int(1e6 / row.microsecondsPerWrite)) "
          + "| \(format(row.microsecondsPerWrite)) | \(format(row.microsecondsPerWriteAndFlush)) "
          + "| \(format(row.changeEventMicroseconds)) "
          + "| \(format(row.outsideChangeMicroseconds)) (\(row.outsideChangeNote)) |")
    }
    return lines.joined(separator: "\n")
  }

  private static func format(_ microseconds: Double) -> String {
    guard microseconds.isFinite else { return "—" }
    return microseconds < 10
      ? String(format: "%.2f µs", microseconds) : String(format: "%.0f µs", microseconds)
  }
}
