import CellGraphWorkloads
import Foundation

/// The command line of `cellgraph-report`.
///
///     cellgraph-report [--quick] [--filter TEXT]
///     cellgraph-report --profile KEY [--naive] [--repeat N]
///     cellgraph-report --list
///     cellgraph-report --stores
///     cellgraph-report --documents
///     cellgraph-report --retention [--updates N]
///
/// - `--stores`: only the stores' figures (writes per second, change latency).
/// - `--documents`: only the document save figures (snapshot + save against `Data.write`).
/// - `--retention`: only the heap retained per update over `N` updates (1,000,000 by default)
///   for each kind of model.
/// - `--quick`: a tenth of the samples (at least 5), for a smoke run.
/// - `--filter TEXT`: only the workloads whose group, name or key contains TEXT.
/// - `--profile KEY`: no report; runs the operation of the workload with that key (`--list`
///   prints them) `N` times (100 by default), each after its untimed preparation, inside
///   `profiledOperation(_:)`, the function to give callgrind's `--toggle-collect`.
struct Options {
  var quick = false
  var filter: String?
  var profile: String?
  var profileMode = Mode.tracked
  var repetitions = 100
  var list = false
  var stores = false
  var documents = false
  var retention = false
  var updates = 1_000_000

  init(arguments: [String]) {
    var remaining = arguments.dropFirst()
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick": quick = true
      case "--filter": filter = remaining.popFirst()
      case "--profile": profile = remaining.popFirst()
      case "--naive": profileMode = .naive
      case "--repeat": repetitions = remaining.popFirst().flatMap { Int($0) } ?? repetitions
      case "--list": list = true
      case "--stores": stores = true
      case "--documents": documents = true
      case "--retention": retention = true
      case "--updates": updates = remaining.popFirst().flatMap { Int($0) } ?? updates
      default:
        print(
          """
          usage: cellgraph-report [--quick] [--filter TEXT]
                 cellgraph-report --profile KEY [--naive] [--repeat N]
                 cellgraph-report --list
                 cellgraph-report --stores
                 cellgraph-report --documents
                 cellgraph-report --retention [--updates N]
          """)
        exit(2)
      }
    }
  }

  /// The samples to take when the workload asks for `requested`.
  func samples(_ requested: Int) -> Int {
    quick ? max(requested / 10, 5) : requested
  }
}
