import Observation
import Synchronization
import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Models

@Observable
private final class Book {
  var title = "Emma"
  var pages = 300
  var author = Author()
  @ObservationIgnored var notes = ""
}

@Observable
private final class Author {
  var name = "Austen"
  var born = 1775
}

@MainActor private let globalBook = Book()

// MARK: - Views

private struct TitleView: View {
  let book: Book
  var body: some View { Text("title \(book.title)") }
}

private struct PagesView: View {
  let book: Book
  var body: some View { Text("pages \(book.pages)") }
}

private struct AuthorView: View {
  let book: Book
  var body: some View { Text("by \(book.author.name)") }
}

private struct NotesView: View {
  let book: Book
  var body: some View { Text("notes [\(book.notes)]") }
}

private struct BookScreen: View {
  let book: Book
  var body: some View {
    VStack {
      TitleView(book: book)
      PagesView(book: book)
      AuthorView(book: book)
      NotesView(book: book)
    }
  }
}

private struct OwningScreen: View {
  @StateCell var book = Book()
  var body: some View {
    VStack {
      Text("owner")
      TitleView(book: book)
      PagesView(book: book)
      Button("Rename") { book.title = "Persuasion" }
      Button("Replace") { book = Book() }
    }
  }
}

private struct GlobalTitle: View {
  var body: some View { Text("global \(globalBook.title)") }
}

private struct EnvironmentTitle: View {
  @EnvironmentCell(Book.self) var book
  var body: some View { Text("env \(book.title)") }
}

private struct EnvironmentPages: View {
  @EnvironmentCell(Book.self) var book
  var body: some View { Text("env \(book.pages)") }
}

private struct OptionalEnvironmentBook: View {
  @EnvironmentCell(Book.self) var book: Book?
  var body: some View { Text(book.map { "optional \($0.title)" } ?? "no book") }
}

private struct EnvironmentScreen: View {
  let book: Book
  var body: some View {
    VStack {
      EnvironmentTitle()
      EnvironmentPages()
      OptionalEnvironmentBook()
    }
    .environment(book)
  }
}

private struct SwitchingReader: View {
  let book: Book
  @StateCell var readsTitle = true
  var body: some View {
    VStack {
      Text(readsTitle ? "title \(book.title)" : "pages \(book.pages)")
      Button("Switch") { readsTitle.toggle() }
    }
  }
}

// MARK: - Tests

@MainActor
@Suite struct ObservationTests {
  @Test("Only the bodies that read the changed property re-run")
  func perPropertyPrecision() {
    let book = Book()
    let host = ViewHost(BookScreen(book: book))
    #expect(host.text == "title Emma\npages 300\nby Austen\nnotes []")
    host.resetEvaluations()

    book.title = "Persuasion"
    host.flush()
    #expect(host.evaluations(of: TitleView.self) == 1)
    #expect(host.evaluations(of: PagesView.self) == 0)
    #expect(host.evaluations(of: AuthorView.self) == 0)
    #expect(host.evaluations(of: BookScreen.self) == 0, "the parent only passes the object on")
    #expect(host.text == "title Persuasion\npages 300\nby Austen\nnotes []")
  }

  @Test("A write on the main thread invalidates at once, so flush() right after is deterministic")
  func mainThreadWriteIsSynchronous() {
    let book = Book()
    let host = ViewHost(BookScreen(book: book))
    #expect(!host.hasPendingUpdates)
    book.pages = 301
    #expect(host.hasPendingUpdates, "the reader is dirty before the write returns")
    host.flush()
    #expect(host.text.contains("pages 301"))
  }

  @Test("Every change of a property is seen, not only the first after a render")
  func repeatedChanges() {
    let book = Book()
    let host = ViewHost(TitleView(book: book))
    for title in ["A", "B", "C"] {
      book.title = title
      host.flush()
      #expect(host.text == "title \(title)")
    }
    #expect(host.evaluations(of: TitleView.self) == 4)
  }

  @Test("A nested read depends on both objects: book.author and author.name")
  func nestedObjects() {
    let book = Book()
    let host = ViewHost(BookScreen(book: book))
    host.resetEvaluations()

    book.author.name = "Brontë"
    host.flush()
    #expect(host.evaluations(of: AuthorView.self) == 1)
    #expect(host.evaluations(of: TitleView.self) == 0)
    #expect(host.text.contains("by Brontë"))

    let old = book.author
    book.author = Author()
    host.flush()
    #expect(host.evaluations(of: AuthorView.self) == 2)
    #expect(host.text.contains("by Austen"))

    old.name = "Nobody"
    host.flush()
    #expect(host.evaluations(of: AuthorView.self) == 2, "the old author is no longer read")
  }

  @Test("An @ObservationIgnored property invalidates nothing")
  func ignoredProperty() {
    let book = Book()
    let host = ViewHost(BookScreen(book: book))
    host.resetEvaluations()
    book.notes = "lovely"
    #expect(!host.hasPendingUpdates)
    host.flush()
    #expect(host.evaluations(of: NotesView.self) == 0)
    #expect(host.text.hasSuffix("notes []"), "ignored: the text keeps the value read last")
  }

  @Test("A computed property that calls access and withMutation itself is tracked")
  func computedPropertyWithRegistrar() {
    let ticker = ModelsTicker()
    let host = ViewHost(ModelsTickerView(ticker: ticker))
    ticker.ticks = 5
    #expect(host.hasPendingUpdates)
    host.flush()
    #expect(host.text == "ticks 5")
  }

