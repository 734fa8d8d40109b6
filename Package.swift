// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "CellGraph",
  products: [
    .library(name: "CellGraph", targets: ["CellGraph"]),
    .executable(name: "ComputerDemo", targets: ["ComputerDemo"]),
  ],
  targets: [
    .target(name: "CellGraph"),
    .executableTarget(
      name: "ComputerDemo",
      dependencies: ["CellGraph"],
      path: "Examples/ComputerDemo"
    ),
    .testTarget(name: "CellGraphTests", dependencies: ["CellGraph"]),
  ],
  swiftLanguageModes: [.v6]
)
