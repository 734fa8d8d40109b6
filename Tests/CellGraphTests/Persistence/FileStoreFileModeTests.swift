import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

#if canImport(Glibc)
  import Glibc
#endif

/// What a write does to the file itself: its permission bits, a new file's mode under the umask,
/// and a store path that is a symbolic link.
@MainActor
@Suite struct FileStoreFileModeTests {
  @Test("A write keeps the file's permissions: a 0600 file stays 0600, a 0640 file 0640")
  func keepsMode() throws {
    let directory = TemporaryDirectory()
    let url = directory.file("s.json")
    let store = FileStore(url: url)
    store[.count] = 1
    for mode: mode_t in [0o600, 0o640] {
      chmod(url.path, mode)
      store[.count] += 1
      #expect(directory.mode(of: "s.json") == mode)
    }
    #expect(FileStore(url: url)[.count] == 3)
  }

  @Test("A new file's mode is 0666 less the writer's umask", arguments: [0o077, 0o022, 0o002])
  func newFileHonoursUmask(umask: Int) async throws {
    let directory = TemporaryDirectory()
    let url = directory.file("s.json")
    // The umask is per process: a shell sets it for the helper that creates the file.
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = [
      "-c", #"umask "$0"; exec "$1" set "$2" count 1"#, String(umask, radix: 8),
      StoreHelper.url.path, url.path,
    ]
    try shell.run()
    await StoreHelper.waitForExit(of: shell)
    #expect(shell.terminationStatus == 0)
    #expect(directory.mode(of: "s.json") == 0o666 & ~mode_t(umask))
  }

  @Test("A store path that is a symbolic link: writes replace the target and the link stays")
  func writesThroughLink() throws {
    let directory = TemporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.file("real"), withIntermediateDirectories: false)
    let target = directory.file("real/settings.json")
    try Data("{\n\"other\": 4\n}\n".utf8).write(to: target)
    chmod(target.path, 0o600)
    let link = directory.file("s.json")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "real/settings.json")  // relative
    let store = FileStore(url: link)
    #expect(store[.other] == 4)
    store[.count] = 2
    var info = stat()
    lstat(link.path, &info)
    #expect(info.st_mode & S_IFMT == S_IFLNK, "the link is still a link")
    #expect(FileStore(url: target)[.count] == 2, "the target holds the write")
    #expect(FileStore(url: target)[.other] == 4)
    #expect(directory.mode(of: "real/settings.json") == 0o600)
    #expect(directory.temporaries(of: "s.json") == [] && directory.fileNames.contains("real"))
  }

  @Test("A link whose target does not exist yet: the first write creates the target")
  func danglingLink() throws {
    let directory = TemporaryDirectory()
    let link = directory.file("s.json")
    let target = directory.file("target.json")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: target.path)
    let store = FileStore(url: link)
    store[.count] = 5
    #expect(FileStore(url: target)[.count] == 5)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
  }

  @Test(
    "Through a link, another process writing the target directly is noticed",
    arguments: FileStoreDirectoryTests.detections)
  func watchesLinkTarget(detection: FileStore.ChangeDetection) async throws {
    let directory = TemporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.file("real"), withIntermediateDirectories: false)
    let target = directory.file("real/settings.json")
    let link = directory.file("s.json")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: target.path)
    let store = FileStore(url: link, changeDetection: detection)
    store[.count] = 1
    #expect(try await StoreHelper.run(["set", target.path, "other", "8"]) == 0)
    await waitUntil("the write to the target to arrive", changesOf: store) { store[.other] == 8 }
    #expect(store[.count] == 1)
  }

  @Test(
    "A link pointed at another file is noticed: the store reads the new target and writes there",
    arguments: FileStoreDirectoryTests.detections)
  func linkRetargeted(detection: FileStore.ChangeDetection) async throws {
    let directory = TemporaryDirectory()
    let first = directory.file("first.json")
    let second = directory.file("second.json")
    try Data("{\n\"count\": 1\n}\n".utf8).write(to: first)
    try Data("{\n\"count\": 9\n}\n".utf8).write(to: second)
    let link = directory.file("s.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: first.path)
    let store = FileStore(url: link, changeDetection: detection)
    #expect(store[.count] == 1)
    // Retarget atomically, as deployment tools do: a new link renamed over the old one.
    let next = directory.file("s.json.next")
    try FileManager.default.createSymbolicLink(atPath: next.path, withDestinationPath: second.path)
    #expect(rename(next.path, link.path) == 0)
    await waitUntil("the retargeted link to be read", changesOf: store) { store[.count] == 9 }
    store[.other] = 2
    #expect(FileStore(url: second)[.other] == 2)
    #expect(FileStore(url: first)[.other] == 0, "the old target is left alone")
  }
}
