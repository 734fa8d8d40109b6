import CellGraphWorkloads
import Foundation

/// The Markdown sections of the report.
enum Report {
  /// Where and how the numbers were taken.
  static func header(options: Options) -> String {
    let processors = ProcessInfo.processInfo.activeProcessorCount
    let mode = options.quick ? "quick run (a tenth of the samples)" : "full run"
    return """
      # CellGraph benchmark report

      Machine: \(cpuModel()), \(processors) logical CPUs. Release build, \(mode). One process:
      each workload is built and timed tracked, then built again and timed naive
      (`ViewHost.tracksDependencies = false`); then the floor (`ReactiveFloor`) is timed. Times
      are per operation; "bodies run" counts the custom views' body evaluations per operation
      (`ViewHost.evaluations(of:)`).

      """
  }

  /// One table per group.
  static func tables(_ results: [ResultRow]) -> String {
    var groups: [String] = []
    for row in results where !groups.contains(row.workload.group) {
      groups.append(row.workload.group)
    }
    return groups.map { group in
      let rows = results.filter { $0.workload.group == group }.map(\.markdown)
      return (["## \(group)", "", ResultRow.header] + rows).joined(separator: "\n") + "\n"
    }.joined(separator: "\n")
  }

  /// Figures computed from several rows: growth with size, the price of the text, the cost per
  /// skipped child.
  static func derived(_ results: [ResultRow]) -> String {
    let byKey = Dictionary(results.map { ($0.workload.key, $0) }, uniquingKeysWith: { a, _ in a })
    var lines = ["## Derived figures", ""]
    let variants = [
      ("flush", "write + flush"), ("cold", "write + flush, after text"),
      ("text", "write + flush + text"),
    ]
    for shape in ["A", "C"] {
      for (variant, label) in variants {
        guard let small = byKey["\(shape)-1000-\(variant)"],
          let large = byKey["\(shape)-100000-\(variant)"]
        else { continue }
        let growth = large.tracked.median / small.tracked.median
        lines.append(
          "- (\(shape)) \(label): "
            + "100,000 rows ÷ 1,000 rows = \(significant(growth))×")
      }
    }
    for count in Workload.leafSizes {
      if let cold = byKey["A-\(count)-cold"], let text = byKey["A-\(count)-text"] {
        lines.append(
          "- (A) \(count.formatted) rows: `host.text` adds "
            + formatDuration(text.tracked.median - cold.tracked.median)
            + " to a single-leaf update")
      }
    }
    if let none = byKey["skip-none"] {
      for (key, kind) in [("skip-plain", "plain"), ("skip-equatable", "Equatable")] {
        guard let row = byKey[key] else { continue }
        let perChild =
          (row.tracked.median - none.tracked.median) / Double(Workload.skippedChildren)
        lines.append("- cost per skipped \(kind) child: \(formatDuration(perChild))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func cpuModel() -> String {
    guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
      let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
      let colon = line.firstIndex(of: ":")
    else { return "unknown CPU" }
    return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
  }
}
