import CellGraph
import CellGraphTerminal
import Foundation

// The CS193P palette store, persisted. Each run shows the palettes the previous runs left, adds
// one, renames it, and removes the oldest once there are more than five: run it twice and the
// second run starts where the first ended.
//
//     swift run PaletteDemo                     # the default store, in the per-user data folder
//     swift run PaletteDemo --store /tmp/p.json # a store file of your choosing

@MainActor
func printFrame(_ title: String, _ host: ViewHost) {
  host.flush()
  print("=== \(title) ===")
  print(host.text)
  let bodies = host.updateRecords.flatMap(\.evaluations)
  print("--- bodies that ran: \(bodies.map(\.path).joined(separator: ", "))")
  print()
  host.resetEvaluations()
}

@MainActor
func runDemo() throws {
  let arguments = CommandLine.arguments
  let store: any KeyValueStore
  if let index = arguments.firstIndex(of: "--store"), index + 1 < arguments.count {
    store = FileStore(url: URL(fileURLWithPath: arguments[index + 1]))
  } else {
    store = DefaultStore.shared
  }
  print("store: \(store.name)\n")

  let palettes = PaletteStore(store: store)
  let host = ViewHost(PaletteManager(store: palettes), recordingEvaluations: true)
  // `swift run PaletteDemo --live`: the palette store, interactive in the terminal.
  if LiveRunner.isRequested() { LiveRunner(host, title: "PaletteDemo").run() }
  printFrame("What the previous runs left", host)

  try host.tap("Add palette")
  printFrame("Tap \"Add palette\"", host)

  guard let newest = palettes.palettes.last else { return }
  try host.type("\(newest.name) (renamed)", into: "Name \(newest.id)")
  printFrame("Rename palette \(newest.id)", host)

  if palettes.palettes.count > 5, let oldest = palettes.palettes.first {
    try host.tap("Remove \(oldest.id)")
    printFrame("Tap \"Remove \(oldest.id)\" (more than five palettes)", host)
  }
  for diagnostic in host.diagnostics + store.diagnostics { print("diagnostic: \(diagnostic)") }
}

try MainActor.assumeIsolated { try runDemo() }
