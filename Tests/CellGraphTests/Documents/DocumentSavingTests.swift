import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Saves write off the main actor. Each test holds the writer queue (`holdForTesting`) so that a
/// write is in flight for as long as the test needs, then releases it and awaits the outcome:
/// no sleeps, no timing.
@MainActor
@Suite(.serialized) struct DocumentSavingTests {
  private func savedWindow(_ scratch: Scratch, _ emojis: [String]) async throws
    -> DocumentWindow<CanvasDocument>
  {
    let window = DocumentWindow(newDocument: CanvasDocument()) { CanvasView(document: $0) }
    for emoji in emojis { try window.host.tap("Add \(emoji)") }
    try await window.save(to: scratch.file())
    return window
  }

  private func onDisk(_ scratch: Scratch) throws -> [String] {
    try JSONDecoder().decode([String].self, from: Data(contentsOf: scratch.file()))
  }

  @Test("The write runs off the main actor: edits made while it is in flight stay edited")
  func editsDuringWrite() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let window = try await savedWindow(scratch, [])
    try window.host.tap("Add 🚚")
    let release = DocumentWriter.holdForTesting()
    defer { release() }
    #expect(window.autosave(), "the snapshot is taken now")
    try window.host.tap("Add 🌲")
    #expect(try onDisk(scratch) == [], "the bytes are not written yet: the queue is held")
    #expect(window.isEdited)
    release()
    await window.savesFinished()
    #expect(try onDisk(scratch) == ["🚚"], "the write holds the snapshot, not the later edit")
    #expect(window.isEdited, "the edit made during the write is not saved yet")
    try await window.save()
    #expect(try onDisk(scratch) == ["🚚", "🌲"] && !window.isEdited)
  }

  @Test("An undo during the write back to the written state leaves the document saved")
  func undoDuringWrite() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let window = try await savedWindow(scratch, ["🚚"])
    try window.host.tap("Add 🌲")
    let release = DocumentWriter.holdForTesting()
    defer { release() }
    window.autosave()
    try window.host.tap("Add 🚚")
    window.undoManager.undo()
    try window.host.tap("Add 🌲")
    release()
    await window.savesFinished()
    #expect(try onDisk(scratch) == ["🚚", "🌲"])
    #expect(window.isEdited, "a different edit after an undo is not the written state")
    window.undoManager.undo()
    #expect(!window.isEdited, "undoing it returns to the state the write saved")
  }

  @Test("Two saves never write at once: they run in order and the newest ends on disk")
  func savesInOrder() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let window = try await savedWindow(scratch, [])
    let release = DocumentWriter.holdForTesting()
    defer { release() }
    try window.host.tap("Add 🚚")
    #expect(window.autosave())
    #expect(!window.autosave(), "a write of this very state is already under way")
    try window.host.tap("Add 🌲")
    #expect(window.autosave())
    release()
    await window.host.settle()
    let disk = try onDisk(scratch)
    #expect(disk == ["🚚", "🌲"], "\(disk) \(window.document.emojis)")
    #expect(!window.isEdited, "\(window.host.diagnostics)")
    #expect(window.host.diagnostics.isEmpty, "the second write is no conflict with the first")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.directory.path)
    #expect(leftovers == ["art.canvas"], "no temporary file is left: \(leftovers)")
  }

  @Test("Another program's write while a save waits is a conflict: theirs stays, ours is kept")
  func conflictWhileInFlight() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let window = try await savedWindow(scratch, ["🚚"])
    try window.host.tap("Add 🌲")
    let release = DocumentWriter.holdForTesting()
    defer { release() }
    window.autosave()
    let theirs = Data(#"["🐙","🐙"]"#.utf8)
    try theirs.write(to: scratch.file())
    release()
    await window.savesFinished()
    #expect(try Data(contentsOf: scratch.file()) == theirs, "their version is not overwritten")
    let reports = window.host.diagnostics.filter { $0.kind == .documentSaveFailed }
    #expect(reports.count == 1 && reports[0].message.contains("another program"), "\(reports)")
    #expect(window.isEdited && window.document.emojis == ["🚚", "🌲"], "ours in memory")
  }

  @Test("A save's file mode is kept when the write runs off the main actor")
  func modeKept() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let window = try await savedWindow(scratch, ["🚚"])
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o640], ofItemAtPath: scratch.file().path)
    try window.host.tap("Add 🌲")
    try await window.save()
    let mode =
      try FileManager.default.attributesOfItem(atPath: scratch.file().path)[
        .posixPermissions] as? NSNumber
    #expect(mode?.intValue == 0o640)
  }
}
