import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Placed: Codable, Equatable, Identifiable {
  let id: Int
  var x: Int
}

/// A canvas of placed emojis whose intents register undo the lecture's way.
private final class PlacedCanvas: ReferenceFileDocument {
  static var readableContentTypes: [ContentType] { [.canvas] }
  @Published private(set) var placed: [Placed]

  init(count: Int) { placed = (0..<count).map { Placed(id: $0, x: 0) } }

  init(configuration: ReadConfiguration) throws {
    placed = try JSONDecoder().decode(
      [Placed].self, from: configuration.file.regularFileContents ?? Data())
  }

  func snapshot(contentType: ContentType) throws -> Data { try JSONEncoder().encode(placed) }

  func fileWrapper(snapshot: Data, configuration: WriteConfiguration) throws -> FileItem {
    FileItem(regularFileWithContents: snapshot)
  }

  func move(_ index: Int, undoManager: UndoStack?) {
    let old = placed
    placed[index].x += 1
    undoManager?.registerUndo(withTarget: self) { canvas in canvas.restore(old, undoManager) }
  }

  private func restore(_ old: [Placed], _ undoManager: UndoStack?) {
    let current = placed
    placed = old
    undoManager?.registerUndo(withTarget: self) { canvas in canvas.restore(current, undoManager) }
  }
}

private struct PlacedCanvasView: View {
  @ObservedObjectCell var canvas: PlacedCanvas
  var body: some View {
    VStack {
      ForEach(canvas.placed) { PlacedRow(placed: $0) }
    }
  }
}

private struct PlacedRow: View {
  let placed: Placed
  var body: some View { Text("#\(placed.id) at \(placed.x)") }
}

@MainActor
@Suite struct DocumentPrecisionTests {
  @Test("Undo and redo of one move re-run the canvas and the moved emoji's row only")
  func undoRedoRunsReaders() {
    let window = DocumentWindow(newDocument: PlacedCanvas(count: 1_000)) {
      PlacedCanvasView(canvas: $0)
    }
    window.document.move(500, undoManager: window.undoManager)
    window.host.flush()
    for step in ["undo", "redo", "undo"] {
      window.host.resetEvaluations()
      if step == "undo" { window.undoManager.undo() } else { window.undoManager.redo() }
      window.host.flush()
      #expect(window.host.evaluations(of: PlacedCanvasView.self) == 1, "\(step)")
      #expect(window.host.evaluations(of: PlacedRow.self) == 1, "\(step): the moved row only")
    }
    #expect(window.text.contains("#500 at 0"))
  }
}
