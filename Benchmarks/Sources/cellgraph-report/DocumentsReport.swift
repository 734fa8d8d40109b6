import CellGraphWorkloads
import Foundation

/// The documents' save section of the report (`cellgraph-report --documents`, and at the end of
/// the full report).
enum DocumentsReport {
  static func markdown(_ row: DocumentSaveBenchmarks.Figures) -> String {
    let megabytes = Double(row.bytes) / 1e6
    func rate(_ microseconds: Double) -> String {
      String(format: "%.0f MB/s", megabytes / (microseconds / 1e6))
    }
    return [
      "## Documents: snapshot + save",
      "",
      "| document | bytes | snapshot | save (snapshot + atomic write) | Data.write (same bytes) "
        + "| save / Data.write |",
      "|---|---:|---:|---:|---:|---:|",
      "| \(row.emojis.formatted()) emojis | \(row.bytes.formatted()) "
        + "| \(format(row.microsecondsPerSnapshot)) "
        + "| \(format(row.microsecondsPerSave)) (\(rate(row.microsecondsPerSave))) "
        + "| \(format(row.microsecondsPerDataWrite)) (\(rate(row.microsecondsPerDataWrite))) "
        + "| \(String(format: "%.1f×", row.microsecondsPerSave / row.microsecondsPerDataWrite)) |",
    ].joined(separator: "\n")
  }

  private static func format(_ microseconds: Double) -> String {
    microseconds < 10
      ? String(format: "%.2f µs", microseconds) : String(format: "%.0f µs", microseconds)
  }
}
