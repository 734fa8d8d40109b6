import CellGraphSwiftUI
import CellGraphTesting
import Testing

// The lecture's view model and its undo helper, as written in a SwiftUI file.

private struct Emoji: Equatable {
  var symbol: String
  var x: Int
}

@MainActor
private final class CanvasDocument: ObservableObject {
  @Published private(set) var emojis: [Emoji] = []

  func addEmoji(_ symbol: String, at x: Int, undoManager: UndoManager? = nil) {
    undoablyPerform("Add \(symbol)", with: undoManager) {
      emojis.append(Emoji(symbol: symbol, x: x))
    }
  }

  func move(by offset: Int, undoManager: UndoManager? = nil) {
    undoablyPerform("Move", with: undoManager) {
      for index in emojis.indices { emojis[index].x += offset }
    }
  }

  // MARK: - Undo

  private func undoablyPerform(
    _ action: String, with undoManager: UndoManager? = nil, doit: () -> Void
  ) {
    let oldEmojis = emojis
    doit()
    undoManager?.registerUndo(withTarget: self) { myself in
      myself.undoablyPerform(action, with: undoManager) {
        myself.emojis = oldEmojis
      }
    }
    undoManager?.setActionName(action)
  }
}

private struct CanvasView: View {
  @ObservedObject var document: CanvasDocument
  @Environment(\.undoManager) var undoManager

  var body: some View {
    VStack {
      Text(document.emojis.map { "\($0.symbol)@\($0.x)" }.joined(separator: " "))
      Button("Add") { document.addEmoji("🚚", at: 0, undoManager: undoManager) }
      Button("Move") { document.move(by: 10, undoManager: undoManager) }
      Button("Undo") { undoManager?.undo() }
      Button("Redo") { undoManager?.redo() }
    }
  }
}

@MainActor
@Suite struct UndoSpellingTests {
  @Test("The lecture's undoablyPerform compiles with SwiftUI's names and undoes and redoes taps")
  func undoablyPerform() throws {
    let document = CanvasDocument()
    let undo = UndoManager()
    let host = ViewHost(CanvasView(document: document).environment(\.undoManager, undo))
    try host.tap("Add")
    try host.tap("Move")
    try host.tap("Move")
    #expect(document.emojis == [Emoji(symbol: "🚚", x: 20)])
    #expect(undo.undoActionName == "Move")
    try host.tap("Undo")
    try host.tap("Undo")
    #expect(document.emojis == [Emoji(symbol: "🚚", x: 0)])
    #expect(undo.undoActionName == "Add 🚚" && undo.redoActionName == "Move")
    try host.tap("Redo")
    #expect(document.emojis == [Emoji(symbol: "🚚", x: 10)])
    host.flush()
    #expect(host.text.contains("🚚@10"), "the view shows the redone state:\n\(host.text)")
  }

  @Test("Without an undo manager in the environment, edits happen and nothing is recorded")
  func noUndoManager() throws {
    let document = CanvasDocument()
    let host = ViewHost(CanvasView(document: document))
    try host.tap("Add")
    try host.tap("Undo")
    #expect(document.emojis.count == 1, "undoManager is nil: undo does nothing, as in SwiftUI")
  }
}
