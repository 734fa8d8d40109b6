// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// The benchmark package of CellGraph: its own package, so the library keeps no dependency.
///
/// - `CellGraphWorkloads`: the workloads (views, setups, operations), shared by both runners.
/// - `cellgraph-report`: runs every workload with a simple timing loop, tracked and naive, and
///   prints one Markdown table with the bodies each workload ran, then the floor beside them.
/// - `ReactiveFloor`: the floor, a minimal reactive core (cells, nodes, a flush; no views).
/// - `CellGraphBenchmarks`: the same workloads for package-benchmark (`swift package benchmark`),
///   with its malloc counters.
/// The root package's identity is the name of its directory, which differs between clones
/// (`cellgraph`, a worktree's name), so it is read from where this manifest lives.
let rootIdentity = URL(fileURLWithPath: Context.packageDirectory)
  .deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
  name: "CellGraphBenchmarks",
  platforms: [.macOS(.v15)],  // CellGraph needs macOS 15 (Mutex, Atomic)
  dependencies: [
    .package(path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", exact: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(
      name: "CellGraphWorkloads",
      dependencies: [.product(name: "CellGraph", package: rootIdentity), "ReactiveFloor"]
    ),
    .target(name: "CHeapStats"),
    .target(name: "ReactiveFloor"),
    .testTarget(name: "ReactiveFloorTests", dependencies: ["ReactiveFloor"]),
    .executableTarget(
      name: "cellgraph-report",
      dependencies: ["CellGraphWorkloads", "CHeapStats", "ReactiveFloor"]
    ),
    .executableTarget(
      name: "CellGraphBenchmarks",
      dependencies: [
        "CellGraphWorkloads",
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/CellGraphBenchmarks",
      swiftSettings: [.swiftLanguageMode(.v5)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
