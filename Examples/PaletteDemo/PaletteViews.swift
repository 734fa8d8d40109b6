import CellGraph

/// The palette manager: every palette with its emoji, a field to rename it, a button to remove
/// it, and a button that adds one.
struct PaletteManager: View {
  let store: PaletteStore

  var body: some View {
    VStack {
      Text("Palettes (\(store.palettes.count))")
      ForEach(store.palettes) { palette in
        PaletteRow(palette: palette, store: store)
      }
      Button("Add palette") { [store] in
        let number = store.palettes.count + 1
        store.add(name: "Palette \(number)", emojis: PaletteRow.sample(number))
      }
    }
  }
}

/// One palette. Its inputs are its palette (compared by value) and the store (compared by
/// identity), so when one palette changes, only that row re-runs; the binding and the action are
/// made here, in the body, rather than passed in (closures never compare equal).
struct PaletteRow: View {
  let palette: Palette
  let store: PaletteStore

  var body: some View {
    let id = palette.id
    HStack {
      Text(palette.emojis)
      TextField(
        "Name \(id)",
        text: BindingCell(get: { palette.name }, set: { [store] in store.rename(id: id, to: $0) }))
      Button("Remove \(id)") { [store] in store.remove(id: id) }
    }
  }

  /// Some emoji for a new palette.
  static func sample(_ number: Int) -> String {
    let sets = ["🍎🍐🍊🍋", "⚽️🏀🏈⚾️", "🐶🐱🐭🐹", "🎸🎹🎺🎻"]
    return sets[(number - 1) % sets.count]
  }
}
