// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "CellGraph",
  products: [
    .library(name: "CellGraph", targets: ["CellGraph"]),
    .library(name: "CellGraphTesting", targets: ["CellGraphTesting"]),
    .executable(name: "ComputerDemo", targets: ["ComputerDemo"]),
  ],
  targets: [
    .target(name: "CellGraph"),
    .target(name: "CellGraphTesting", dependencies: ["CellGraph"]),
    .executableTarget(
      name: "ComputerDemo",
      dependencies: ["CellGraph"],
      path: "Examples/ComputerDemo"
    ),
    .testTarget(name: "CellGraphTests", dependencies: ["CellGraph"]),
    .testTarget(name: "CellGraphTestingTests", dependencies: ["CellGraph", "CellGraphTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
