import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Item: Identifiable, Equatable {
  let id: Int
  var title: String
}

/// A collection of items indexed by `Int8`: not an `Int`-indexed collection.
private struct SmallShelf: RandomAccessCollection {
  var items: [Item]
  var startIndex: Int8 { 0 }
  var endIndex: Int8 { Int8(items.count) }
  subscript(position: Int8) -> Item { items[Int(position)] }
}

/// Runs `finder` on two values, as `ProjectionTable.rootDidChange(old:new:)` does.
private func changes<C>(_ finder: ElementChangeFinder, _ old: C, _ new: C) -> [Int]? {
  withUnsafePointer(to: old) { old in
    withUnsafePointer(to: new) { new in finder.changedIndices(old, new) }
  }
}

private func sameIDs<C>(_ finder: ElementChangeFinder, _ old: C, _ new: C, _ indices: [Int]) -> Bool
{
  withUnsafePointer(to: old) { old in
    withUnsafePointer(to: new) { new in finder.sameIDs(old, new, indices) }
  }
}

@Suite struct ElementChangeFinderTests {
  fileprivate let items = (0..<6).map { Item(id: $0, title: "item \($0)") }

  @Test("Only the index of the element a write changed is reported")
  func reportsTheChangedElement() throws {
    let finder = try #require(ElementChangeFinder.make(for: [Item].self))
    var changed = items
    changed[3].title = "three"
    #expect(changes(finder, items, changed) == [3])
    #expect(sameIDs(finder, items, changed, [3]))
  }

  @Test("Two values sharing their storage, or empty, report no change")
  func sharedStorageReportsNothing() throws {
    let finder = try #require(ElementChangeFinder.make(for: [Item].self))
    let copy = items
    #expect(changes(finder, items, copy) == [])
    #expect(changes(finder, [Item](), []) == [])
  }

  @Test("A swap reports both indices, whose ids changed")
  func swapChangesIDs() throws {
    let finder = try #require(ElementChangeFinder.make(for: [Item].self))
    var swapped = items
    swapped.swapAt(1, 4)
    #expect(changes(finder, items, swapped) == [1, 4])
    #expect(!sameIDs(finder, items, swapped, [1, 4]))
  }

  @Test("A slice's indices are its own, not offsets from zero")
  func sliceIndices() throws {
    let finder = try #require(ElementChangeFinder.make(for: ArraySlice<Item>.self))
    let slice = items[2...]
    var changed = slice
    changed[4].title = "four"
    #expect(changes(finder, slice, changed) == [4])
  }

  @Test("A different count cannot be answered: every projection compares (the slow path)")
  func countChangeFallsBack() throws {
    let finder = try #require(ElementChangeFinder.make(for: [Item].self))
    #expect(changes(finder, items, Array(items.dropLast())) == nil)
    #expect(changes(finder, items, items + [Item(id: 9, title: "nine")]) == nil)
  }

  @Test("A collection not indexed by Int has no finder (the slow path)")
  func nonIntIndicesHaveNoFinder() {
    #expect(ElementChangeFinder.make(for: SmallShelf.self) == nil)
  }
}
