import Testing

@testable import CellGraph
@testable import CellGraphCore

private final class Box {}

private struct TwoCells: View {
  @StateCell var first = 1
  @StateCell var second = 2
  var body: some View {
    Button("\(first) \(second)") {
      first += 10
      second += 20
    }
  }
}

private struct Parent: View {
  @StateCell var showsOne = true
  var body: some View {
    VStack {
      TwoCells()
      Button("swap") { showsOne.toggle() }
    }
  }
}

@MainActor
@Suite struct FieldStorageTests {
  @Test("Storage has no slots until reset, then keeps each slot's object, the first inline")
  func keepsSlots() {
    var storage = FieldStorage()
    #expect(storage.isEmpty && storage.count == 0)
    storage.reset(slots: 1)
    #expect(!storage.isEmpty && storage.count == 1 && storage[0] == nil, "one empty slot")
    let boxes = [Box(), Box(), Box()]
    storage[0] = boxes[0]
    #expect(storage[0] === boxes[0])
    storage.reset(slots: 3)
    #expect(storage.count == 3 && storage[0] == nil, "a reset drops what was held")
    for index in 0..<3 { storage[index] = boxes[index] }
    #expect((0..<3).allSatisfy { storage[$0] === boxes[$0] }, "the inline slot and the array's")
    storage.removeAll()
    #expect(storage.isEmpty && storage.count == 0)
  }

  @Test("A view with two state cells keeps both across its parent's re-runs")
  func twoCellsSurvive() throws {
    let host = ViewHost(Parent())
    try host.tap("1 2")
    #expect(host.text.contains("[11 22]"), "both cells were written: \(host.text)")
    try host.tap("swap")
    #expect(host.text.contains("[11 22]"), "the parent re-ran; the row kept both boxes")
  }
}
