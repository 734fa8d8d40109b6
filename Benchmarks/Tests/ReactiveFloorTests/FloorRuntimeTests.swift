import Testing

@testable import ReactiveFloor

// The floor must do the work it stands for, or the ratios beside it mean nothing: a write
// re-evaluates exactly its readers, edges follow what the last evaluation read, and a flush runs
// shallower nodes first.

@Suite struct FloorRuntimeTests {
  @Test("A write re-evaluates only the nodes that read the cell")
  func onlyReaders() {
    let runtime = FloorRuntime()
    let a = FloorCell(1, in: runtime)
    let b = FloorCell(2, in: runtime)
    let readsA = runtime.makeNode(depth: 0) { a.read() * 10 }
    let readsB = runtime.makeNode(depth: 0) { b.read() * 10 }
    let before = runtime.evaluations
    a.write(5)
    #expect(runtime.hasPendingWork)
    runtime.flush()
    #expect(runtime.evaluations - before == 1)
    #expect(readsA.output == 50)
    #expect(readsB.output == 20)
  }

  @Test("Writing an equal value dirties nothing")
  func equalWrite() {
    let runtime = FloorRuntime()
    let a = FloorCell(1, in: runtime)
    _ = runtime.makeNode(depth: 0) { a.read() }
    a.write(1)
    #expect(!runtime.hasPendingWork)
  }

  @Test("A node that stops reading a cell stops depending on it, and depends on what it reads now")
  func dynamicEdges() {
    let runtime = FloorRuntime()
    let flag = FloorCell(1, in: runtime)
    let left = FloorCell(10, in: runtime)
    let right = FloorCell(20, in: runtime)
    let node = runtime.makeNode(depth: 0) { flag.read() == 1 ? left.read() : right.read() }
    #expect(node.output == 10)
    flag.write(0)
    runtime.flush()
    #expect(node.output == 20)
    #expect(left.readers.isEmpty)
    #expect(right.readers.count == 1)
    left.write(11)
    #expect(!runtime.hasPendingWork)
    right.write(21)
    runtime.flush()
    #expect(node.output == 21)
  }

  @Test("A cell read several times by one evaluation is one edge")
  func repeatedReads() {
    let runtime = FloorRuntime()
    let a = FloorCell(2, in: runtime)
    let node = runtime.makeNode(depth: 0) { a.read() + a.read() + a.read() }
    #expect(node.output == 6)
    #expect(node.sources.count == 1)
    #expect(a.readers.count == 1)
    a.write(3)
    runtime.flush()
    #expect(node.output == 9)
    #expect(a.readers.count == 1)
  }

  @Test("A node made inside another's evaluation leaves the outer evaluation's reads recorded")
  func nestedEvaluation() {
    let runtime = FloorRuntime()
    let a = FloorCell(1, in: runtime)
    let b = FloorCell(2, in: runtime)
    var inner: FloorNode?
    let outer = runtime.makeNode(depth: 0) {
      let first = a.read()
      if inner == nil { inner = runtime.makeNode(depth: 1) { a.read() + b.read() } }
      return first + a.read() + b.read()
    }
    #expect(outer.sources.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    #expect(inner?.sources.count == 2)
    let before = runtime.evaluations
    b.write(3)
    runtime.flush()
    #expect(runtime.evaluations - before == 2, "both nodes read b")
    #expect(outer.output == 5)
  }

  @Test("A flush evaluates shallower nodes first, each dirty node once")
  func depthOrder() {
    let runtime = FloorRuntime()
    let a = FloorCell(0, in: runtime)
    var order: [Int] = []
    _ = runtime.makeNode(depth: 2) {
      order.append(2)
      return a.read()
    }
    _ = runtime.makeNode(depth: 0) {
      order.append(0)
      return a.read()
    }
    _ = runtime.makeNode(depth: 1) {
      order.append(1)
      return a.read()
    }
    order.removeAll()
    a.write(1)
    a.write(2)
    runtime.flush()
    #expect(order == [0, 1, 2])
  }

  @Test("Each workload re-evaluates the nodes its name says, per operation")
  func workloadEvaluations() {
    let expected = [
      "floor-hot": 1, "floor-cold-1000": 1, "floor-cold-10000": 1, "floor-cold-100000": 1,
      "floor-10th": 100, "floor-remake": 3, "floor-create": 10_000,
      "floor-naive": FloorWorkload.nodeCount,
    ]
    for workload in FloorWorkload.all {
      let run = workload.make()
      run.prepare()
      run.operation()
      #expect(run.evaluationsPerOperation() == expected[workload.key], "\(workload.key)")
    }
  }
}
