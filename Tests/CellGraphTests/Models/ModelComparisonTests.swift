import Observation
import Testing

@testable import CellGraph
@testable import CellGraphCore

// The same screen twice: a title, a book count and a filter field, each its own view, all given
// the same model. Changing one property shows how the two generations of models differ.

// MARK: - On an ObservableObject

final class CoarseLibrary: ObservableObject {
  @Published var title = "Library"
  @Published var books = ["Emma", "Persuasion"]
  @Published var filter = ""
}

private struct CoarseTitle: View {
  @ObservedObjectCell var library: CoarseLibrary
  var body: some View { Text(library.title) }
}

private struct CoarseCount: View {
  @ObservedObjectCell var library: CoarseLibrary
  var body: some View { Text("\(library.books.count) books") }
}

private struct CoarseFilter: View {
  @ObservedObjectCell var library: CoarseLibrary
  var body: some View { TextField("Filter", text: $library.filter) }
}

private struct CoarseScreen: View {
  @OwnedObjectCell var library = CoarseLibrary()
  var body: some View {
    VStack {
      CoarseTitle(library: library)
      CoarseCount(library: library)
      CoarseFilter(library: library)
    }
  }
}

// MARK: - On an @Observable model

// Internal, not private, so that their names read well in the dependency graph.
@Observable
final class FineLibrary {
  var title = "Library"
  var books = ["Emma", "Persuasion"]
  var filter = ""
}

private struct FineTitle: View {
  let library: FineLibrary
  var body: some View { Text(library.title) }
}

private struct FineCount: View {
  let library: FineLibrary
  var body: some View { Text("\(library.books.count) books") }
}

private struct FineFilter: View {
  @BindableCell var library: FineLibrary
  var body: some View { TextField("Filter", text: $library.filter) }
}

private struct FineScreen: View {
  @StateCell var library = FineLibrary()
  var body: some View {
    VStack {
      FineTitle(library: library)
      FineCount(library: library)
      FineFilter(library: library)
    }
  }
}

// MARK: - Tests

@MainActor
@Suite struct ModelComparisonTests {
  @Test("One property change re-runs every observing view of an ObservableObject")
  func coarseModel() throws {
    let host = ViewHost(CoarseScreen(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.type("Aus", into: "Filter")
    host.flush()
    #expect(
      host.evaluatedBodies == [
        "CoarseScreen", "CoarseScreen/VStack/CoarseTitle", "CoarseScreen/VStack/CoarseCount",
        "CoarseScreen/VStack/CoarseFilter",
      ])
    #expect(host.text == "Library\n2 books\nFilter: [Aus]")
  }

  @Test("One property change re-runs only the readers of an @Observable property")
  func fineModel() throws {
    let host = ViewHost(FineScreen(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.type("Aus", into: "Filter")
    host.flush()
    #expect(host.evaluatedBodies == [], "the filter is read by the text field alone, not a body")
    #expect(host.text == "Library\n2 books\nFilter: [Aus]")

    host.resetEvaluations()
    host.rootNode.children[0].firstObservable()?.books.append("Sense")
    host.flush()
    #expect(host.evaluatedBodies == ["FineScreen/VStack/FineCount"])
    #expect(host.text == "Library\n3 books\nFilter: [Aus]")
  }

  @Test("The dependency graphs show the difference: one object source, or one source per reader")
  func dependencyGraphs() throws {
    let coarse = ViewHost(CoarseScreen()).dependencyGraph()
    #expect(
      coarse.text == """
        views
          v1 CoarseScreen  reads s1 CoarseLibrary
          v2 CoarseScreen/VStack/CoarseTitle  reads s1 CoarseLibrary
          v3 CoarseScreen/VStack/CoarseCount  reads s1 CoarseLibrary
          v4 CoarseScreen/VStack/CoarseFilter  reads s1 CoarseLibrary
          v5 CoarseScreen/VStack/CoarseFilter/TextField  reads s1 CoarseLibrary
        sources
          s1 object CoarseLibrary = ObservableObject  read by v1, v2, v3, v4, v5
        """)
    let fine = ViewHost(FineScreen()).dependencyGraph()
    #expect(
      fine.text == """
        views
          v1 FineScreen  reads s1 FineScreen.library
          v2 FineScreen/VStack/FineTitle  reads s2 FineScreen/VStack/FineTitle
          v3 FineScreen/VStack/FineCount  reads s3 FineScreen/VStack/FineCount
          v4 FineScreen/VStack/FineFilter
          v5 FineScreen/VStack/FineFilter/TextField  reads s4 FineScreen/VStack/FineFilter/TextField
        sources
          s1 state FineScreen.library = CellGraphTests.FineLibrary  read by v1
          s2 observation FineScreen/VStack/FineTitle = @Observable properties  read by v2
          s3 observation FineScreen/VStack/FineCount = @Observable properties  read by v3
          s4 observation FineScreen/VStack/FineFilter/TextField = @Observable properties  read by v5
        """)
  }
}

/// Both screens in one host, for the picture in Docs/Models.md.
private struct BothScreens: View {
  var body: some View {
    VStack {
      CoarseScreen()
      FineScreen()
    }
  }
}

extension ModelComparisonTests {
  /// Docs/Images/models-dependency-graph.svg is drawn from the DOT this test attaches:
  ///
  ///     swift test --filter ModelComparisonTests/drawTheGraph --attachments-path "$dir"
  ///     dot -Tsvg "$dir/models.dot" -o Docs/Images/models-dependency-graph.svg
  @Test("Draw both generations of models in one dependency graph")
  func drawTheGraph() throws {
    let graph = ViewHost(BothScreens()).dependencyGraph()
    Attachment.record(graph.dot, named: "models.dot")
    let dot = try ParsedDOT(graph.dot)
    #expect(dot.nodes.values.filter { $0["shape"] == "octagon" }.count == 1)
    #expect(dot.nodes.values.filter { $0["shape"] == "note" }.count == 3)
  }
}

extension Node {
  /// The `FineLibrary` of the `FineScreen` this node belongs to, found through its state.
  fileprivate func firstObservable() -> FineLibrary? {
    var node: Node? = self
    while let current = node {
      for box in current.fieldStorage {
        if let box = box as? StateBox<FineLibrary> { return box.value }
      }
      node = current.parent
    }
    return nil
  }
}
