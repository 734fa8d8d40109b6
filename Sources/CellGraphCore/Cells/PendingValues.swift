/// A state cell written in more than one update of an action, whose updates have not all run:
/// it keeps the value each waiting update must see, as SwiftUI's stored locations do.
///
/// SwiftUI queues every write of a `@State` with the transaction current when it was made, and
/// applies it when the update it belongs to runs (OpenSwiftUI's `StoredLocation`, whose
/// mutations `GraphHost.asyncTransaction` queues per transaction). So in
///
///     value = 1; value = 2; withAnimation { value = 3; value = 4 }
///
/// the first update's bodies read 2, the second's 4, while the action itself reads each write
/// back at once. A cell does the same with one stored value and, only while updates wait, a
/// short list of earlier values:
///
///     write 3 (update 2 opens, update 1 waits)   entries: [≤ 1: 2]   latest: 3
///     write 4                                     entries: [≤ 1: 2]   latest: 4
///     pass of update 1: shows 2 ─▶ after it: shows 4, drops the entry ─▶ pass of update 2: 4
///
/// The graph shows each held cell the value of the update a pass runs (`showValue(for:)`), and
/// the latest write again when the pass ends (`showLatestValue(after:)`), so bodies read the
/// cell's one stored value and a read costs nothing more. A cell written in one update per
/// action never holds entries: its writes are plain stores.
@MainActor
package protocol PendingValues: AnyObject {
  /// Shows the value update `number` sees: that of the last write made before the update's.
  func showValue(for number: UInt64)
  /// Shows the latest write, forgetting the values of `number` and the updates before it.
  /// Returns whether values for later updates remain.
  func showLatestValue(after number: UInt64) -> Bool
}

/// The values a state cell keeps for waiting updates (see `PendingValues`).
struct PendingStateValues<Value> {
  /// A value and the last update that sees it: every waiting update numbered up to `through`
  /// that an earlier entry does not cover.
  struct Entry {
    let through: UInt64
    let value: Value
  }

  /// The latest write, which the action that made it reads back.
  var latest: Value
  /// Oldest first; `through` increases.
  var entries: [Entry] = []
  /// Whether the cell's stored value is an entry's (a pass of a waiting update runs).
  var showsPast = false

  /// The value update `number` sees, dropping the entries of updates that ran.
  mutating func value(for number: UInt64) -> Value {
    entries.removeAll { $0.through < number }
    return entries.first?.value ?? latest
  }
}
