import CellGraph
import Observation

/// The palette store of CS193P, in its iOS 17 form: an `@Observable` model whose `palettes` is a
/// computed property backed by a key-value store.
///
/// The lecture's version keeps the palettes in `UserDefaults` and calls `access(keyPath:)` and
/// `withMutation(keyPath:)` by hand, because the macro cannot see a computed property's storage.
/// This one does the same, and reads through `trackedValue`, so that a view reading `palettes`
/// also depends on the store's key: a change made by another instance or another process (run
/// the demo twice at once) re-runs it too.
@Observable @MainActor
final class PaletteStore {
  @ObservationIgnored private let store: any KeyValueStore

  init(store: any KeyValueStore) {
    self.store = store
  }

  var palettes: [Palette] {
    get {
      access(keyPath: \.palettes)
      return store.trackedValue(.palettes)
    }
    set {
      withMutation(keyPath: \.palettes) { store.setTrackedValue(newValue, for: .palettes) }
    }
  }

  /// Adds a palette after the others, with an id never used before.
  func add(name: String, emojis: String) {
    let id = (palettes.map(\.id).max() ?? 0) + 1
    palettes.append(Palette(id: id, name: name, emojis: emojis))
  }

  func remove(id: Int) {
    palettes.removeAll { $0.id == id }
  }

  func rename(id: Int, to name: String) {
    guard let index = palettes.firstIndex(where: { $0.id == id }) else { return }
    palettes[index].name = name
  }
}
