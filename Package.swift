// swift-tools-version: 6.0
import PackageDescription

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
    .target(name: "CellGraphCore"),
    .target(name: "CellGraph", dependencies: ["CellGraphCore"]),
    .target(name: "CellGraphTesting", dependencies: ["CellGraph"]),
    .target(name: "CellGraphSwiftUI", dependencies: ["CellGraph"]),
    .target(name: "CellGraphTerminal", dependencies: ["CellGraph"]),
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
    .executableTarget(name: "cellgraph-store-helper", dependencies: ["CellGraph"]),
    .testTarget(
      name: "CellGraphTests",
      dependencies: ["CellGraph", "CellGraphTesting", "cellgraph-store-helper"]),
    .testTarget(name: "CellGraphTestingTests", dependencies: ["CellGraph", "CellGraphTesting"]),
    .testTarget(
      name: "CellGraphSwiftUITests", dependencies: ["CellGraphSwiftUI", "CellGraphTesting"]),
    // The end-to-end test drives the ComputerDemo binary in a pseudo-terminal; depending on it
    // makes `swift test` build it next to the test bundle.
    .testTarget(
      name: "CellGraphTerminalTests",
      dependencies: ["CellGraphTerminal", "CellGraph", "CellGraphTesting", "ComputerDemo"]),
  ],
  swiftLanguageModes: [.v6]
)
