import CellGraph
import CellGraphTerminal

// Renders the demo screen, performs a few interactions, and prints each frame with the bodies
// that ran to produce it and why each ran. Run it with `swift run ComputerDemo`.

@MainActor
func printFrame(_ title: String, _ host: ViewHost) {
  host.flush()
  print("=== \(title) ===")
  print(host.text)
  let records = host.updateRecords
  let bodies = records.reduce(0) { $0 + $1.evaluations.count }
  print("--- bodies that ran: \(bodies)")
  for record in records { print(record) }
  print()
  host.resetEvaluations()
}

@MainActor
func runDemo() throws {
  let host = ViewHost(DemoScreen(), recordingEvaluations: true)
  // `swift run ComputerDemo --live`: the same screen, interactive in the terminal.
  if LiveRunner.isRequested() { LiveRunner(host, title: "ComputerDemo").run() }
  printFrame("Frame 1: first render", host)

  try host.tap("Press the button")
  printFrame("Frame 2: tap \"Press the button\"", host)

  try host.toggle("Sui power")
  printFrame("Frame 3: toggle \"Sui power\"", host)

  try host.type("   ada   ", into: "Username")
  printFrame("Frame 4: type \"   ada   \" into \"Username\"", host)

  host.setRoot(DemoScreen())
  printFrame("Frame 5: the root is re-created with equal inputs", host)

  for diagnostic in host.diagnostics { print("diagnostic: \(diagnostic)") }
}

try MainActor.assumeIsolated { try runDemo() }
