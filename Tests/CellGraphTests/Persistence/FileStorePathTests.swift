import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A store never writes a file it would not read back as itself.
@MainActor
@Suite struct FileStorePathTests {
  // The contract is this project's (a FileStore has no SwiftUI counterpart); Docs/Persistence.md
  // lists the paths a store refuses to write.
  @Test(
    "A store on another store's lock or temporary file writes nothing and says so",
    arguments: [".settings.json.lock", ".settings.json.tmp-4242-7"])
  func rejectedPaths(name: String) throws {
    let directory = TemporaryDirectory()
    let owner = FileStore(url: directory.file("settings.json"))
    owner[.count] = 1  // creates settings.json and its lock file
    let before = try directoryListing(directory)
    let store = FileStore(
      url: directory.file(name), changeDetection: .polling(every: .seconds(3600)))
    store[.count] = 5
    #expect(store[.count] == 5, "the value is kept in memory")
    #expect(store.hasPendingWrites)
    #expect(store.diagnostics.map(\.kind) == [.storePathRejected])
    #expect(store.diagnostics.first?.message.contains("Nothing was written") == true)
    #expect(try directoryListing(directory) == before, "no file was created or replaced")
    #expect(owner[.count] == 1)
  }

  @Test("Names that only look like sidecars are ordinary store files")
  func lookalikesAreWritten() throws {
    let directory = TemporaryDirectory()
    for name in ["settings.lock", ".lock", ".hidden.json", ".a.tmp-x-1", "a.tmp-1-2"] {
      let store = FileStore(url: directory.file(name))
      store[.count] = 3
      #expect(store.diagnostics.isEmpty, "\(name): \(store.diagnostics)")
      #expect(FileStore(url: directory.file(name))[.count] == 3, "\(name) reads back")
    }
  }

  private func directoryListing(_ directory: TemporaryDirectory) throws -> [String: Data?] {
    var listing: [String: Data?] = [:]
    for name in directory.fileNames {
      listing[name] = try? Data(contentsOf: directory.file(name))
    }
    return listing
  }
}
