import Observation
import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Models

@Observable
private final class Book: Identifiable {
  let id: Int
  var title: String
  var isRead = false
  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

@Observable
private final class Library {
  var books = [Book(id: 1, title: "Emma"), Book(id: 2, title: "Persuasion")]
  var tags = [Tag(id: 1, name: "classic")]
}

private struct Tag: Identifiable {
  let id: Int
  var name: String
}

// MARK: - Views

private struct BookEditor: View {
  @BindableCell var book: Book
  var body: some View {
    VStack {
      TextField("Title", text: $book.title)
      Toggle("Read", isOn: $book.isRead)
    }
  }
}

/// Never reads the book itself: only hands bindings to built-in views.
private struct EditorScreen: View {
  let book: Book
  var body: some View { BookEditor(book: book) }
}

private struct TitleChild: View {
  @BindingCell var title: String
  var body: some View { Text("child \(title)") }
}

private struct LocalBindable: View {
  let book: Book
  var body: some View {
    @BindableCell var book = book
    return TitleChild(title: $book.title)
  }
}

/// Rows read their book inside the `ForEach` content closure.
private struct ClosureRows: View {
  let library: Library
  var body: some View {
    VStack {
      ForEach(library.books) { book in
        Text("\(book.title)\(book.isRead ? " ✓" : "")")
      }
    }
  }
}

private struct RowView: View {
  let book: Book
  var body: some View { Text("row \(book.title)") }
}

/// Rows are views of their own: each reads its book in its body.
private struct ViewRows: View {
  let library: Library
  var body: some View {
    VStack {
      ForEach(library.books) { book in RowView(book: book) }
    }
  }
}

private struct TagEditor: View {
  @BindableCell var library: Library
  var body: some View {
    VStack {
      ForEach($library.tags) { $tag in
        TextField("Tag \(tag.id)", text: $tag.name)
      }
    }
  }
}

// MARK: - Tests

@MainActor
@Suite struct BindableCellTests {
  @Test("Bindings into an @Observable model drive built-in views, which track the property")
  func bindingsDriveControls() throws {
    let book = Book(id: 1, title: "Emma")
    let host = ViewHost(EditorScreen(book: book))
    #expect(host.text == "Title: [Emma]\n[ ] Read")
    try host.toggle("Read")
    try host.type("Sense", into: "Title")
    host.flush()
    #expect(book.isRead)
    #expect(book.title == "Sense")
    #expect(host.text == "Title: [Sense]\n[x] Read")

    host.resetEvaluations()
    book.isRead = false
    host.flush()
    #expect(host.text == "Title: [Sense]\n[ ] Read", "the toggle read the property, so it updates")
    #expect(host.evaluations(of: BookEditor.self) == 0, "the body only made bindings")
    #expect(host.evaluations(of: EditorScreen.self) == 0)
  }

  @Test("A local @BindableCell in a body makes bindings for a child's BindingCell")
  func localBindable() {
    let book = Book(id: 1, title: "Emma")
    let host = ViewHost(LocalBindable(book: book))
    #expect(host.text == "child Emma")
    host.resetEvaluations()
    book.title = "Lady Susan"
    host.flush()
    #expect(host.text == "child Lady Susan")
    #expect(host.evaluations(of: TitleChild.self) == 1)
    #expect(host.evaluations(of: LocalBindable.self) == 0, "the parent read no property")
  }

  @Test("Bindings to the same property of the same object are the same input")
  func bindingsCompareByLocation() {
    let book = Book(id: 1, title: "Emma")
    let first = BindableCell(book).title
    let second = BindableCell(book).title
    #expect(ValueComparator.areEqual(first, second))
    #expect(!ValueComparator.areEqual(first, BindableCell(Book(id: 2, title: "Emma")).title))
    #expect(first.location.locationName.hasPrefix("Book"))
  }

  @Test("Reads in a ForEach content closure are tracked by the ForEach, not its parent")
  func forEachClosureReads() {
    let library = Library()
    let host = ViewHost(ClosureRows(library: library))
    #expect(host.text == "Emma\nPersuasion")
    host.resetEvaluations()
    library.books[1].isRead = true
    host.flush()
    #expect(host.text == "Emma\nPersuasion ✓")
    #expect(host.evaluations(of: ClosureRows.self) == 0)
  }

  @Test("A row's own reads re-run that row only, not the ForEach or the other rows")
  func rowReadsStayInRows() {
    let library = Library()
    let host = ViewHost(ViewRows(library: library))
    host.resetEvaluations()
    library.books[0].title = "Emma!"
    host.flush()
    #expect(host.evaluations(of: RowView.self) == 1)
    #expect(host.evaluations(of: ViewRows.self) == 0)
    let foreach = host.rootNode.children[0].children[0].children[0]
    #expect(foreach.observedProperties == nil, "the ForEach read no @Observable property itself")
    #expect(host.text == "row Emma!\nrow Persuasion")
  }

  @Test("A ForEach over a binding into a model follows the model's collection")
  func forEachOverModelBinding() throws {
    let library = Library()
    let host = ViewHost(TagEditor(library: library))
    #expect(host.text == "Tag 1: [classic]")
    library.tags.append(Tag(id: 2, name: "romance"))
    host.flush()
    #expect(host.text == "Tag 1: [classic]\nTag 2: [romance]")
    #expect(
      host.evaluations(of: TagEditor.self) == 2,
      "the body that builds ForEach($library.tags) reads the tags, as SwiftUI's ForEach does")
    try host.type("novel", into: "Tag 1")
    #expect(library.tags.map(\.name) == ["novel", "romance"])
  }
}
