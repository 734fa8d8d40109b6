import Testing

@testable import CellGraph
@testable import CellGraphCore

// A `ForEach` patches its text in place: when its rows are the ones its text was assembled
// from, and each gave one block, only the blocks of rows whose text changed are replaced. These
// tests pin the text to what a fresh render shows through every case that must fall back to
// assembling it again.
//
//     Table (@StateCell ids)
//      └ VStack ─ ForEach(ids) ─ Row (@StateCell lines: 1 or 2, @StateCell mark)
//                                 └ Text, or Text + Text (two blocks)

private struct PatchRow: View {
  let id: Int
  var isStarred = false
  @StateCell var lines = 1
  @StateCell var mark = ""

  var body: some View {
    if lines == 2 {
      line
      Text("  more \(id)")
    } else {
      line
    }
  }

  private var line: some View {
    HStack {
      Button("Grow \(id)") { lines = lines == 1 ? 2 : 1 }
      Button("Mark \(id)") { mark += "*" }
      Text("row \(id)\(mark)\(isStarred ? " ★" : "")")
    }
  }
}

private struct PatchTable: View {
  @StateCell var ids = [1, 2, 3, 4]
  @StateCell var starred: Int? = nil

  var body: some View {
    VStack {
      HStack {
        Button("Reverse") { ids.reverse() }
        Button("Drop first") { ids.removeFirst() }
        Button("Swap ends") { ids.swapAt(0, ids.count - 1) }
        Button("Insert 9") { ids.insert(9, at: 1) }
        Button("Star 3 and reverse") {
          starred = 3
          ids.reverse()
        }
      }
      ForEach(ids, id: \.self) { id in PatchRow(id: id, isStarred: id == starred) }
    }
  }
}

/// The host's text without the buttons: the rows' texts only.
@MainActor
private func rows(_ host: ViewHost) -> [String] {
  host.text.split(separator: "\n").dropFirst().map { line in
    String(line.split(separator: "] ").last ?? line)
  }
}

/// Whether the `ForEach`'s text was last assembled one block per row, so that the next change of
/// a row is patched in place.
@MainActor
private func patchesInPlace(_ host: ViewHost) -> Bool {
  forEachNode(host)?.flags.contains(.oneBlockPerChild) == true
}

@MainActor
private func forEachNode(_ host: ViewHost) -> Node? {
  func find(_ node: Node) -> Node? {
    if node.typeName.hasPrefix("ForEach") { return node }
    return node.children.lazy.compactMap(find).first
  }
  return find(host.rootNode)
}

/// How many times `action` made a node assemble its children's text from every child, rather
/// than patch or move its blocks; the text is read after it.
@MainActor
private func assemblies(_ host: ViewHost, _ action: () throws -> Void) rethrows -> Int {
  _ = host.text
  let before = host.graph.childrenTextAssemblies
  try action()
  _ = host.text
  return host.graph.childrenTextAssemblies - before
}

@MainActor
@Suite struct ForEachTextTests {
  @Test("A changed row's block is replaced in the ForEach's text, the others are kept")
  func changedRowIsPatched() throws {
    let host = ViewHost(PatchTable())
    #expect(rows(host) == ["row 1", "row 2", "row 3", "row 4"])
    #expect(patchesInPlace(host), "every row gave one block")
    try host.tap("Mark 3")
    #expect(rows(host) == ["row 1", "row 2", "row 3*", "row 4"])
    try host.tap("Mark 1")
    try host.tap("Mark 4")
    #expect(rows(host) == ["row 1*", "row 2", "row 3*", "row 4*"])
  }

  @Test("A row rendered by a flush before the whole text is read appears in the text")
  func rowRenderedByFlushAppears() throws {
    let host = ViewHost(PatchTable())
    _ = host.text
    try host.tap("Mark 2")
    host.flush()  // renders the changed row's text only
    #expect(rows(host) == ["row 1", "row 2*", "row 3", "row 4"])
  }

  @Test("A row that grows to two blocks and back is shown in full each time")
  func rowChangingBlockCount() throws {
    let host = ViewHost(PatchTable())
    try host.tap("Grow 2")
    #expect(rows(host) == ["row 1", "row 2", "  more 2", "row 3", "row 4"])
    #expect(!patchesInPlace(host), "row 2 gives two blocks")
    try host.tap("Mark 3")
    #expect(rows(host) == ["row 1", "row 2", "  more 2", "row 3*", "row 4"])
    try host.tap("Grow 2")
    #expect(rows(host) == ["row 1", "row 2", "row 3*", "row 4"])
    #expect(patchesInPlace(host), "every row gives one block again")
    try host.tap("Mark 2")
    #expect(rows(host) == ["row 1", "row 2*", "row 3*", "row 4"])
  }

