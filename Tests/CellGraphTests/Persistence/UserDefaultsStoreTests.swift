import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct CountView: View {
  @StorageCell(.count) var count
  var body: some View { Text("count \(count)") }
}

/// These run against the real `UserDefaults` of this machine, in suites named per test.
@MainActor
@Suite struct UserDefaultsStoreTests {
  private func suite() -> String { "org.cellgraph.tests.\(UUID().uuidString)" }

  @Test("Writes post change events and re-run the readers; structs and nil are safe")
  func writesAndEvents() throws {
    let name = suite()
    let store = UserDefaultsStore(suiteName: name)
    defer { UserDefaults(suiteName: name)?.removePersistentDomain(forName: name) }
    let host = ViewHost.storing(CountView(), in: store)
    host.resetEvaluations()
    store[.count] = 5
    #expect(host.bodiesSinceReset == ["CountView"])
    #expect(host.text == "count 5")
    let palette = Palette(name: "Sea", swatches: [.init(name: "deep", hue: 0.6)])
    try store.set(palette, forKey: "palette")  // a Codable struct: stored as JSON data
    #expect(try store.value(Palette.self, forKey: "palette") == palette)
    let optional = StorageKey<Int?>("optional", default: 1)
    store[optional] = nil  // stored as JSON null, never set(nil, forKey:)
    #expect(store[optional] == nil)
    store.removeValue(forKey: "optional")
    #expect(store[optional] == 1)
  }

  @Test("Writes are synchronized: a fresh UserDefaults object reads them")
  func synchronizes() {
    let name = suite()
    let store = UserDefaultsStore(suiteName: name)
    defer { UserDefaults(suiteName: name)?.removePersistentDomain(forName: name) }
    store[.count] = 8
    #expect(UserDefaults(suiteName: name)?.data(forKey: "count") == Data("8".utf8))
  }

  @Test("poll() reports writes made around the store, once each")
  func pollsOutsideWrites() {
    let name = suite()
    let store = UserDefaultsStore(suiteName: name)
    defer { UserDefaults(suiteName: name)?.removePersistentDomain(forName: name) }
    let host = ViewHost.storing(CountView(), in: store)
    host.resetEvaluations()
    UserDefaults(suiteName: name)?.set(Data("12".utf8), forKey: "count")
    #expect(store.poll() == ["count"])
    #expect(store.poll() == [])
    #expect(host.text == "count 12")
    UserDefaults(suiteName: name)?.set(13, forKey: "count")  // a plain number written by others
    store.poll()
    #expect(host.text == "count 13")
  }

  @Test("A read between an outside write and poll() still lets poll() update every reader")
  func readBeforePoll() {
    let name = suite()
    let store = UserDefaultsStore(suiteName: name)
    defer { UserDefaults(suiteName: name)?.removePersistentDomain(forName: name) }
    let host = ViewHost.storing(CountView(), in: store)
    #expect(host.text == "count 0")
    UserDefaults(suiteName: name)?.set(Data("21".utf8), forKey: "count")
    #expect(store[.count] == 21, "the read already returns the new value")
    #expect(host.text == "count 0", "the view has not been told yet")
    #expect(store.poll() == ["count"])
    #expect(host.text == "count 21")
  }
}