  @Test("A model held in a StateCell is tracked per property; replacing it re-runs the owner")
  func modelInStateCell() throws {
    let host = ViewHost(OwningScreen())
    host.resetEvaluations()
    try host.tap("Rename")
    host.flush()
    #expect(host.evaluations(of: TitleView.self) == 1)
    #expect(host.evaluations(of: PagesView.self) == 0)
    #expect(host.evaluations(of: OwningScreen.self) == 0, "the owner reads no property")
    #expect(host.text.contains("title Persuasion"))

    try host.tap("Replace")
    host.flush()
    #expect(host.evaluations(of: OwningScreen.self) == 1)
    #expect(host.text.contains("title Emma"))
  }

  @Test("A model in a global is tracked")
  func modelInGlobal() {
    let host = ViewHost(GlobalTitle())
    globalBook.title = "Sanditon"
    host.flush()
    #expect(host.text == "global Sanditon")
    globalBook.title = "Emma"
  }

  @Test("A model provided with .environment(_:) is read per property with EnvironmentCell(T.self)")
  func modelInEnvironment() {
    let book = Book()
    let host = ViewHost(EnvironmentScreen(book: book))
    #expect(host.text == "env Emma\nenv 300\noptional Emma")
    host.resetEvaluations()

    book.pages = 10
    host.flush()
    #expect(host.evaluations(of: EnvironmentPages.self) == 1)
    #expect(host.evaluations(of: EnvironmentTitle.self) == 0)
    #expect(host.evaluations(of: OptionalEnvironmentBook.self) == 0)
    #expect(host.text == "env Emma\nenv 10\noptional Emma")
  }

  @Test("A body that stops reading a property is not re-run when it changes")
  func stoppedReading() throws {
    let book = Book()
    let host = ViewHost(SwitchingReader(book: book))
    try host.tap("Switch")
    host.flush()
    host.resetEvaluations()

    book.title = "Lady Susan"
    host.flush()
    #expect(host.evaluations(of: SwitchingReader.self) == 0)

    book.pages = 12
    host.flush()
    #expect(host.evaluations(of: SwitchingReader.self) == 1)
    #expect(host.text.hasPrefix("pages 12"))
  }

  @Test("A view that re-ran for another reason is re-run once by a later change")
  func staleTrackingsAreIgnored() throws {
    let book = Book()
    let host = ViewHost(SwitchingReader(book: book))
    // Each evaluation installs a tracking of `title`; the ones before the last are stale.
    try host.tap("Switch")
    host.flush()
    try host.tap("Switch")
    host.flush()
    host.resetEvaluations()
    book.title = "Sense"
    host.flush()
    #expect(host.evaluations(of: SwitchingReader.self) == 1)
    #expect(host.text.hasPrefix("title Sense"))
  }

  @Test("A view removed from the tree is not re-run by the model it read")
  func removedReader() throws {
    let book = Book()
    let host = ViewHost(SwitchingReader(book: book))
    host.setRoot(SwitchingReader(book: Book()))
    host.flush()
    host.resetEvaluations()
    book.title = "Gone"
    host.flush()
    #expect(host.evaluations(of: SwitchingReader.self) == 0)
  }

  @Test("Changes made on another thread reach the graph on the main actor, coalesced")
  func backgroundChanges() async {
    let ticker = ModelsTicker()
    let host = ViewHost(ModelsTickerView(ticker: ticker))
    host.resetEvaluations()
    await modelsOnAnotherThread {
      for tick in 1...100 { ticker.ticks = tick }
    }
    // The thread has ended, so its notifications are queued for the main actor: settle() runs
    // them and flushes.
    await host.settle()
    #expect(host.text == "ticks 100")
    #expect(host.evaluations(of: ModelsTickerView.self) == 1, "a hundred changes, one evaluation")
  }

  @Test("Changes from another thread update a host that flushes automatically")
  func backgroundChangesWithAutomaticFlush() async {
    let ticker = ModelsTicker()
    let host = ViewHost(ModelsTickerView(ticker: ticker))
    host.flushesAutomatically = true
    await modelsOnAnotherThread { ticker.ticks = 7 }
    // Whether the main actor has run the thread's notification and the flush it schedules yet or
    // not: run the notification (if still queued), then await the flush it scheduled (if any).
    MainActorDelivery.runQueued()
    await host.automaticFlush?.value
    #expect(!host.hasPendingUpdates)
    #expect(host.evaluations(of: ModelsTickerView.self) == 2)
    #expect(host.text == "ticks 7")
  }

  @Test("Records name the view whose @Observable reads changed")
  func records() {
    let book = Book()
    let host = ViewHost(BookScreen(book: book), recordingEvaluations: true)
    host.resetEvaluations()
    book.title = "Emma II"
    host.flush()
    let evaluation = host.updateRecords.last?.evaluations.first
    #expect(evaluation?.path == "BookScreen/VStack/TitleView")
    #expect(
      evaluation?.reasons == [
        .sourceChanged(
          SourceChange(
            kind: .observation, name: "BookScreen/VStack/TitleView", oldValue: "", newValue: ""))
      ])
    #expect(
      evaluation?.description
        == "BookScreen/VStack/TitleView: an @Observable property it read changed")
    #expect(evaluation?.changeLine == "TitleView: @dependencies changed.")
  }

  @Test("Changing a model during a body is reported and applied")
  func writeDuringBody() {
    let book = Book()
    struct Writer: View {
      let book: Book
      var body: some View {
        book.title = "Written"
        return Text("writer")
      }
    }
    struct Both: View {
      let book: Book
      var body: some View {
        VStack {
          TitleView(book: book)
          Writer(book: book)
        }
      }
    }
    let host = ViewHost(Both(book: book))
    #expect(host.text == "title Written\nwriter")
    #expect(host.diagnostics.map(\.kind) == [.stateWrittenDuringUpdate])
    #expect(
      host.diagnostics.first?.message.hasPrefix(
        "An @Observable property read by Both/VStack/TitleView was changed while Both/VStack/Writer"
      ) == true)
  }
}
