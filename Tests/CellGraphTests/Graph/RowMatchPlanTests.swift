import Testing

@testable import CellGraph
@testable import CellGraphCore

// `RowMatchPlan` maps a `ForEach`'s new ids to its previous children: the common prefix and
// suffix in place, equal ids at equal positions of equal-length middles in place, and only the
// rest through a dictionary. Each case below states the mapping it must produce; the plan that
// must not exist (a repeated id) sends the `ForEach` to `ElementKeyMatcher`.

private func keys(_ ids: [Int]) -> ContiguousArray<ChildKey> {
  ContiguousArray(ids.map { ChildKey.forElement($0) })
}

private func matchPlan(_ previous: [Int], _ new: [Int]) -> RowMatchPlan? {
  RowMatchPlan(previous: keys(previous), keys: keys(new))
}

/// Checks that every source names a previous child with the new row's id, that no previous child
/// is kept twice, and that the removed children are exactly the ones no row keeps, in order.
private func expectConsistent(_ plan: RowMatchPlan, _ previous: [Int], _ new: [Int]) {
  var kept = Set<Int>()
  for (index, source) in plan.sources.enumerated() where source >= 0 {
    #expect(previous[source] == new[index], "row \(index) keeps a child with its own id")
    #expect(kept.insert(source).inserted, "child \(source) is kept once")
  }
  let notKept = previous.indices.filter { !kept.contains($0) }
  #expect(Array(plan.removed) == notKept, "the children no row keeps are removed, in order")
  for (index, source) in plan.sources.enumerated() where source < 0 {
    #expect(!previous.contains(new[index]), "only an id that was not there is a new child")
  }
}

@Suite struct RowMatchPlanTests {
  @Test("Unchanged ids keep every child in place and change nothing")
  func unchanged() throws {
    let plan = try #require(matchPlan([1, 2, 3], [1, 2, 3]))
    #expect(Array(plan.sources) == [0, 1, 2])
    #expect(plan.removed.isEmpty)
    #expect(!plan.changesChildren)
  }

  @Test("A swap keeps the prefix, suffix and middle in place and exchanges the two children")
  func swap() throws {
    let previous = Array(1...10)
    var new = previous
    new.swapAt(1, 8)
    let plan = try #require(matchPlan(previous, new))
    #expect(Array(plan.sources) == [0, 8, 2, 3, 4, 5, 6, 7, 1, 9])
    #expect(plan.prefix == 1)
    #expect(plan.removed.isEmpty)
    #expect(plan.changesChildren)
    expectConsistent(plan, previous, new)
  }

  @Test("A removal keeps everything else and removes the one child")
  func removal() throws {
    let plan = try #require(matchPlan([1, 2, 3, 4, 5], [1, 2, 4, 5]))
    #expect(Array(plan.sources) == [0, 1, 3, 4])
    #expect(Array(plan.removed) == [2])
    #expect(plan.prefix == 2)
  }

  @Test("An insertion is a new child between the kept ones")
  func insertion() throws {
    let plan = try #require(matchPlan([1, 2, 3], [1, 9, 2, 3]))
    #expect(Array(plan.sources) == [0, -1, 1, 2])
    #expect(plan.removed.isEmpty)
  }

  @Test("Clearing removes every child, in order")
  func clear() throws {
    let plan = try #require(matchPlan([1, 2, 3], []))
    #expect(plan.sources.isEmpty)
    #expect(Array(plan.removed) == [0, 1, 2])
  }

  @Test("Rows made from nothing are all new")
  func creation() throws {
    let plan = try #require(matchPlan([], [1, 2, 3]))
    #expect(Array(plan.sources) == [-1, -1, -1])
    #expect(plan.prefix == 0)
  }

  @Test("A reversal moves every child across the whole list by key")
  func reversal() throws {
    let previous = Array(1...9)
    let plan = try #require(matchPlan(previous, previous.reversed()))
    #expect(Array(plan.sources) == Array((0...8).reversed()))
    #expect(plan.prefix == 0)
    expectConsistent(plan, previous, previous.reversed())
  }

  @Test("A move with an insertion and a removal maps every kept id to its child")
  func mixedEdit() throws {
    let previous = [1, 2, 3, 4, 5, 6]
    let new = [1, 5, 7, 2, 3, 6]
    let plan = try #require(matchPlan(previous, new))
    #expect(Array(plan.sources) == [0, 4, -1, 1, 2, 5])
    #expect(Array(plan.removed) == [3])
    expectConsistent(plan, previous, new)
  }

  @Test("Ids replaced by new ones make every row new and remove every child")
  func replacement() throws {
    let plan = try #require(matchPlan([1, 2, 3], [4, 5, 6]))
    #expect(Array(plan.sources) == [-1, -1, -1])
    #expect(Array(plan.removed) == [0, 1, 2])
  }

  @Test("An inserted id that repeats a kept id gives no plan")
  func insertedDuplicateOfKeptID() {
    // The prefix and suffix match ([1] and [3]); the middle's new 1 repeats the prefix's.
    #expect(matchPlan([1, 2, 3], [1, 1, 3]) == nil)
    // A repeat found among many insertions (sorted `Int` ids, not the pairwise comparison).
    #expect(matchPlan([1], [1, 5, 6, 7, 8, 9, 10, 5]) == nil)
    #expect(matchPlan([1], [1, 9, 8, 7, 6, 5, 4, 3, 2, 1]) == nil, "a repeat of a kept id")
  }

  @Test("Many inserted distinct Int ids give a plan; other kinds of ids are checked by hashing")
  func manyInsertions() throws {
    let plan = try #require(matchPlan([], Array((1...50).reversed())))
    #expect(plan.sources.allSatisfy { $0 < 0 }, "every row is new")
    // String ids take the set: a repeat among them is found, distinct ones give a plan.
    let names = ["a", "b", "c", "d", "e", "f"].map(ChildKey.forElement)
    #expect(RowMatchPlan(previous: [], keys: ContiguousArray(names)) != nil)
    #expect(RowMatchPlan(previous: [], keys: ContiguousArray(names + [names[2]])) == nil)
    // Mixed kinds (an `Int` id beside a `String` id) take the set too.
    let mixed = ContiguousArray([ChildKey.forElement(1)] + names + [ChildKey.forElement(1)])
    #expect(RowMatchPlan(previous: [], keys: mixed) == nil)
  }

  @Test("An id moved twice into the middle gives no plan")
  func movedDuplicate() {
    // Both 3s look up the previous 3; the second finds it taken and is a repeat.
    #expect(matchPlan([1, 2, 3, 4], [1, 3, 3, 4]) == nil)
    #expect(matchPlan([5, 2, 9], [9, 2, 9]) == nil)
  }

  @Test("Random edits of distinct ids always give a consistent plan")
  func randomEdits() throws {
    var random = SeededRandom(seed: 21)
    var previous = Array(0..<20)
    var nextID = 20
    for _ in 0..<300 {
      var new = previous
      switch Int.random(in: 0..<4, using: &random) {
      case 0 where !new.isEmpty:
        new.remove(at: Int.random(in: 0..<new.count, using: &random))
      case 1:
        new.insert(nextID, at: Int.random(in: 0...new.count, using: &random))
        nextID += 1
      case 2 where new.count > 1:
        new.swapAt(
          Int.random(in: 0..<new.count, using: &random),
          Int.random(in: 0..<new.count, using: &random))
      default:
        new.shuffle(using: &random)
      }
      let plan = try #require(matchPlan(previous, new))
      expectConsistent(plan, previous, new)
      previous = new
    }
  }
}
