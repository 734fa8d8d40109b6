import Testing

@testable import CellGraph
@testable import CellGraphCore

#if canImport(Glibc)
  import Glibc
#endif

// A node keeps its view value in itself (`TypedNode.storage` points into the node), not in memory
// of its own; a type whose installed copy can differ from what it received keeps the received
// value apart (`received`), and compares that.

/// A view value wider than a few words and more aligned than a word.
private struct Wide: View {
  let vector: SIMD4<Double>
  let words: (Int, Int, Int, Int, Int)
  let label: String
  // In a `Group`, so that the label has a node of its own (a body that is a `Text` keeps it).
  var body: some View { Group { Text("\(label) \(vector.x) \(words.4)") } }
}

private struct WideParent: View {
  @StateCell var step = 0
  var body: some View {
    VStack {
      Wide(vector: SIMD4(Double(step), 0, 0, 0), words: (0, 0, 0, 0, step), label: "wide")
      Text("step \(step)")
    }
  }
}

private struct Counted: View {
  let title: String
  @GraphUpdateCounter var updates: Int
  var body: some View { Text("\(title): \(updates)") }
}

private struct CountedParent: View {
  @StateCell var tick = 0
  @StateCell var title = "a"
  var body: some View {
    VStack {
      Text("tick \(tick)")
      Counted(title: title)
    }
  }
}

@MainActor
private func firstNode<V: View>(of _: V.Type, under node: Node) -> TypedNode<V>? {
  if let typed = node as? TypedNode<V> { return typed }
  for child in node.children {
    if let found = firstNode(of: V.self, under: child) { return found }
  }
  return nil
}

/// The usable size of the heap block at `start` (glibc's `malloc_usable_size`, which the `Glibc`
/// module does not export), or `nil` where it is not available.
private func allocationSize(at start: UnsafeRawPointer) -> Int? {
  #if canImport(Glibc)
    typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
    guard let process = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(process, "malloc_usable_size")
    else { return nil }
    return unsafeBitCast(symbol, to: UsableSize.self)(UnsafeMutableRawPointer(mutating: start))
  #else
    return nil
  #endif
}

@MainActor
@Suite struct TypedNodeTests {
  @Test("A node's view value lies inside the node, at an address that stays through updates")
  func valueLivesInTheNode() throws {
    let host = ViewHost(WideParent())
    let parent = try #require(firstNode(of: WideParent.self, under: host.rootNode))
    let wide = try #require(firstNode(of: Wide.self, under: host.rootNode))
    let address = UnsafeRawPointer(wide.viewAddress)
    let start = UnsafeRawPointer(Unmanaged.passUnretained(wide).toOpaque())
    let offset = address - start
    // Within the node's own allocation (a separate one could lie just after it).
    let allocated = allocationSize(at: start) ?? 512
    #expect(offset > 0 && offset + MemoryLayout<Wide>.size <= allocated, "offset \(offset)")
    #expect(Int(bitPattern: address) % MemoryLayout<Wide>.alignment == 0)

    parent.view.step = 3
    host.flush()
    #expect(host.text == "wide 3.0 3\nstep 3")
    #expect(UnsafeRawPointer(wide.viewAddress) == address, "the value is replaced in place")
    #expect(wide.view.vector.x == 3 && wide.view.words.4 == 3 && wide.view.label == "wide")
  }

  @Test("Every node of a view type keeps its value at the offset the type's first node found")
  func valueOffsetIsTheTypes() throws {
    struct Pair: View {
      var first = "first"
      var body: some View {
        // A body's own block: its labels have nodes (a stack would keep them as labels).
        Text(first)
        Text("second")
      }
    }
    let host = ViewHost(Pair())
    #expect(host.text == "first\nsecond")
    #expect(ViewTypeInfo.of(Text.self).valueOffset > 0, "set by the first label made")
    var labels: [TypedNode<Text>] = []
    func collect(_ node: Node) {
      if let label = node as? TypedNode<Text> { labels.append(label) }
      node.children.forEach(collect)
    }
    collect(host.rootNode)
    #expect(labels.count == 2)
    for label in labels {
      let start = UnsafeRawPointer(Unmanaged.passUnretained(label).toOpaque())
      #expect(UnsafeRawPointer(label.viewAddress) - start == ViewTypeInfo.of(Text.self).valueOffset)
    }
    // The same offset for a body node and a primitive node: both add their properties after
    // `TypedNode`'s.
    let body = try #require(firstNode(of: Pair.self, under: host.rootNode))
    let start = UnsafeRawPointer(Unmanaged.passUnretained(body).toOpaque())
    #expect(UnsafeRawPointer(body.viewAddress) - start == ViewTypeInfo.of(Pair.self).valueOffset)
    #expect(
      ViewTypeInfo.of(Pair.self).valueOffset == ViewTypeInfo.of(Text.self).valueOffset,
      "the value follows TypedNode's own properties, whatever the node's class")
  }

  @Test("A node made for a view type's second value keeps its own copy")
  func nodesKeepTheirOwnValues() throws {
    let host = ViewHost(WideParent())
    let wide = try #require(firstNode(of: Wide.self, under: host.rootNode))
    let label = try #require(firstNode(of: Text.self, under: wide))
    #expect(label.view.content == "wide 0.0 0")
    #expect(UnsafeRawPointer(label.viewAddress) != UnsafeRawPointer(wide.viewAddress))
  }

  @Test("A view whose installed copy changes compares what it received, not its installed copy")
  func receivedValuesAreComparedApart() throws {
    #expect(ViewTypeInfo.of(Counted.self).comparesReceivedValues)
    let host = ViewHost(CountedParent())
    #expect(host.text == "tick 0\na: 1")
    let parent = try #require(firstNode(of: CountedParent.self, under: host.rootNode))

    // The same input as received last time: skipped, though the installed copy counted 1.
    parent.view.tick = 1
    host.flush()
    #expect(host.evaluations(of: Counted.self) == 1)
    #expect(host.text == "tick 1\na: 1")

    // A different input: it replaces the stored copy, whose field is installed afresh.
    parent.view.title = "b"
    host.flush()
    #expect(host.evaluations(of: Counted.self) == 2)
    #expect(host.text == "tick 1\nb: 1")
  }
}