  @Test("Moved and removed rows carry their blocks, and patching continues after")
  func structuralChangesMoveBlocks() throws {
    let host = ViewHost(PatchTable())
    try host.tap("Mark 1")
    try host.tap("Reverse")
    #expect(rows(host) == ["row 4", "row 3", "row 2", "row 1*"])
    try host.tap("Drop first")
    #expect(rows(host) == ["row 3", "row 2", "row 1*"])
    #expect(patchesInPlace(host))
    try host.tap("Mark 2")
    #expect(rows(host) == ["row 3", "row 2*", "row 1*"])
  }

  @Test("A swap moves the two blocks: the text is not assembled from every row")
  func swapMovesBlocks() throws {
    let host = ViewHost(PatchTable())
    try host.tap("Mark 4")
    #expect(try assemblies(host) { try host.tap("Swap ends") } == 0, "the blocks follow the rows")
    #expect(rows(host) == ["row 4*", "row 2", "row 3", "row 1"])
    #expect(patchesInPlace(host))
  }

  @Test("An inserted row's text goes between the moved blocks")
  func insertionBetweenBlocks() throws {
    let host = ViewHost(PatchTable())
    #expect(try assemblies(host) { try host.tap("Insert 9") } == 0)
    #expect(rows(host) == ["row 1", "row 9", "row 2", "row 3", "row 4"])
  }

  @Test("Two rearrangements before the text is read compose: each block lands where its row is")
  func rearrangementsCompose() throws {
    let host = ViewHost(PatchTable())
    try host.tap("Mark 1")
    let assembled = try assemblies(host) {
      try host.tap("Reverse")
      try host.tap("Drop first")
      try host.tap("Insert 9")
    }
    #expect(assembled == 0, "the second and third moves build on the first")
    #expect(rows(host) == ["row 3", "row 9", "row 2", "row 1*"])
  }

  @Test("A row whose text changed in the pass that moved it shows its new text, not its old block")
  func rowChangedWhileMoving() throws {
    let host = ViewHost(PatchTable())
    #expect(try assemblies(host) { try host.tap("Star 3 and reverse") } == 0)
    #expect(rows(host) == ["row 4", "row 3 ★", "row 2", "row 1"])
    try host.tap("Mark 3")
    #expect(rows(host) == ["row 4", "row 3* ★", "row 2", "row 1"])
  }

  @Test("Rows of several blocks are not moved as blocks: the text is assembled afresh")
  func severalBlocksFallBack() throws {
    let host = ViewHost(PatchTable())
    try host.tap("Grow 2")
    #expect(try assemblies(host) { try host.tap("Reverse") } == 1, "row 2 gives two blocks")
    #expect(rows(host) == ["row 4", "row 3", "row 2", "  more 2", "row 1"])
  }

  @Test("A row that grows to two blocks after it moved sends the text to be assembled afresh")
  func growingAfterMoveFallsBack() throws {
    let host = ViewHost(PatchTable())
    let assembled = try assemblies(host) {
      try host.tap("Reverse")
      try host.tap("Grow 2")
    }
    #expect(assembled == 1, "the grown row's two blocks cannot be moved")
    #expect(rows(host) == ["row 4", "row 3", "row 2", "  more 2", "row 1"])
    #expect(!patchesInPlace(host))
    try host.tap("Grow 2")
    #expect(rows(host) == ["row 4", "row 3", "row 2", "row 1"])
  }
}

/// A collection whose `count` says less than it holds: iteration yields all three elements.
private struct UndercountedNames: RandomAccessCollection {
  let names = ["ant", "bee", "cat"]
  var startIndex: Int { 0 }
  var endIndex: Int { names.count }
  var count: Int { 1 }
  subscript(position: Int) -> String { names[position] }
}

private struct UndercountedList: View {
  var body: some View {
    VStack {
      ForEach(UndercountedNames(), id: \.self) { name in Text(name) }
    }
  }
}

@MainActor
@Suite struct ForEachMiscountedDataTests {
  @Test("A ForEach over a collection whose count is too small still shows every element")
  func undercountedCollectionShowsEveryElement() {
    let host = ViewHost(UndercountedList())
    #expect(host.text == "ant\nbee\ncat")
  }
}
