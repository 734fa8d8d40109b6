import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A search model written as Combine tutorials write it: a derived property fed by
/// `assign(to: &$property)` in `init`.
private final class Search: ObservableObject {
  @Published var query = ""
  @Published var isEmpty = true
  @Published var length = 0

  init() {
    $query.map(\.isEmpty).assign(to: &$isEmpty)
    $query.map(\.count).assign(to: &$length)
  }
}

/// Counts its instances, to see that assignments do not keep a model alive.
private final class Counted: ObservableObject {
  nonisolated(unsafe) static var live = 0
  @Published var source = 0
  @Published var copy = 0
  init() {
    Self.live += 1
    $source.assign(to: &$copy)
  }
  deinit { Self.live -= 1 }
}

private struct SearchView: View {
  @ObservedObjectCell var search: Search
  var body: some View {
    Text(search.isEmpty ? "Type to search" : "\(search.length) characters")
  }
}

@MainActor
@Suite(.serialized) struct PublishedAssignTests {
  // Combine, Publisher.assign(to:): "Republishes elements received from a publisher, by
  // assigning them to a property marked as a publisher"; a @Published publisher sends its current
  // value on subscription, so the target holds the derived value at once.
  @Test("assign(to: &$property) assigns the upstream's current and later values")
  func assignsValues() {
    let search = Search()
    #expect(search.isEmpty && search.length == 0)
    search.query = "swift"
    #expect(!search.isEmpty)
    #expect(search.length == 5)
  }

  // Combine: assigning through assign(to:) is an assignment of the @Published property, so the
  // object's objectWillChange fires for it, and views observing the object update (SwiftUI).
  @Test("A value assigned by assign(to:) announces objectWillChange and updates observing views")
  func announcesChange() {
    let search = Search()
    var announcements = 0
    let subscription = search.objectWillChange.sink { _ in announcements += 1 }
    search.query = "ab"
    // One for `query` itself, one for each of the two derived properties.
    #expect(announcements == 3)
    subscription.cancel()

    let host = ViewHost.testing(SearchView(search: search))
    #expect(host.text == "2 characters")
    search.query = ""
    host.flush()
    #expect(host.text == "Type to search")
  }

  // Combine, assign(to:): "The assign(to:) operator manages the life cycle of the subscription,
  // canceling the subscription automatically when the Published instance deinitializes."
  @Test("An object whose properties assign one another is released with its subscriptions")
  func noRetainCycle() {
    let before = Counted.live
    do {
      let counted = Counted()
      counted.source = 4
      #expect(counted.copy == 4)
      #expect(Counted.live == before + 1)
    }
    #expect(Counted.live == before)
  }
}
