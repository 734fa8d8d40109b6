import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A stack whose `NavigationPath` is saved to a store on every change and restored on appear.
private struct PersistedStack: View {
  let store: any KeyValueStore
  @StorageCell var saved: NavigationPath.CodableRepresentation?
  @StateCell var path = NavigationPath()

  init(store: any KeyValueStore) {
    self.store = store
    _saved = StorageCell(wrappedValue: nil, "recipes.path", store: store)
  }

  var body: some View {
    NavigationStack(path: $path) {
      RecipeList(log: NavigationEventLog())
        .navigationDestination(for: Int.self) { Text("step \($0)") }
    }
    .onChange(of: path) { saved = path.codable }
    .onAppear { if let saved { path = NavigationPath(saved) } }
  }
}

@MainActor
@Suite struct NavigationPathTests {
  @Test("append, removeLast, count, isEmpty and == behave as a stack of values")
  func basics() {
    var path = NavigationPath()
    #expect(path.isEmpty)
    path.append(Recipe(name: "Pasta"))
    path.append(3)
    #expect(path.count == 2)
    #expect(path != NavigationPath([Recipe(name: "Pasta")]))
    path.removeLast()
    #expect(path == NavigationPath([Recipe(name: "Pasta")]))
    path.removeLast(5)
    #expect(path.isEmpty, "removing more than the path holds empties it")
  }

  @Test("The codable representation round-trips through JSON, values of several types included")
  func codableRoundTrip() throws {
    var path = NavigationPath()
    path.append(Recipe(name: "Soup"))
    path.append(42)
    path.append("note")
    let codable = try #require(path.codable)
    let data = try JSONEncoder().encode(codable)
    let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    #expect(decoded == codable)
    #expect(NavigationPath(decoded) == path)
  }

  @Test("A path holding a value appended as merely Hashable has no codable representation")
  func notCodable() {
    struct Opaque: Hashable {}
    var path = NavigationPath()
    path.append(1)
    path.append(Opaque())
    #expect(path.codable == nil)
  }

  @Test("A path saved in a store is restored by a new host after the store is reloaded")
  func restoresAfterStoreReload() throws {
    let directory = TemporaryDirectory()
    let url = directory.file("navigation.json")
    do {
      let host = ViewHost.testing(PersistedStack(store: FileStore(url: url)))
      try host.tapLink("Pasta")
      host.flush()
      #expect(host.text.hasPrefix("< Recipes  Pasta"))
    }
    let host = ViewHost.testing(PersistedStack(store: FileStore(url: url)))
    host.flush()
    #expect(
      host.text == """
        < Recipes  Pasta
        ────────────────
        Pasta for 1
        [More]
        """)
    try host.goBack()
    host.flush()
    let reloaded = FileStore(url: url)
    let saved = try #require(
      reloaded.data(forKey: "recipes.path").flatMap {
        try? JSONDecoder().decode(NavigationPath.CodableRepresentation?.self, from: $0)
      })
    #expect(NavigationPath(saved).isEmpty, "going back saved the shorter path")
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test("A restored element whose type cannot be found is kept, shown empty and reported")
  func unresolvedType() throws {
    let json = #"["NoSuchModule.NoSuchType", "{}", "Si", "7"]"#
    let codable = try JSONDecoder().decode(
      NavigationPath.CodableRepresentation.self, from: Data(json.utf8))
    let restored = NavigationPath(codable)
    #expect(restored.count == 2)
    #expect(restored.codable == codable, "saving again loses nothing")
    struct Screen: View {
      @StateCell var path: NavigationPath
      var body: some View {
        NavigationStack(path: $path) {
          Text("root").navigationDestination(for: Int.self) { Text("step \($0)") }
        }
      }
    }
    let host = ViewHost.testing(Screen(path: restored), allowingDiagnostics: true)
    #expect(host.text == "< Back\n──────\nstep 7")
    try host.goBack()
    #expect(host.text == "< Back\n──────")
    #expect(host.diagnostics.map(\.kind) == [.navigationPathUnresolvedType])
  }

  @Test("A NavigationPath binding takes values of several types from links")
  func severalTypes() throws {
    struct Screen: View {
      @StateCell var path = NavigationPath()
      var body: some View {
        NavigationStack(path: $path) {
          VStack {
            Text("depth \(path.count)")
            NavigationLink("Number", value: 1)
            NavigationLink("Recipe", value: Recipe(name: "Stew"))
          }
          .navigationDestination(for: Int.self) { _ in
            NavigationLink("Recipe", value: Recipe(name: "Pie"))
          }
          .navigationDestination(for: Recipe.self) { Text($0.name) }
        }
      }
    }
    let host = ViewHost.testing(Screen())
    try host.tapLink("Number")
    try host.tapLink("Recipe")
    #expect(host.text.hasSuffix("Pie"))
    try host.goBack()
    try host.goBack()
    #expect(host.text.hasPrefix("depth 0"))
  }
}
