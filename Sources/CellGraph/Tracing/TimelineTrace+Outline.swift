import CellGraphCore

extension TimelineTrace: CustomStringConvertible {
  /// The ``outline``: `print(host.trace)` prints the timeline as indented text.
  public var description: String { outline }

  /// The timeline as indented text, without times: each span on a line, inside the span that
  /// contains it; a write lists the views it invalidated (`─▶`), a body says why it ran.
  ///
  /// ```swift
  /// print(host.trace.outline)
  /// // tap "Increment"
  /// //   write Counter.count changed (0 → 1) ─▶ Counter
  /// // pass 1 (tap "Increment")
  /// //   Counter: Counter.count changed (0 → 1)
  /// ```
  ///
  /// With several hosts, each one's timeline follows a line naming it.
  public var outline: String {
    let processes = Set(events.map(\.processID)).sorted()
    var lines: [String] = []
    for process in processes {
      if processes.count > 1 {
        lines.append(processNames[process] ?? "ViewHost \(process)")
      }
      lines += outlineLines(of: process, indent: processes.count > 1 ? "  " : "")
    }
    return lines.joined(separator: "\n")
  }

  /// The body each arrow points at, by arrow ID: the innermost body span around its end.
  func arrowTargets() -> [UInt64: Event] {
    let bodies = spans(in: "body")
    var targets: [UInt64: Event] = [:]
    for end in events where end.phase == .flowEnd {
      guard let id = end.flowID else { continue }
      targets[id] = bodies.last { $0.contains(end) }
    }
    return targets
  }

  private func outlineLines(of process: Int, indent: String) -> [String] {
    let targets = arrowTargets()
    let starts = events.filter { $0.phase == .flowStart && $0.processID == process }
    var open: [Event] = []
    var lines: [String] = []
    for span in events where span.phase == .complete && span.processID == process {
      while let last = open.last, !last.contains(span) { open.removeLast() }
      let prefix = indent + String(repeating: "  ", count: open.count)
      open.append(span)
      switch span.category {
      case "write":
        let invalidated = starts.filter { span.contains($0) }
          .compactMap { $0.flowID.flatMap { targets[$0]?.arguments["path"] } }
        lines.append(
          prefix + "write " + span.name
            + (invalidated.isEmpty ? "" : " ─▶ " + invalidated.joined(separator: ", ")))
      case "pass":
        lines.append(prefix + span.name + " (\(span.arguments["triggers"] ?? ""))")
      case "body":
        let path = span.arguments["path"] ?? span.name
        lines.append(prefix + path + ": " + (span.arguments["reasons"] ?? ""))
      default:
        lines.append(prefix + span.name)
      }
    }
    return lines
  }
}
