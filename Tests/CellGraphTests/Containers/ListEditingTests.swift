import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Editable: View {
  let log: ContainersEditLog
  @StateCell var items = containersItems("Milk", "Eggs", "Bread")
  var body: some View {
    List {
      Text("Header row")
      ForEach(items) { item in ContainersRow(item: item) }
        .onDelete { offsets in
          log.deletes.append(Array(offsets))
          for offset in offsets.reversed() { items.remove(at: offset) }
        }
        .onMove { offsets, destination in
          log.moves.append((Array(offsets), destination))
          let moved = offsets.map { items[$0] }
          var kept = items
          for offset in offsets.reversed() { kept.remove(at: offset) }
          let insertion = destination - offsets.filter { $0 < destination }.count
          kept.insert(contentsOf: moved, at: insertion)
          items = kept
        }
    }
  }
}

private struct Locked: View {
  @StateCell var locked = true
  var body: some View {
    VStack {
      Button("Unlock") { locked = false }
      List(selection: .constant(Int?.none)) {
        Text("Open").tag(1)
        Text("Closed").tag(2).disabled(true)
      }
      .disabled(locked)
    }
  }
}

private struct FixedRows: View {
  var body: some View {
    Form {
      ForEach(containersItems("Milk", "Eggs")) { item in Text(item.title) }
    }
  }
}

@MainActor
@Suite struct ListEditingTests {
  @Test("Deleting a row calls onDelete with the row's offset in the data")
  func delete() throws {
    let log = ContainersEditLog()
    let host = ViewHost(Editable(log: log))
    try host.delete("Eggs")
    #expect(log.deletes == [[1]])
    #expect(host.text == "Header row\nMilk\nBread")
    try host.delete("Bread")
    #expect(log.deletes == [[1], [1]])
    #expect(host.text == "Header row\nMilk")
  }

  @Test("Moving a row calls onMove with its offset and the destination offset before the move")
  func move() throws {
    let log = ContainersEditLog()
    let host = ViewHost(Editable(log: log))
    try host.move("Bread", before: "Milk")
    #expect(log.moves.map(\.0) == [[2]])
    #expect(log.moves.map(\.1) == [0])
    #expect(host.text == "Header row\nBread\nMilk\nEggs")
    try host.move("Bread", before: nil)
    #expect(log.moves.map(\.0) == [[2], [0]])
    #expect(log.moves.map(\.1) == [0, 3])
    #expect(host.text == "Header row\nMilk\nEggs\nBread")
  }

  @Test("A row outside a ForEach, or in one without the action, cannot be deleted or moved")
  func notEditable() throws {
    let log = ContainersEditLog()
    let host = ViewHost(Editable(log: log))
    #expect(throws: InteractionError.self) { try host.delete("Header row") }
    #expect(throws: InteractionError.self) { try host.move("Milk", before: "Header row") }
    let fixed = ViewHost(FixedRows())
    do {
      try fixed.delete("Milk")
      Issue.record("the ForEach has no onDelete")
    } catch let error as InteractionError {
      guard case .rejected(let message) = error.reason else {
        Issue.record("expected a rejection, got \(error)")
        return
      }
      #expect(message.contains(".onDelete(perform:)"))
    }
    #expect(throws: InteractionError.self) { try fixed.move("Eggs", before: "Milk") }
    #expect(log.deletes.isEmpty && log.moves.isEmpty)
    #expect(fixed.text == "Milk\nEggs")
  }

  @Test("A disabled list or row refuses selection with .disabled and writes nothing")
  func disabled() throws {
    let host = ViewHost(Locked())
    do {
      try host.select("Open")
      Issue.record("the list is disabled")
    } catch let error as InteractionError {
      #expect(error.reason == .disabled)
      #expect(error.controlKind == "list row")
      #expect(error.description.contains("The list row \"Open\" (Locked/VStack/List"))
    }
    try host.tap("Unlock")
    do {
      try host.select("Closed")
      Issue.record("the row is disabled")
    } catch let error as InteractionError {
      #expect(error.reason == .disabled)
      #expect(error.controlKind == "list row")
    }
    #expect(host.text == "[Unlock]\n  Open\n  Closed")
  }
}
