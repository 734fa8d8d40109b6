import Testing

@testable import CellGraph
@testable import CellGraphCore

// Identity: structural position, branches, ForEach ids and `.id(_:)` decide which state survives.

@MainActor
private final class Journal {
  var entries: [String] = []
}

private struct Counter: View {
  let name: String
  let journal: Journal
  @StateCell var count = 0
  var body: some View {
    HStack {
      Text("\(name) \(count)")
      Button("+\(name)") { count += 1 }
    }
    .onAppear { journal.entries.append("appear \(name)") }
    .onDisappear { journal.entries.append("disappear \(name)") }
  }
}

private struct Siblings: View {
  let journal: Journal
  @StateCell var showSecond = true
  @StateCell var flag = true
  @StateCell var generation = 0
  var body: some View {
    VStack {
      Counter(name: "a", journal: journal)
      if showSecond { Counter(name: "b", journal: journal) }
      if flag {
        Counter(name: "t", journal: journal)
      } else {
        Counter(name: "f", journal: journal)
      }
      Counter(name: "g\(generation)", journal: journal).id(generation)
      Button("Toggle second") { showSecond.toggle() }
      Button("Flip") { flag.toggle() }
      Button("Regenerate") { generation += 1 }
    }
  }
}

private struct Entry: Identifiable, Equatable {
  let id: Int
}

private struct Ordered: View {
  let journal: Journal
  @StateCell var entries = [Entry(id: 1), Entry(id: 2), Entry(id: 3)]
  var body: some View {
    VStack {
      ForEach(entries) { entry in Counter(name: "\(entry.id)", journal: journal) }
      Button("Reverse") { entries.reverse() }
      Button("Drop 2") { entries.removeAll { $0.id == 2 } }
      Button("Add 2") { entries.insert(Entry(id: 2), at: 1) }
    }
  }
}

@MainActor
@Suite struct IdentityTests {
  @Test("Sibling instances of one view type have separate state")
  func siblingsHaveSeparateState() throws {
    let host = ViewHost(Siblings(journal: Journal()))
    try host.tap("+a")
    try host.tap("+a")
    try host.tap("+b")
    #expect(host.text.contains("a 2"))
    #expect(host.text.contains("b 1"))
  }

  @Test("Removing a view releases its state; bringing it back starts fresh")
  func removalReleasesState() throws {
    let journal = Journal()
    let host = ViewHost(Siblings(journal: journal))
    try host.tap("+b")
    #expect(host.text.contains("b 1"))
    journal.entries.removeAll()

    try host.tap("Toggle second")
    #expect(!host.text.contains("b 1"))
    #expect(journal.entries == ["disappear b"])

    try host.tap("Toggle second")
    #expect(host.text.contains("b 0"), "a new identity starts from the initial value")
    #expect(journal.entries == ["disappear b", "appear b"])
  }

  @Test("An if/else branch is identity: flipping it replaces the view and resets its state")
  func branchesAreIdentity() throws {
    let journal = Journal()
    let host = ViewHost(Siblings(journal: journal))
    try host.tap("+t")
    journal.entries.removeAll()

    try host.tap("Flip")
    #expect(host.text.contains("f 0"))
    #expect(journal.entries == ["appear f", "disappear t"], "new appears before old disappears")

    try host.tap("Flip")
    #expect(host.text.contains("t 0"), "the first branch comes back with fresh state")
  }

  @Test("Changing .id(_:) gives the view a new identity with fresh state")
  func explicitIDIsIdentity() throws {
    let journal = Journal()
    let host = ViewHost(Siblings(journal: journal))
    try host.tap("+g0")
    #expect(host.text.contains("g0 1"))
    journal.entries.removeAll()

    try host.tap("Regenerate")
    #expect(host.text.contains("g1 0"))
    #expect(journal.entries == ["appear g1", "disappear g0"])
  }

  @Test("A re-created view struct keeps the state of its identity")
  func recreationKeepsState() throws {
    let host = ViewHost(Siblings(journal: Journal()))
    try host.tap("+a")
    try host.tap("Flip")  // the parent re-runs and re-creates every Counter struct
    #expect(host.text.contains("a 1"))
  }

  @Test("ForEach rows keep their state when their elements move")
  func movedRowsKeepState() throws {
    let journal = Journal()
    let host = ViewHost(Ordered(journal: journal))
    try host.tap("+1")
    try host.tap("+3")
    try host.tap("+3")
    host.flush()
    journal.entries.removeAll()
    host.resetEvaluations()

    try host.tap("Reverse")
    #expect(host.text.hasPrefix("3 2 [+3]\n2 0 [+2]\n1 1 [+1]"))
    #expect(host.evaluations(of: Counter.self) == 0, "moved rows with equal inputs are not re-run")
    #expect(journal.entries.isEmpty, "moving is not disappearing")
  }

  @Test("A ForEach id that leaves releases its row's state; when it returns the row is fresh")
  func removedIDsReleaseState() throws {
    let journal = Journal()
    let host = ViewHost(Ordered(journal: journal))
    try host.tap("+2")
    journal.entries.removeAll()

    try host.tap("Drop 2")
    #expect(!host.text.contains("[+2]"))
    #expect(journal.entries == ["disappear 2"])

    try host.tap("Add 2")
    #expect(host.text.contains("2 0 [+2]"))
    #expect(journal.entries == ["disappear 2", "appear 2"])
  }

  @Test("Every node has a readable identity path")
  func identityPaths() throws {
    let host = ViewHost(Ordered(journal: Journal()))
    var paths: [String] = []
    func visit(_ node: Node) {
      if node.hasBody { paths.append(node.identityPath) }
      node.children.forEach(visit)
    }
    visit(host.rootNode)
    #expect(
      paths == [
        "Ordered", "Ordered/VStack/ForEach[id: 1]/Counter", "Ordered/VStack/ForEach[id: 2]/Counter",
        "Ordered/VStack/ForEach[id: 3]/Counter",
      ])
  }
}

private struct TwoButtons: View {
  var body: some View {
    VStack {
      Button("Save") {}
      Text("between")
      Button("Cancel") {}.padding()
    }
  }
}

@MainActor
@Suite struct SiblingPathTests {
  @Test("Siblings of one block that would read the same are numbered, so each path names one view")
  func siblingsAreNumbered() {
    let host = ViewHost(TwoButtons())
    #expect(
      host.controls == [#"button "Save""#, #"button "Cancel""#])
    var paths: [String] = []
    func visit(_ node: Node) {
      if node.control != nil { paths.append(node.identityPath) }
      node.children.forEach(visit)
    }
    visit(host.rootNode)
    #expect(paths == ["TwoButtons/VStack/Button#1", "TwoButtons/VStack/Button#2"])
  }
}
