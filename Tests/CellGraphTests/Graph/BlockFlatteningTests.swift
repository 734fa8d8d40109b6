import Observation
import Testing

@testable import CellGraph
@testable import CellGraphCore

// A block (`TupleView`) that is a node's whole content has no node of its own: its elements are
// the node's children. Inside a branch or under an explicit id it keeps its node, so that the key
// stays part of identity.
//
//     HStack                      HStack
//      └ TupleView        ─▶       ├ [0] Text
//         ├ [0] Text               └ [1] Text
//         └ [1] Text

@Observable
private final class Account {
  var name = "ada"
}

private struct Counter: View {
  @StateCell var count = 0
  var body: some View {
    Button("+ \(count)") { count += 1 }
  }
}

/// A view whose body is a block and which needs an object from the environment.
private struct Profile: View {
  @EnvironmentCell(Account.self) var account
  var body: some View {
    Text("name \(account.name)")
    Counter()
  }
}

private struct ProfileScreen: View {
  @StateCell var provides = true
  let account: Account
  var body: some View {
    VStack {
      Button("Toggle") { provides.toggle() }
      Profile().environment(provides ? account : nil)
    }
  }
}

private struct Branches: View {
  @StateCell var flag = true
  var body: some View {
    VStack {
      if flag {
        Text("a")
        Text("b")
      }
    }
  }
}

/// A view whose value must lie on a 16-byte boundary.
/// A view whose body is a label: a block with it is not a block of labels only.
private struct Letter: View {
  let name: String
  var body: some View { Text(name) }
}

private struct Gauge: View {
  let levels: SIMD4<Float>
  var body: some View { Text("levels \(levels.x) \(levels.w)") }
}

private struct Gauges: View {
  @StateCell var scale: Float = 1
  var body: some View {
    VStack {
      Text("gauges")
      Gauge(levels: SIMD4(1, 2, 3, 4) * scale)
    }
  }
}

/// Blocks of two, three, four and five counters: the builder makes the first three without a
/// parameter pack (`TupleStorage+Arity.swift`), the last with one.
private struct CounterBlocks: View {
  var body: some View {
    VStack {
      HStack {
        Counter()
        Counter()
      }
      HStack {
        Counter()
        Counter()
        Counter()
      }
      HStack {
        Counter()
        Counter()
        Counter()
        Counter()
      }
      HStack {
        Counter()
        Counter()
        Counter()
        Counter()
        Counter()
      }
    }
  }
}

@MainActor
@Suite struct BlockFlatteningTests {
  @Test("A block's elements are the children of the view that holds it; the block has no node")
  func blockHasNoNode() throws {
    let host = ViewHost(
      HStack {
        Text("a")
        Text("b")
        Letter(name: "c")
      })
    let stack = try #require(host.rootNode.children.first)
    #expect(stack.typeName.hasPrefix("HStack"))
    #expect(stack.children.map(\.key) == [.position(0), .position(1), .position(2)])
    #expect(stack.children.map(\.typeName) == ["Text", "Text", "Letter"])
    #expect(host.text == "a b c")
  }

  @Test("A block inside an if branch keeps its node, so the branch stays part of identity")
  func blockInBranchKeepsItsNode() throws {
    let host = ViewHost(Branches())
    let stack = try #require(host.rootNode.children.first?.children.first)
    let conditional = try #require(stack.children.first)
    let block = try #require(conditional.children.first)
    #expect(block.key == .branch(true), "the block is the branch's content")
    #expect(block.children.map(\.key) == [.position(0), .position(1)])
    #expect(host.text == "a\nb")
  }

  @Test("A body whose block gives way to nothing and comes back shows new views with new state")
  func blockReplacedAndBack() throws {
    let account = Account()
    let host = ViewHost(ProfileScreen(account: account))
    try host.tap("+ 0")
    host.flush()
    #expect(host.text == "[Toggle]\nname ada\n[+ 1]")

    try host.tap("Toggle")
    host.flush()
    #expect(host.text == "[Toggle]", "without its object the view shows nothing")
    #expect(host.diagnostics.map(\.kind) == [.missingEnvironmentObject])

    try host.tap("Toggle")
    host.flush()
    #expect(host.text == "[Toggle]\nname ada\n[+ 0]", "the counter is a new view: its state is new")
    account.name = "grace"
    host.flush()
    #expect(host.text == "[Toggle]\nname grace\n[+ 0]")
  }

