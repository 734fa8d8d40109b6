// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// The `README.md` of each folder of target `name` (what the folder is for, for readers of the
/// sources), excluded from the target: they are not resources.
func folderReadmes(of name: String) -> [String] {
  let root = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent(
    "Sources/\(name)")
  let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
  return files.filter { ($0 as NSString).lastPathComponent == "README.md" }.sorted()
}

let package = Package(
  name: "CellGraph",
  // macOS 15: Synchronization's Mutex and Atomic. Linux needs no declaration.
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "CellGraph", targets: ["CellGraph"]),
    .library(name: "CellGraphTesting", targets: ["CellGraphTesting"]),
    .library(name: "CellGraphSwiftUI", targets: ["CellGraphSwiftUI"]),
    .library(name: "CellGraphTerminal", targets: ["CellGraphTerminal"]),
    .executable(name: "ComputerDemo", targets: ["ComputerDemo"]),
    .executable(name: "PaletteDemo", targets: ["PaletteDemo"]),
    .executable(name: "SettingsDemo", targets: ["SettingsDemo"]),
    .executable(name: "DocumentDemo", targets: ["DocumentDemo"]),
    .executable(name: "NavigationDemo", targets: ["NavigationDemo"]),
  ],
  targets: [
    // The engine: cells, the graph, nodes, passes, identity, the text-rendering core, records and
    // the host's core. It knows no feature; `CellGraph` builds every view and feature on it.
    .target(name: "CellGraphCore", exclude: folderReadmes(of: "CellGraphCore")),
    .target(
      name: "CellGraph", dependencies: ["CellGraphCore"], exclude: folderReadmes(of: "CellGraph")),
    .target(
      name: "CellGraphTesting", dependencies: ["CellGraph"],
      exclude: folderReadmes(of: "CellGraphTesting")),
    .target(
      name: "CellGraphSwiftUI", dependencies: ["CellGraph"],
      exclude: folderReadmes(of: "CellGraphSwiftUI")),
    .target(
      name: "CellGraphTerminal", dependencies: ["CellGraph"],
      exclude: folderReadmes(of: "CellGraphTerminal")),
    .executableTarget(
      name: "ComputerDemo",
      dependencies: ["CellGraph", "CellGraphTerminal"],
      path: "Examples/ComputerDemo"
    ),
    .executableTarget(
      name: "SettingsDemo",
      dependencies: ["CellGraphSwiftUI", "CellGraphTerminal"],
      path: "Examples/SettingsDemo"
    ),
    .executableTarget(
      name: "PaletteDemo",
      dependencies: ["CellGraph", "CellGraphTerminal"],
      path: "Examples/PaletteDemo"
    ),
    .executableTarget(
      name: "NavigationDemo",
      dependencies: ["CellGraphSwiftUI", "CellGraphTerminal"],
      path: "Examples/NavigationDemo"
    ),
    .executableTarget(
      name: "DocumentDemo",
      dependencies: ["CellGraphSwiftUI", "CellGraphTerminal"],
      path: "Examples/DocumentDemo"
    ),
    // A second process for the persistence tests; the test target depends on it so that
    // `swift test` builds it next to the test bundle.
    .executableTarget(
      name: "cellgraph-store-helper", dependencies: ["CellGraph"],
      exclude: folderReadmes(of: "cellgraph-store-helper")),
    .testTarget(
      name: "CellGraphTests",
      dependencies: ["CellGraph", "CellGraphTesting", "cellgraph-store-helper"]),
    .testTarget(name: "CellGraphTestingTests", dependencies: ["CellGraph", "CellGraphTesting"]),
    .testTarget(
      name: "CellGraphSwiftUITests", dependencies: ["CellGraphSwiftUI", "CellGraphTesting"]),
    // Declaration uses: SwiftUI declarations called as Apple's documentation shows them, so a
    // declaration that differs from SwiftUI's is a compile error. Compiled in the Swift 6 language
    // mode and, in a second target, in the Swift 5 mode, as apps are written in both.
    .testTarget(
      name: "DeclarationUsesTests", dependencies: ["CellGraphSwiftUI", "CellGraphTesting"]),
    .testTarget(
      name: "DeclarationUsesSwift5Tests", dependencies: ["CellGraphSwiftUI", "CellGraphTesting"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // The end-to-end test drives the ComputerDemo binary in a pseudo-terminal; depending on it
    // makes `swift test` build it next to the test bundle.
    .testTarget(
      name: "CellGraphTerminalTests",
      dependencies: ["CellGraphTerminal", "CellGraph", "CellGraphTesting", "ComputerDemo"]),
  ],
  swiftLanguageModes: [.v6]
)
