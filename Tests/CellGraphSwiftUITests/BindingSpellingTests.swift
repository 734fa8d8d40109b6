import CellGraphSwiftUI
import CellGraphTesting
import Testing

// Bindings as SwiftUI code derives them: SwiftUI's spellings only.

private struct Item: Identifiable {
  let id: Int
  var title: String
  var done = false
}

private struct Checklist: View {
  @State private var items = [Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs")]
  @State private var note: String? = nil
  @State private var count = 3

  var body: some View {
    VStack {
      ForEach($items) { $item in
        Toggle(item.title, isOn: $item.done)
      }
      TextField("First", text: $items[0].title)
      Button("Add note") { note = "" }
      if let note = Binding($note) {
        TextField("Note", text: note)
      }
      CountField(count: Binding($count))
    }
  }
}

private struct CountField: View {
  @Binding var count: Int?
  var body: some View {
    Button("Count \(count.map(String.init) ?? "none")") { count = (count ?? 0) + 1 }
  }
}

@MainActor
@Suite struct BindingSpellingTests {
  @Test("ForEach($items), $items[i], Binding(optional) and Binding<T?>(plain) read as in SwiftUI")
  func bindings() throws {
    let host = ViewHost.testing(Checklist())
    try host.toggle("Eggs")
    try host.type("Oat milk", into: "First")
    try host.tap("Add note")
    try host.type("before noon", into: "Note")
    try host.tap("Count 3")
    host.expectText(
      """
      [ ] Oat milk
      [x] Eggs
      First: [Oat milk]
      [Add note]
      Note: [before noon]
      [Count 4]
      """)
  }
}
