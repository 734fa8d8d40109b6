import CellGraphSwiftUI
import Testing

// SwiftUI's collection helpers for edit actions, with the results SwiftUI documents.

@MainActor
@Suite struct OffsetEditingTests {
  @Test("remove(atOffsets:) removes the elements at every offset given")
  func removeAtOffsets() {
    var letters = ["a", "b", "c", "d"]
    letters.remove(atOffsets: IndexSet([0, 2]))
    #expect(letters == ["b", "d"])
    letters.remove(atOffsets: IndexSet())
    #expect(letters == ["b", "d"])
  }

  @Test("move(fromOffsets:toOffset:) moves elements before the destination, keeping their order")
  func moveFromOffsets() {
    var letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
    #expect(letters == ["b", "d", "a", "c"])
    letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: IndexSet(integer: 3), toOffset: 0)
    #expect(letters == ["d", "a", "b", "c"])
    letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: IndexSet(integer: 1), toOffset: 2)
    #expect(letters == ["a", "b", "c", "d"], "moving before the next element changes nothing")
    letters.move(fromOffsets: IndexSet([1, 3]), toOffset: 1)
    #expect(letters == ["a", "b", "d", "c"])
  }
}
