import CellGraph

/// Bindings: one element of a 10,000-element array changed, with the rows made two ways.
///
/// - **Element bindings** (`ForEach($items) { $item in BoundRow(item: $item) }`, the way SwiftUI
///   users write editable lists): the change is written through the row's own binding, as its
///   stepper would write it. The row reads its element through a projection of the owner's state,
///   so only that row runs (bodies run: 1). The write compares each row's element and the
///   collection's ids (the `ForEach`'s dependency), which are unchanged, so the `ForEach` does not
///   re-make its 10,000 rows.
/// - **Value rows** (`ForEach(items) { item in BoundValueRow(item: item) }`), the baseline: the owner
///   writes the element; its body re-runs, and of the 10,000 row values compared, one differs
///   (bodies run: 2).
///
/// The target is the first at most 3× the second. The time includes producing the
/// host's text.
extension Workload {
  static let bindingsGroup = "Bindings"

  /// The rows of the bindings workloads.
  public static let boundRows = 10_000

  /// The element that changes (the middle one).
  static let changedBoundRow = boundRows / 2

  @MainActor static var bindings: [Workload] {
    [
      Workload(
        group: bindingsGroup,
        name: "one element changed via ForEach($items), \(boundRows.formatted) rows",
        key: "bound-element-\(boundRows)"
      ) { mode in
        let rows = Sink<BoundItem>(slots: boundRows)
        let host = ViewHost(BoundList(count: boundRows, rows: rows))
        mode.apply(to: host)
        return Run(host: host, bodyTypes: [BoundList.self, BoundRow.self]) {
          rows[changedBoundRow].count.wrappedValue += 1
          blackHole(host.text)
        }
      },
      Workload(
        group: bindingsGroup,
        name: "one element changed via ForEach(items) value rows, \(boundRows.formatted) rows",
        key: "value-element-\(boundRows)"
      ) { mode in
        let owner = Sink<[BoundItem]>()
        let host = ViewHost(ValueList(count: boundRows, owner: owner))
        mode.apply(to: host)
        return Run(host: host, bodyTypes: [ValueList.self, BoundValueRow.self]) {
          owner[0].wrappedValue[changedBoundRow].count += 1
          blackHole(host.text)
        }
      },
    ]
  }
}

/// One element of the bindings workloads.
public struct BoundItem: Identifiable, Equatable, Sendable {
  public let id: Int
  public var count = 0
}

/// Owns the items and hands each row a binding to its element.
struct BoundList: View {
  let rows: Sink<BoundItem>
  @StateCell var items: [BoundItem]

  init(count: Int, rows: Sink<BoundItem>) {
    self.rows = rows
    _items = StateCell(wrappedValue: (0..<count).map { BoundItem(id: $0) })
  }

  var body: some View {
    VStack {
      ForEach($items) { $item in BoundRow(item: $item, rows: rows) }
    }
  }
}

/// A row that reads its element through its binding, and leaves the binding in the sink.
struct BoundRow: View {
  @BindingCell var item: BoundItem
  let rows: Sink<BoundItem>

  var body: some View {
    let _ = rows.store($item, at: item.id)
    Text("item \(item.id): \(item.count)")
  }
}

/// Owns the items, reads them, and makes a value row per element.
struct ValueList: View {
  let owner: Sink<[BoundItem]>
  @StateCell var items: [BoundItem]

  init(count: Int, owner: Sink<[BoundItem]>) {
    self.owner = owner
    _items = StateCell(wrappedValue: (0..<count).map { BoundItem(id: $0) })
  }

  var body: some View {
    let _ = owner.store($items)
    VStack {
      ForEach(items) { item in BoundValueRow(item: item) }
    }
  }
}

/// A row made from its element's value.
struct BoundValueRow: View {
  let item: BoundItem
  var body: some View { Text("item \(item.id): \(item.count)") }
}
