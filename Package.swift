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

/// Modules named after Apple frameworks that an app file imports beside SwiftUI (`import Combine`,
/// `import UniformTypeIdentifiers`, `import CoreGraphics`), declared only where those frameworks
/// are absent: on Apple platforms the app keeps Apple's. Each re-exports what CellGraph has of
/// its framework; they are part of the `CellGraphSwiftUI` product, which re-exports them too.
#if canImport(Darwin)
  let frameworkShims: [String] = []
#else
  let frameworkShims = ["Combine", "UniformTypeIdentifiers", "CoreGraphics"]
#endif
let frameworkShimTargets: [Target] = frameworkShims.map { name in
  .target(
    name: name, dependencies: name == "CoreGraphics" ? [] : ["CellGraph"],
    exclude: folderReadmes(of: name))
}

let package = Package(
  name: "CellGraph",
  // macOS 15: Synchronization's Mutex and Atomic. Linux needs no declaration.
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "CellGraph", targets: ["CellGraph"]),
    .library(name: "CellGraphTesting", targets: ["CellGraphTesting"]),
    .library(name: "CellGraphSwiftUI", targets: ["CellGraphSwiftUI"] + frameworkShims),
    .library(name: "CellGraphTerminal", targets: ["CellGraphTerminal"]),
    .executable(name: "ComputerDemo", targets: ["ComputerDemo"]),
    .executable(name: "PaletteDemo", targets: ["PaletteDemo"]),
    .executable(name: "SettingsDemo", targets: ["SettingsDemo"]),
    .executable(name: "DocumentDemo", targets: ["DocumentDemo"]),
    .executable(name: "NavigationDemo", targets: ["NavigationDemo"]),
    .executable(name: "ScrumsDemo", targets: ["ScrumsDemo"]),
  ],
  targets: [
    // The engine: cells, the graph, nodes, passes, identity, the text-rendering core, records and
    // the host's core. It knows no feature; `CellGraph` builds every view and feature on it.
    .target(name: "CellGraphCore", exclude: folderReadmes(of: "CellGraphCore")),
    // On platforms without Apple's CoreGraphics, the shapes' `Path` takes the stand-in's
    // `CGAffineTransform`, `CGLineCap` and `CGLineJoin`, as SwiftUI takes CoreGraphics'.
    .target(
      name: "CellGraph",
      dependencies: ["CellGraphCore"]
        + frameworkShims.filter { $0 == "CoreGraphics" }.map {
          Target.Dependency(stringLiteral: $0)
        },
      exclude: folderReadmes(of: "CellGraph")),
    .target(
      name: "CellGraphTesting", dependencies: ["CellGraph"],
      exclude: folderReadmes(of: "CellGraphTesting")),
    .target(
      name: "CellGraphSwiftUI",
      dependencies: ["CellGraph"] + frameworkShims.map { Target.Dependency(stringLiteral: $0) },
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
    // A small app written as ordinary SwiftUI (Apple's Scrumdinger, trimmed), and its tests.
    .executableTarget(
      name: "ScrumsDemo",
      dependencies: ["CellGraphSwiftUI", "CellGraphTerminal"],
      path: "Examples/ScrumsDemo"
    ),
    .testTarget(
      name: "ScrumsDemoTests", dependencies: ["ScrumsDemo", "CellGraphSwiftUI", "CellGraphTesting"]),
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
    // A model file as written for Apple platforms: Foundation and the framework modules only.
    .testTarget(
      name: "CellGraphShimTests",
      dependencies: frameworkShims.map { Target.Dependency(stringLiteral: $0) }),
    // Declaration uses: SwiftUI declarations called as Apple's documentation shows them, so a
    // declaration that differs from SwiftUI's is a compile error. The files are in
    // Tests/DeclarationUses; each of the two targets reaches them through a link (`Uses`), and
    // compiles them in its language mode — Swift 6 and Swift 5, as apps are written in both.
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
    // Random key sequences to each Example's screen through the live runner (the examples are
    // executables, imported with @testable).
    .testTarget(
      name: "ExamplesFuzzTests",
      dependencies: [
        "CellGraph", "CellGraphTerminal", "ComputerDemo", "SettingsDemo", "PaletteDemo",
        "NavigationDemo", "DocumentDemo",
      ]),
  ] + frameworkShimTargets,
  swiftLanguageModes: [.v6]
)
