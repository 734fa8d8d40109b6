import CellGraph
import Foundation

/// Saving a document of 10,000 emojis, against writing the same bytes with `Data.write` in the
/// same run.
///
/// - *snapshot*: `snapshot(contentType:)` and `fileWrapper(snapshot:configuration:)` on the main
///   actor (the JSON encoding of the emojis).
/// - *save*: `await window.save()` in full: the snapshot, then the atomic write off the main
///   actor (temporary file, fsync, rename, directory fsync), awaited.
/// - *Data.write*: `data.write(to:)` of the snapshot's bytes to another file: no temporary file,
///   no fsync. The ratio shows what atomicity and durability cost on this disk.
public enum DocumentSaveBenchmarks {
  public struct Figures: Sendable {
    public let emojis: Int
    public let bytes: Int
    public let microsecondsPerSnapshot: Double
    public let microsecondsPerSave: Double
    public let microsecondsPerDataWrite: Double
  }

  /// Saves a new document of `emojis` emojis `saves` times in a fresh temporary directory.
  @MainActor
  public static func run(emojis: Int = Workload.documentEmojis, saves: Int) async -> Figures {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("cellgraph-document-benchmark-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = BenchCanvas(count: emojis)
    let window = DocumentWindow(newDocument: document) { BenchCanvasView(document: $0) }
    let url = directory.appendingPathComponent("canvas.benchcanvas")
    try? await window.save(to: url)

    let clock = ContinuousClock()
    var data = Data()
    let snapshotTime = clock.measure {
      for _ in 0..<saves {
        let snapshot = (try? document.snapshot(contentType: .benchCanvas)) ?? Data()
        let configuration = FileDocumentWriteConfiguration(
          contentType: .benchCanvas, existingFile: nil)
        data =
          (try? document.fileWrapper(snapshot: snapshot, configuration: configuration))?
          .regularFileContents ?? Data()
      }
    }
    let start = clock.now
    for _ in 0..<saves { try? await window.save() }
    let saveTime = clock.now - start
    let plain = directory.appendingPathComponent("plain.json")
    let dataWriteTime = clock.measure {
      for _ in 0..<saves { try? data.write(to: plain) }
    }
    return Figures(
      emojis: emojis, bytes: data.count,
      microsecondsPerSnapshot: snapshotTime.microseconds / Double(saves),
      microsecondsPerSave: saveTime.microseconds / Double(saves),
      microsecondsPerDataWrite: dataWriteTime.microseconds / Double(saves))
  }
}

extension Duration {
  fileprivate var microseconds: Double {
    Double(components.seconds) * 1e6 + Double(components.attoseconds) / 1e12
  }
}
