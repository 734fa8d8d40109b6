import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct CountView: View {
  @StorageCell(.count) var count
  var body: some View { Text("count \(count)") }
}

private struct CountAsText: View {
  @StorageCell(StorageKey<String>("count", default: "none")) var count
  var body: some View { Text("text \(count)") }
}

@MainActor
@Suite struct StorageKeyTests {
  @Test("Every Codable kind round-trips: optionals, raw-value enums, dates, URLs, nested structs")
  func roundTrips() throws {
    let store = InMemoryStore()
    let date = Date(timeIntervalSinceReferenceDate: 123_456.789)
    let palette = Palette(name: "Sea", swatches: [.init(name: "deep", hue: 0.6)])
    let keys = (
      optional: StorageKey<Int?>("optional", default: 7),
      flavor: StorageKey("flavor", default: Flavor.vanilla),
      date: StorageKey("date", default: Date.distantPast),
      url: StorageKey<URL?>("url", default: nil),
      palette: StorageKey("palette", default: Palette(name: "", swatches: []))
    )
    #expect(store[keys.optional] == 7, "absent reads the default")
    store[keys.optional] = nil
    #expect(store[keys.optional] == nil, "nil is stored, and differs from absent")
    store.removeValue(forKey: "optional")
    #expect(store[keys.optional] == 7)
    store[keys.flavor] = .chocolate
    store[keys.date] = date
    store[keys.url] = URL(string: "https://example.org/a")
    store[keys.palette] = palette
    #expect(store[keys.flavor] == .chocolate)
    #expect(store.data(forKey: "flavor") == Data(#""chocolate""#.utf8))
    #expect(store[keys.date] == date)
    #expect(store[keys.url] == URL(string: "https://example.org/a"))
    #expect(store[keys.palette] == palette)
  }

  @Test("A wrong-type read returns the default, reports it, and leaves the stored bytes alone")
  func wrongType() throws {
    let store = InMemoryStore()
    try store.set("many", forKey: "count")
    let host = ViewHost.storing(CountView(), in: store)
    #expect(host.text == "count 0")
    #expect(host.diagnostics.map(\.kind) == [.storageTypeMismatch])
    #expect(host.diagnostics.first?.message.contains(#""count""#) == true)
    #expect(store.data(forKey: "count") == Data(#""many""#.utf8), "the stored value is untouched")
    store[.count] = 2
    #expect(host.text == "count 2", "a write replaces it")
  }

  @Test("Reading a default never writes it")
  func defaultIsNotWritten() {
    let store = InMemoryStore()
    let host = ViewHost.storing(CountView(), in: store)
    _ = host.text
    _ = store[.title]
    #expect(store.keys.isEmpty)
  }

  @Test("One key name with two value types in one store is reported, naming both types")
  func duplicateDeclaration() {
    let store = InMemoryStore()
    let host = ViewHost.storing(
      VStack {
        CountView()
        CountAsText()
      }, in: store)
    #expect(host.text == "count 0\ntext none")
    let duplicates = host.diagnostics.filter { $0.kind == .duplicateStorageKey }
    #expect(duplicates.count == 1)
    let message = duplicates.first?.message ?? ""
    #expect(message.contains("Int") && message.contains("String"), "\(message)")
    // The same name in another namespace is another key.
    let other = InMemoryStore()
    _ = other.namespaced("a")[StorageKey("count", default: "x")]
    _ = other[.count]
    #expect(other.diagnostics.isEmpty)
  }

  @Test("A namespace prefixes keys, and cells through it share the base store's source")
  func namespaces() throws {
    let store = InMemoryStore()
    let editor = store.namespaced("editor")
    editor[.count] = 3
    #expect(store.data(forKey: "editor.count") == Data("3".utf8))
    #expect(editor.keys == ["count"])
    #expect(store.namespaced("a").namespaced("b").storedKey("k") == "a.b.k")
    let host = ViewHost.storing(CountView(), in: editor)
    #expect(host.text == "count 3")
    try store.set(4, forKey: "editor.count")
    host.flush()
    #expect(host.text == "count 4")
  }

  @Test("A value that JSON cannot encode is reported and the previous value kept")
  func encodingFailure() {
    let store = InMemoryStore()
    let key = StorageKey("ratio", default: 1.0)
    store[key] = 0.5
    store[key] = .nan
    #expect(store[key] == 0.5)
    #expect(store.diagnostics.map(\.kind) == [.storageEncodingFailed])
  }
}
