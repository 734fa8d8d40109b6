import CellGraph
import Observation
import Testing

// The README's examples, compiled and run so they cannot rot (its testing example is run by
// CellGraphTestingTests' ReadmeTestingTests).

private struct Row: View {
  let title: String
  @StateCell private var isOn = false

  var body: some View {
    Toggle(title, isOn: $isOn)
  }
}

private struct Settings: View {
  var body: some View {
    VStack {
      ForEach(["Wi-Fi", "Bluetooth"], id: \.self) { Row(title: $0) }
    }
  }
}

@Observable private final class Book {
  var title = "Emma"
  var pages = 300
}

private struct Title: View {
  let book: Book
  var body: some View { Text(book.title) }
}

@MainActor
@Suite struct ReadmeTests {
  @Test("The README's model example re-runs the title for its title only")
  func modelExample() {
    let book = Book()
    let host = ViewHost(Title(book: book))
    book.pages = 301
    #expect(!host.hasPendingUpdates)
    book.title = "Persuasion"
    #expect(host.text == "Persuasion")
  }

  @Test("The README's first example prints what it says")
  func firstExample() throws {
    let host = ViewHost(Settings())
    try host.toggle("Wi-Fi")
    #expect(host.text == "[x] Wi-Fi\n[ ] Bluetooth")
  }
}
