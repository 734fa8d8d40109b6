import CellGraphCore
import Foundation

extension TimelineTrace {
  /// The trace in the Chrome trace-event format (a JSON object with a `traceEvents` array), the
  /// format Perfetto and `chrome://tracing` open.
  ///
  /// Spans are complete events (`"ph": "X"`, `ts` and `dur` in microseconds); arrows are flow
  /// events (`"s"` inside the write, `"f"` with `"bp": "e"` inside the body), paired by `id`;
  /// metadata events name each host's process and its one thread.
  ///
  /// ```swift
  /// try host.trace.json.write(toFile: "trace.json", atomically: true, encoding: .utf8)
  /// ```
  public var json: String {
    var lines: [String] = []
    for (processID, name) in processNames.sorted(by: { $0.key < $1.key }) {
      lines.append(metadata("process_name", processID: processID, name: name))
      lines.append(metadata("thread_name", processID: processID, name: "main actor"))
    }
    for event in events { lines.append(Self.encode(event)) }
    return "{\"displayTimeUnit\":\"ns\",\"traceEvents\":[\n" + lines.joined(separator: ",\n")
      + "\n]}\n"
  }

  /// Writes ``json`` to the file at `path`, replacing it atomically.
  ///
  /// ```swift
  /// try host.trace.write(to: "/tmp/counter-trace.json")
  /// ```
  public func write(to path: String) throws {
    try Data(json.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  private func metadata(_ kind: String, processID: Int, name: String) -> String {
    "{\"name\":\"\(kind)\",\"ph\":\"M\",\"pid\":\(processID),\"tid\":1,"
      + "\"args\":{\"name\":\(Self.quoted(name))}}"
  }

  private static func encode(_ event: Event) -> String {
    var fields = [
      "\"name\":\(quoted(event.name))", "\"cat\":\(quoted(event.category))",
      "\"ph\":\"\(event.phase.rawValue)\"", "\"ts\":\(microseconds(event.timestamp))",
    ]
    if let duration = event.duration, event.phase == .complete {
      fields.append("\"dur\":\(microseconds(duration))")
    }
    if let id = event.flowID { fields.append("\"id\":\(id)") }
    if event.phase == .flowEnd { fields.append("\"bp\":\"e\"") }
    fields.append("\"pid\":\(event.processID)")
    fields.append("\"tid\":\(event.threadID)")
    if !event.arguments.isEmpty {
      let arguments = event.arguments.sorted { $0.key < $1.key }
        .map { "\(quoted($0.key)):\(quoted($0.value))" }
      fields.append("\"args\":{\(arguments.joined(separator: ","))}")
    }
    return "{" + fields.joined(separator: ",") + "}"
  }

  /// A duration in microseconds with three decimals (nanosecond precision): `12.345`.
  static func microseconds(_ duration: Duration) -> String {
    let nanoseconds = TraceClock.nanoseconds(duration)
    let fraction = String(nanoseconds % 1000)
    return "\(nanoseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
