import CellGraph

/// Lists: a `List` of 10,000 rows whose selection moves to the next row. The list reads the
/// selection itself, so a change runs no row body (bodies run: 0 tracked) and rewrites only the
/// marks of the two rows whose mark flips; the time includes producing the host's text.
extension Workload {
  static let listsGroup = "Lists"

  /// The rows of the list workloads.
  public static let listRows = 10_000

  @MainActor static var lists: [Workload] {
    [
      Workload(
        group: listsGroup, name: "List selection change in \(listRows.formatted) rows",
        key: "list-select-\(listRows)"
      ) { mode in
        let sink = Sink<Int?>()
        let host = ViewHost(SelectableList(count: listRows, sink: sink))
        mode.apply(to: host)
        return Run(host: host, bodyTypes: [SelectableList.self, SelectableRow.self]) {
          // The next row each time, wrapping around: every write is a change.
          let selection = sink[0]
          selection.wrappedValue = (selection.wrappedValue ?? 0) % listRows + 1
          blackHole(host.text)
        }
      }
    ]
  }
}

/// A list of `count` rows with a single selection, which it leaves in `sink`.
struct SelectableList: View {
  let count: Int
  let sink: Sink<Int?>
  @StateCell var selection: Int?

  var body: some View {
    sink.store($selection)
    return List(1...count, id: \.self, selection: $selection) { id in SelectableRow(id: id) }
  }
}

/// One row of `SelectableList`.
struct SelectableRow: View {
  let id: Int
  var body: some View { Text("row \(id)") }
}
