import Observation
import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Models

@Observable
private final class Counter {
  var count = 0
}

private final class Settings: ObservableObject {
  @Published var theme = "light"
}

// MARK: - Views

private struct CountLabel: View {
  let counter: Counter
  var body: some View { Text("count \(counter.count)") }
}

/// A modifier whose body reads an `@Observable` property.
private struct Badge: ViewModifier {
  let counter: Counter
  func body(content: Content) -> some View {
    HStack {
      content
      Text("(\(counter.count))")
    }
  }
}

/// A wrapper of one's own that holds an environment object: its requirement is found through
/// the nested field.
@propertyWrapper
private struct Theme: DynamicField {
  @EnvironmentObjectCell var settings: Settings
  var wrappedValue: String { settings.theme }
}

private struct ThemedLabel: View {
  @Theme var theme
  var body: some View { Text("theme \(theme)") }
}

private struct OptionalCounter: View {
  @EnvironmentCell(Counter.self) var counter: Counter?
  var body: some View { Text(counter.map { "count \($0.count)" } ?? "no counter") }
}

// MARK: - Tests

@MainActor
@Suite struct ModelEdgeCaseTests {
  @Test("A modifier's body tracks the @Observable properties it reads")
  func modifierBody() {
    let counter = Counter()
    let host = ViewHost(Text("label").modifier(Badge(counter: counter)))
    #expect(host.text == "label (0)")
    counter.count = 2
    host.flush()
    #expect(host.text == "label (2)")
  }

  @Test("One model read in two hosts invalidates its readers in both")
  func twoHosts() {
    let counter = Counter()
    let first = ViewHost(CountLabel(counter: counter))
    let second = ViewHost(CountLabel(counter: counter))
    counter.count = 5
    #expect(first.hasPendingUpdates && second.hasPendingUpdates)
    #expect(first.text == "count 5")
    #expect(second.text == "count 5")
  }

  @Test("An environment object inside a custom DynamicField is required like a direct one")
  func nestedRequirement() {
    let missing = ViewHost(ThemedLabel())
    #expect(missing.text == "")
    #expect(missing.diagnostics.map(\.kind) == [.missingEnvironmentObject])

    let settings = Settings()
    let provided = ViewHost(ThemedLabel().environmentObject(settings))
    #expect(provided.text == "theme light")
    settings.theme = "dark"
    provided.flush()
    #expect(provided.text == "theme dark")
  }

  @Test("An optional EnvironmentCell(T.self) reads nil when no ancestor provides the object")
  func optionalObservable() {
    let missing = ViewHost(OptionalCounter())
    #expect(missing.text == "no counter")
    #expect(missing.diagnostics.isEmpty)

    let nilProvided = ViewHost(OptionalCounter().environment(nil as Counter?))
    #expect(nilProvided.text == "no counter")

    let counter = Counter()
    let provided = ViewHost(OptionalCounter().environment(counter))
    counter.count = 1
    provided.flush()
    #expect(provided.text == "count 1")
  }

  @Test("A required EnvironmentCell(T.self) provided as nil counts as missing")
  func requiredObservableProvidedAsNil() {
    struct Reader: View {
      @EnvironmentCell(Counter.self) var counter
      var body: some View { Text("count \(counter.count)") }
    }
    let host = ViewHost(Reader().environment(nil as Counter?))
    #expect(host.text == "")
    #expect(host.diagnostics.map(\.kind) == [.missingEnvironmentObject])
  }

  @Test("printChanges prints SwiftUI's @dependencies line for an @Observable change")
  func printChanges() {
    let counter = Counter()
    let host = ViewHost(CountLabel(counter: counter))
    var lines: [String] = []
    host.printChanges(to: { lines.append($0) })
    counter.count = 1
    host.flush()
    #expect(lines == ["CountLabel: @dependencies changed."])
  }
}
