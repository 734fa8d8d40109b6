import CellGraph

/// What tracing costs: the single-leaf update of shape (A) (one row's own cell changes among
/// 10,000 rows, write + flush) with the host as it comes, recording evaluations, and tracing.
///
/// - `tracing off` runs exactly the code of the single-leaf row `(A) row-owned cell, 10,000
///   rows, write + flush`: a host that does not trace pays one check per node run
///   (`graph.tracer` in `Node.run`), and the two rows should read the same;
/// - `recording on` is what `isRecordingEvaluations` costs (described values, identity paths);
/// - `tracing on` is a recorder that keeps no records, and the timeline: clock readings, a span per
///   pass, write and body, an arrow per invalidation. Its events accumulate over the samples, as
///   in a traced program.
extension Workload {
  static let tracingGroup = "Tracing"

  /// The rows of the tracing workloads.
  public static let tracedRows = 10_000

  /// The three ways a host can run the same leaf update.
  enum Tracing: String, CaseIterable {
    case off
    case recording
    case on

    var label: String {
      switch self {
      case .off: "tracing off"
      case .recording: "recording on, tracing off"
      case .on: "tracing on"
      }
    }
  }

  static var tracing: [Workload] {
    Tracing.allCases.map { tracing in
      Workload(
        group: tracingGroup,
        name: "(A) row-owned cell, \(tracedRows.formatted) rows, write + flush, \(tracing.label)",
        key: "trace-A-\(tracedRows)-\(tracing.rawValue)", samples: 301,
        naiveSamples: naiveSamples(for: tracedRows)
      ) { mode in
        let stride = tracedRows / targetCount
        let sink = Sink<Int>(slots: tracedRows)
        let host = ViewHost(StateRows(count: tracedRows, sink: sink, sinkStride: stride))
        mode.apply(to: host)
        switch tracing {
        case .off: break
        case .recording: host.isRecordingEvaluations = true
        case .on: host.startTracing()
        }
        var target = 0
        return LeafTiming.flush.run(host, [StateRows.self, StateRow.self]) {
          target = (target + 1) % targetCount
          bump(sink[target * stride])
        }
      }
    }
  }
}