  @Test("A block's elements lie in its box aligned for their types, and keep their values")
  func blockStorageIsAligned() throws {
    let block = TupleView(Text("gauges"), Gauge(levels: SIMD4(1, 2, 3, 4)))
    let alignment = MemoryLayout<(Text, Gauge)>.alignment
    #expect(alignment == 16, "a SIMD4<Float> needs a 16-byte boundary")
    #expect(Int(bitPattern: block.storage.address) % alignment == 0)
    #expect(block.value.1.levels == SIMD4(1, 2, 3, 4))

    let host = ViewHost(Gauges())
    #expect(host.text == "gauges\nlevels 1.0 4.0")
    let gauges = try #require(host.rootNode.children.first as? BodyNode<Gauges>)
    gauges.view.scale = 2
    #expect(host.text == "gauges\nlevels 2.0 8.0", "the new block's values reach the child")
  }

  @Test("A block of two to four children, built without a parameter pack, is the same block")
  func fixedCountBlocksMatchPackBlocks() throws {
    // The pack's box (`TupleView.init`) and the builder's box for two children (`buildBlock`).
    let pack = TupleView(Text("gauges"), Gauge(levels: SIMD4(1, 2, 3, 4)))
    let fixed = ViewBuilder.buildBlock(Text("gauges"), Gauge(levels: SIMD4(1, 2, 3, 4)))
    #expect(type(of: fixed) == type(of: pack))
    #expect(fixed.storage.count == 2)
    #expect(Int(bitPattern: fixed.storage.address) % MemoryLayout<(Text, Gauge)>.alignment == 0)
    #expect(fixed.value.0.labelString == "gauges" && fixed.value.1.levels == SIMD4(1, 2, 3, 4))
    #expect(TupleView.isSameInput(fixed, pack), "compared as one tuple: the same bytes")
    let other = ViewBuilder.buildBlock(Text("gauges"), Gauge(levels: SIMD4(1, 2, 3, 5)))
    #expect(!TupleView.isSameInput(other, pack))
    #expect(ViewBuilder.buildBlock(Text("a"), Text("b"), Text("c")).storage.count == 3)
    #expect(ViewBuilder.buildBlock(Text("a"), Text("b"), Text("c"), Text("d")).storage.count == 4)
    #expect(
      ViewBuilder.buildBlock(Text("a"), Text("b"), Text("c"), Text("d"), Text("e")).storage.count
        == 5, "five: the pack's box")

    // Each child keeps its state by its position, in every block.
    let host = ViewHost.testing(CounterBlocks())
    let zeros = [2, 3, 4, 5].map { Array(repeating: "[+ 0]", count: $0).joined(separator: " ") }
    // Apple: ViewBuilder, "A custom parameter attribute that constructs views from closures.";
    // each child of a block keeps its identity by its position (a structural identity).
    #expect(host.text == zeros.joined(separator: "\n"))
    let rows = try #require(host.rootNode.children.first?.children.first?.children)
    #expect(rows.map(\.children.count) == [2, 3, 4, 5])
    for row in rows {
      let last = try #require(row.children.last as? BodyNode<Counter>)
      last.view.count = 1
    }
    host.flush()
    let tapped = [2, 3, 4, 5].map {
      (Array(repeating: "[+ 0]", count: $0 - 1) + ["[+ 1]"]).joined(separator: " ")
    }
    #expect(host.text == tapped.joined(separator: "\n"))
  }

  @Test("A block knows how many children it has, so its node reserves room for them at once")
  func blockCountsItsChildren() {
    #expect(TupleView(Text("a"), Text("b"), Text("c")).storage.count == 3)
    #expect(TupleView(Text("a"), Toggle("b", isOn: .constant(true))).storage.count == 2)
    #expect(TupleView().storage.count == 0)
  }
}
