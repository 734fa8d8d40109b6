import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Models

private final class Library: ObservableObject {
  @Published var books: [String] = []
  @Published var filter = ""
}

/// No `@Published` property: announces its changes itself (the palette-store pattern).
private final class Shelf: ObservableObject {
  private var stored = 0
  var count: Int {
    get { stored }
    set {
      objectWillChange.send()
      stored = newValue
    }
  }
}

/// Declares its own publisher.
private final class Clock: ObservableObject {
  let objectWillChange = ObservableObjectPublisher()
  @Published var ticks = 0
}

/// A class that is not an observable object may still have published properties.
private final class Plain {
  @Published var value = 1
}

/// Collects values delivered to subscribers; the tests run on one thread.
private final class Log: @unchecked Sendable {
  var entries: [String] = []
}

// MARK: - Tests

@MainActor
@Suite struct PublishedTests {
  @Test(
    "$property gives the current value on subscription, then each new value before it is stored")
  func projectedPublisher() {
    let library = Library()
    let log = Log()
    let subscription = library.$books.sink { books in
      log.entries.append("now \(library.books.count), next \(books.count)")
    }
    library.books.append("Emma")
    library.books = ["Emma", "Persuasion"]
    #expect(log.entries == ["now 0, next 0", "now 0, next 1", "now 1, next 2"])
    subscription.cancel()
    library.books = []
    #expect(log.entries.count == 3, "a cancelled subscription receives nothing")
  }

  @Test("objectWillChange fires before the value is stored, then $property, for every assignment")
  func willSetOrder() {
    // `nonisolated(unsafe)`: objectWillChange's subscribers are `@Sendable`, and this test reads
    // the model from one, on the one thread the test runs on.
    nonisolated(unsafe) let library = Library()
    let log = Log()
    let first = library.objectWillChange.sink {
      log.entries.append("will change: \(library.filter)")
    }
    let second = library.$filter.sink { log.entries.append("filter: \($0)") }
    library.filter = "Austen"
    library.filter = "Austen"
    #expect(
      log.entries == [
        "filter: ", "will change: ", "filter: Austen", "will change: Austen", "filter: Austen",
      ], "an equal value is announced too, as in Combine")
    _ = (first, second)
  }

  @Test("The default objectWillChange is one publisher per object, shared by its properties")
  func defaultPublisherIsStable() {
    let library = Library()
    #expect(library.objectWillChange === library.objectWillChange)
    #expect(library.objectWillChange !== Library().objectWillChange)
    let log = Log()
    let subscription = library.objectWillChange.sink { log.entries.append("change") }
    library.books = ["Emma"]
    library.filter = "E"
    #expect(log.entries == ["change", "change"])
    _ = subscription
  }

  @Test("A class without @Published properties gets a default publisher that send() reaches")
  func defaultPublisherWithoutPublished() {
    nonisolated(unsafe) let shelf = Shelf()  // read by a `@Sendable` subscriber, on one thread
    let log = Log()
    let subscription = shelf.objectWillChange.sink { log.entries.append("will be \(shelf.count)+") }
    shelf.count = 3
    #expect(log.entries == ["will be 0+"])
    _ = subscription
  }

  @Test("A declared objectWillChange is the one @Published properties send to")
  func declaredPublisher() {
    let clock = Clock()
    let log = Log()
    let subscription = clock.objectWillChange.sink { log.entries.append("tick") }
    clock.ticks += 1
    #expect(log.entries == ["tick"])
    _ = subscription
  }

  @Test("@Published works in a class that is not an ObservableObject")
  func publishedInPlainClass() {
    let plain = Plain()
    let log = Log()
    let subscription = plain.$value.sink { log.entries.append("\($0)") }
    plain.value = 2
    #expect(log.entries == ["1", "2"])
    #expect(plain.value == 2)
    _ = subscription
  }

  @Test("Releasing a subscription removes it; subscriptions do not keep the object alive")
  func subscriptionsDoNotLeak() {
    var library: Library? = Library()
    weak let weakLibrary = library
    var subscriptions: Set<AnyCancellable> = []
    library?.objectWillChange.sink {}.store(in: &subscriptions)
    library?.$books.sink { _ in }.store(in: &subscriptions)
    #expect(library?.objectWillChange.subscriberCount == 1)
    #expect(library?.$books.subscriberCount == 1)
    subscriptions.removeAll()
    #expect(library?.objectWillChange.subscriberCount == 0)
    #expect(library?.$books.subscriberCount == 0)

    library?.$books.sink { _ in }.store(in: &subscriptions)
    library = nil
    #expect(weakLibrary == nil, "a live subscription holds the property's storage, not the object")
  }

  @Test("The table of default publishers forgets objects that are gone")
  func defaultPublisherTableIsSwept() {
    for _ in 0..<1_000 { _ = Library().objectWillChange }
    #expect(DefaultPublishers.count < 200, "swept as it grows: \(DefaultPublishers.count) entries")
  }

  @Test("A publisher can be sent to from another thread")
  func sendFromAnotherThread() async {
    let publisher = ObservableObjectPublisher()
    let log = Log()
    let subscription = publisher.sink { log.entries.append("sent") }
    await modelsOnAnotherThread { publisher.send() }
    #expect(log.entries == ["sent"])
    _ = subscription
  }
}
