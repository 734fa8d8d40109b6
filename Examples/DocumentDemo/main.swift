import CellGraphSwiftUI
import CellGraphTerminal

#if canImport(Glibc)
  import Glibc
#endif

// The lecture's EmojiArt document app, headless. Opens (or creates) the document at <file>, runs
// a short scripted session of edits, undos and redos, printing a frame after each step, and saves.
// Run it twice on the same file: the second run shows the saved state first. A corrupt file is
// reported, left byte for byte as it was, and the exit status is 1. A path whose extension the
// app does not read (art.doc) is refused before anything is written, with exit status 1.
//
//     swift run DocumentDemo /tmp/art.emojiart

@MainActor
func printFrame(_ title: String, _ window: any DocumentScene) {
  print("=== \(title) ===")
  print(window.text)
  let undo = window.undoManager
  print("--- \(undo.undoMenuItemTitle) / \(undo.redoMenuItemTitle); edited: \(window.isEdited)")
  print()
}

@MainActor
func runDemo() async -> Int32 {
  // `--live` runs the document interactively in the terminal and saves it on quitting.
  let arguments = CommandLine.arguments.filter { $0 != "--live" }
  guard arguments.count == 2 else {
    print("usage: DocumentDemo <file.emojiart>")
    return 2
  }
  let url = URL(fileURLWithPath: arguments[1])
  let app = AppHost(EmojiArtApp())
  do {
    // A new file is made only where the app reads it back: `art.doc` is refused, nothing created.
    let exists = FileManager.default.fileExists(atPath: url.path)
    let window = try app.openOrCreateDocument(at: url)
    if LiveRunner.isRequested() {
      LiveRunner(window.host, title: "DocumentDemo \(url.lastPathComponent)") {
        try? await window.save(to: url)
      }.run()
    }
    printFrame(exists ? "Opened \(url.lastPathComponent)" : "New document", window)
    for step in ["Set background", "Add 🚚", "Move", "Resize", "Undo", "Undo", "Redo"] {
      try window.host.tap(step)
      printFrame("Tap \"\(step)\"", window)
    }
    // The snapshot is taken now; the bytes are written off the main actor, and awaited here.
    try await window.save(to: url)
    print("Saved \(url.path); edited: \(window.isEdited)")
    for diagnostic in window.host.diagnostics { print("diagnostic: \(diagnostic)") }
    return 0
  } catch {
    print("error: \(error)")
    return 1
  }
}

exit(await runDemo())
