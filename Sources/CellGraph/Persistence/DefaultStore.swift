import CellGraphCore
import Foundation
import Synchronization

/// The store of every ``StorageCell`` that names none and has no `.storage(_:)` provider above it.
///
/// An app gets a ``FileStore`` at a per-user path named after its executable:
///
/// - `$XDG_DATA_HOME/<executable>/storage.json` when `XDG_DATA_HOME` is set to an absolute path,
/// - otherwise `$HOME/.local/share/<executable>/storage.json` (the XDG default),
/// - otherwise (no home) `<temporary directory>/<executable>/storage.json`.
///
/// A test process (an `.xctest` bundle, as `swift test` runs) never touches the user's files: its
/// default store is a `FileStore` in a fresh temporary directory of its own, and
/// `ViewHost.testing(_:)` (CellGraphTesting) gives each test host its own ``InMemoryStore``, so
/// tests running in parallel do not see each other's values.
///
/// ```swift
/// print(DefaultStore.location.path)  // /home/ada/.local/share/notes/storage.json
/// DefaultStore.shared = InMemoryStore()  // e.g. for a preview
/// ```
public enum DefaultStore {
  private static let current = Mutex<(any KeyValueStore)?>(nil)

  /// The default store, created at ``location`` on first use. Set it to use another store.
  public static var shared: any KeyValueStore {
    get {
      current.withLock { current in
        if let current { return current }
        let created = FileStore(url: location)
        current = created
        return created
      }
    }
    set { current.withLock { $0 = newValue } }
  }

  /// Where this process's default store keeps its file.
  public static let location: URL = location(
    environment: ProcessInfo.processInfo.environment,
    executableName: URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent,
    processID: ProcessInfo.processInfo.processIdentifier)

  /// The default store's file for a process with this environment and executable name.
  ///
  /// ```swift
  /// DefaultStore.location(environment: ["HOME": "/home/ada"], executableName: "notes")
  /// // /home/ada/.local/share/notes/storage.json
  /// ```
  public static func location(
    environment: [String: String], executableName: String, processID: Int32 = 0
  ) -> URL {
    if isTestProcess(executableName: executableName) {
      return FileManager.default.temporaryDirectory
        .appendingPathComponent("cellgraph-test-\(executableName)-\(processID)")
        .appendingPathComponent("storage.json")
    }
    let base: URL
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      base = URL(fileURLWithPath: data)
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      base = URL(fileURLWithPath: home).appendingPathComponent(".local/share")
    } else {
      base = FileManager.default.temporaryDirectory
    }
    return base.appendingPathComponent(executableName).appendingPathComponent("storage.json")
  }

  /// Whether the executable is a test bundle (`swift test` runs `<Package>PackageTests.xctest`).
  static func isTestProcess(executableName: String) -> Bool {
    executableName.hasSuffix(".xctest") || executableName.hasSuffix("PackageTests")
  }
}
