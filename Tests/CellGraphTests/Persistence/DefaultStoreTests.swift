import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

@Suite struct DefaultStoreTests {
  @Test("An app's default store lives under XDG_DATA_HOME, else ~/.local/share, per executable")
  func appLocation() {
    #expect(
      DefaultStore.location(
        environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"], executableName: "notes"
      ).path == "/data/notes/storage.json")
    #expect(
      DefaultStore.location(environment: ["HOME": "/home/ada"], executableName: "notes").path
        == "/home/ada/.local/share/notes/storage.json")
    #expect(
      DefaultStore.location(
        environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ada"], executableName: "notes"
      ).path == "/home/ada/.local/share/notes/storage.json", "XDG paths must be absolute")
  }

  @Test("A test process gets an isolated default store in a temporary directory")
  func testProcessIsIsolated() {
    let location = DefaultStore.location
    #expect(location.path.hasPrefix(FileManager.default.temporaryDirectory.path))
    #expect(!location.path.contains(".local/share"))
    #expect(
      DefaultStore.location(
        environment: ["HOME": "/home/ada"], executableName: "CellGraphPackageTests.xctest"
      ).path.hasPrefix(FileManager.default.temporaryDirectory.path))
  }
}
