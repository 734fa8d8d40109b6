import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

@Suite struct FileItemTests {
  /// A fresh directory for one test.
  static func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cellgraph-documents-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("A regular file holds its bytes and no children; a directory holds children, no bytes")
  func kinds() {
    let file = FileItem(regularFileWithContents: Data("hi".utf8))
    #expect(file.isRegularFile && !file.isDirectory)
    #expect(file.regularFileContents == Data("hi".utf8) && file.fileWrappers == nil)
    let directory = FileItem(directoryWithFileWrappers: ["a.txt": file])
    #expect(directory.isDirectory && directory.regularFileContents == nil)
    #expect(directory.fileWrappers?["a.txt"] === file && file.filename == "a.txt")
  }

  @Test("Adding a child whose name is taken numbers the new one before its extension")
  func nameClash() {
    let directory = FileItem(directoryWithFileWrappers: [:])
    let first = directory.addRegularFile(withContents: Data([1]), preferredFilename: "a.json")
    let second = directory.addRegularFile(withContents: Data([2]), preferredFilename: "a.json")
    #expect(first == "a.json" && second == "a 2.json")
    #expect(directory.fileWrappers?["a 2.json"]?.regularFileContents == Data([2]))
    directory.removeFileWrapper(directory.fileWrappers!["a.json"]!)
    #expect(directory.fileWrappers?.keys.sorted() == ["a 2.json"])
  }

  @Test("A directory written to disk reads back with the same names and bytes")
  func directoryRoundTrip() throws {
    let scratch = try Self.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let package = FileItem(directoryWithFileWrappers: [
      "model.json": FileItem(regularFileWithContents: Data("{}".utf8)),
      "Images": FileItem(directoryWithFileWrappers: [
        "bg.png": FileItem(regularFileWithContents: Data([0x89, 0x50]))
      ]),
    ])
    let url = scratch.appendingPathComponent("doc.package")
    try package.write(to: url, options: .atomic)
    try FileItem(regularFileWithContents: Data()).write(
      to: url.appendingPathComponent("stale"), options: [])
    try package.write(to: url, options: .atomic)
    let read = try FileItem(url: url)
    #expect(read.fileWrappers?.keys.sorted() == ["Images", "model.json"], "no stale entry left")
    #expect(read.fileWrappers?["model.json"]?.regularFileContents == Data("{}".utf8))
    #expect(
      read.fileWrappers?["Images"]?.fileWrappers?["bg.png"]?.regularFileContents
        == Data([0x89, 0x50]))
    #expect(read.filename == "doc.package")
  }

  @Test("An atomic write replaces the bytes, keeps the file's mode and leaves no temporary file")
  func atomicWriteKeepsMode() throws {
    let scratch = try Self.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let url = scratch.appendingPathComponent("doc.txt")
    try Data("old".utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    try FileItem(regularFileWithContents: Data("new".utf8)).write(to: url, options: .atomic)
    #expect(try Data(contentsOf: url) == Data("new".utf8))
    let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600, "the replaced file's mode is kept")
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["doc.txt"])
  }

  @Test("A write into a missing directory throws a write error naming the path")
  func failedWrite() throws {
    let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/doc.txt")
    #expect {
      try FileItem(regularFileWithContents: Data([1])).write(to: url, options: .atomic)
    } throws: { error in
      (error as? CocoaError)?.code == .fileWriteUnknown
        && (error as? CocoaError)?.filePath == url.path
    }
  }

  @Test("Reading a missing file throws fileReadNoSuchFile")
  func missingFile() {
    #expect {
      _ = try FileItem(url: URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)"))
    } throws: { error in
      (error as? CocoaError)?.code == .fileReadNoSuchFile
    }
  }
}
