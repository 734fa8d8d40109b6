import Foundation

/// The command line of `cellgraph-report`.
///
///     cellgraph-report [--quick] [--filter TEXT]
///
/// - `--quick`: a tenth of the samples (at least 5), for a smoke run.
/// - `--filter TEXT`: only the workloads whose group or name contains TEXT.
struct Options {
  var quick = false
  var filter: String?

  init(arguments: [String]) {
    var remaining = arguments.dropFirst()
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick": quick = true
      case "--filter": filter = remaining.popFirst()
      default:
        print("usage: cellgraph-report [--quick] [--filter TEXT]")
        exit(2)
      }
    }
  }

  /// The samples to take when the workload asks for `requested`.
  func samples(_ requested: Int) -> Int {
    quick ? max(requested / 10, 5) : requested
  }
}
