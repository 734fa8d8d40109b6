import CellGraphCore
import Foundation

/// The process-wide table of storage sources: one `StorageSource` per (store, key), held weakly,
/// so that every view of every host reading a key shares one source and a change of one key
/// reaches exactly its readers.
///
///     feed of FileStore(settings.json) ─┬─ "volume" ─▶ StorageSource ─▶ readers in host A, host B
///                                       └─ "theme"  ─▶ StorageSource ─▶ readers in host A
///
/// A source lives as long as something holds it: the nodes that read it (their dependencies) and
/// the installed `StorageCell`s. When none is left, its entry is dropped on the next lookup.
@MainActor
enum StorageRegistry {
  private final class WeakSource {
    weak var source: StorageSource?
    init(_ source: StorageSource) { self.source = source }
  }

  /// Sources by the identity of the store's change feed, then by stored key.
  private static var sources: [ObjectIdentifier: [String: WeakSource]] = [:]
  private static var lookupsSincePrune = 0

  /// The source for `key` of `store` (a namespaced store resolves to its base), created on first
  /// use. A host looking the source up (a cell being installed) receives the store's diagnostics
  /// that no host received yet.
  static func source(for store: any KeyValueStore, key name: String) -> StorageSource {
    let (base, key) = StorageAccess.resolve(store, name)
    if let graph = Graph.active {
      for diagnostic in base.changeFeed.takeUndelivered() { graph.report(diagnostic) }
    }
    let feed = ObjectIdentifier(base.changeFeed)
    if let existing = sources[feed]?[key]?.source { return existing }
    prune()
    let created = StorageSource(store: base, key: key)
    sources[feed, default: [:]][key] = WeakSource(created)
    return created
  }

  /// The store of `feed` changed `keys`: each live source re-reads its key.
  static func deliver(keys: [String], of feed: StoreChangeFeed) {
    guard let table = sources[ObjectIdentifier(feed)] else { return }
    for key in keys {
      table[key]?.source?.refresh()
    }
  }

  /// Reports a store's diagnostic to the host whose update or action is running, otherwise to
  /// every host that reads a key of the store, otherwise to `UnhostedDiagnostics` and, later, to
  /// the first host that reads a key of the store.
  static func report(_ diagnostic: Diagnostic, of feed: StoreChangeFeed) {
    if let active = Graph.active {
      active.report(diagnostic)
      return
    }
    var graphs: [Graph] = []
    for entry in (sources[ObjectIdentifier(feed)] ?? [:]).values {
      for graph in entry.source?.readerGraphs ?? [] where !graphs.contains(where: { $0 === graph })
      {
        graphs.append(graph)
      }
    }
    if graphs.isEmpty {
      UnhostedDiagnostics.append(diagnostic)
      feed.keepUndelivered(diagnostic)
    } else {
      for graph in graphs { graph.report(diagnostic) }
    }
  }

  /// Drops entries whose sources are gone, every 64 creations (a feed's identity may be reused
  /// after its store is released, so empty tables must not linger either).
  private static func prune() {
    lookupsSincePrune += 1
    guard lookupsSincePrune >= 64 else { return }
    lookupsSincePrune = 0
    for (feed, table) in sources {
      let live = table.filter { $0.value.source != nil }
      sources[feed] = live.isEmpty ? nil : live
    }
  }
}
