import CellGraphSwiftUI
import CellGraphTesting
import Testing

// Preferences written as SwiftUI code: a list reports its selected count to the screen's title.

private struct SelectedCountKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct Row: View {
  let name: String
  @State private var isSelected = false
  var body: some View {
    Toggle(name, isOn: $isSelected)
      .preference(key: SelectedCountKey.self, value: isSelected ? 1 : 0)
  }
}

private struct Screen: View {
  @State private var title = ""
  var body: some View {
    VStack {
      Text(title)
      VStack {
        Row(name: "Milk")
        Row(name: "Eggs")
      }
      .onPreferenceChange(SelectedCountKey.self) { title = "\($0) selected" }
    }
  }
}

@MainActor
@Suite struct PreferenceSpellingTests {
  @Test("A child reports a value up with SwiftUI's preference API")
  func preferencesAsSwiftUI() throws {
    let host = ViewHost(Screen())
    #expect(host.text.hasPrefix("0 selected"))
    try host.toggle("Milk")
    try host.toggle("Eggs")
    host.flush()
    #expect(host.text.hasPrefix("2 selected"))
  }
}
