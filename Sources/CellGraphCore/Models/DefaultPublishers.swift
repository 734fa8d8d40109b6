import Synchronization

/// Where the default `objectWillChange` publishers live: a table from object to publisher.
///
/// A protocol extension cannot add a stored property to the class that adopts it, so the default
/// publisher is kept beside the object. Combine keeps it inside the object instead: it finds the
/// object's `@Published` properties through the runtime's field reflection and stores the
/// publisher in the first one's storage. A table serves every class, including one that has no
/// `@Published` property and only calls `objectWillChange.send()`.
///
/// Entries hold their object weakly, so the table never keeps a model alive. An entry whose object
/// is gone is replaced when its address is reused (the weak reference tells a new object from the
/// old one) and swept when the table has grown to twice its size after the last sweep, which keeps
/// the cost of sweeping constant per insertion.
enum DefaultPublishers {
  // `@unchecked Sendable`: the table only compares the weak reference with `===` and with `nil`,
  // it never touches the object itself, so no state of the object is shared between threads; the
  // runtime loads and clears weak references atomically.
  private struct Entry: @unchecked Sendable {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  private struct Table {
    var entries: [ObjectIdentifier: Entry] = [:]
    var sweepThreshold = 64
  }

  private static let table = Mutex(Table())

  /// The publisher of `object`, created the first time it is asked for.
  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    let id = ObjectIdentifier(object)
    return table.withLock { table in
      if let entry = table.entries[id], entry.object === object { return entry.publisher }
      if table.entries.count >= table.sweepThreshold {
        table.entries = table.entries.filter { $0.value.object != nil }
        table.sweepThreshold = max(64, table.entries.count * 2)
      }
      let publisher = ObservableObjectPublisher()
      table.entries[id] = Entry(object: object, publisher: publisher)
      return publisher
    }
  }

  /// How many entries the table holds, swept or not (for tests of the sweep).
  package static var count: Int {
    table.withLock { $0.entries.count }
  }
}
