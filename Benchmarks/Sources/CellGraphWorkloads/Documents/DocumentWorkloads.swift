import CellGraph
import Foundation

/// Documents: undo and redo of one edit in a document of 10,000 emojis, shown one row each.
///
/// The edit moves the middle emoji. Undoing it (or redoing it) replaces the document's emoji
/// array, which the canvas reads, so the canvas re-runs; of the rows, only the moved emoji's has
/// a different input: bodies run 2 (the readers of what changed), not 10,001. Each operation
/// undoes when it can and redoes otherwise, then produces the window's text.
extension Workload {
  static let documentsGroup = "Documents"

  /// The emojis of the document workloads.
  public static let documentEmojis = 10_000

  @MainActor static var documents: [Workload] {
    [
      Workload(
        group: documentsGroup,
        name: "Undo/redo of one move in a \(documentEmojis.formatted)-emoji document",
        key: "document-undo-\(documentEmojis)"
      ) { mode in
        let window = DocumentWindow(newDocument: BenchCanvas(count: documentEmojis)) {
          BenchCanvasView(document: $0)
        }
        mode.apply(to: window.host)
        window.document.move(documentEmojis / 2, by: 1, undoManager: window.undoManager)
        window.host.flush()
        return Run(host: window.host, bodyTypes: [BenchCanvasView.self, BenchEmojiRow.self]) {
          if window.undoManager.canUndo {
            window.undoManager.undo()
          } else {
            window.undoManager.redo()
          }
          blackHole(window.host.text)
        }
      }
    ]
  }
}
