import CellGraphWorkloads
import Foundation
import ReactiveFloor

// Runs every workload tracked and naive in this process and prints the results as Markdown.
// Progress goes to standard error, the report to standard output:
//
//     swift run -c release cellgraph-report > results.md

let options = Options(arguments: CommandLine.arguments)
if options.list {
  for workload in Workload.all { print("\(workload.key)\t\(workload.name)") }
  for workload in FloorWorkload.all { print("\(workload.key)\t\(workload.name)") }
  exit(0)
}
if options.stores {
  progress("stores")
  print(StoresReport.markdown(StoreBenchmarks.run(writes: options.quick ? 50 : 500)))
  exit(0)
}
if options.documents {
  progress("documents")
  print(DocumentsReport.markdown(await DocumentSaveBenchmarks.run(saves: options.quick ? 5 : 50)))
  exit(0)
}
if options.retention {
  print(RetentionReport.measure(updates: options.updates, progress: progress).markdown)
  exit(0)
}
if let key = options.profile {
  profile(key: key, mode: options.profileMode, repetitions: options.repetitions)
  exit(0)
}
let workloads = Workload.all.filter { workload in
  guard let filter = options.filter else { return true }
  return workload.group.contains(filter) || workload.name.contains(filter)
    || workload.key.contains(filter)
}

var results: [ResultRow] = []
for workload in workloads {
  progress("\(workload.group): \(workload.name)")
  let tracked = measure(workload, .tracked, samples: options.samples(workload.samples))
  let naive = measure(workload, .naive, samples: options.samples(workload.naiveSamples))
  results.append(ResultRow(workload: workload, tracked: tracked, naive: naive))
}

let floorWorkloads = FloorWorkload.all.filter { workload in
  guard let filter = options.filter else { return true }
  return workload.key.contains(filter) || workload.name.contains(filter)
}
let floor = FloorReport.measure(floorWorkloads, samples: options.samples)

print(Report.header(options: options))
print(Report.tables(results))
print(Report.derived(results))
if !floor.rows.isEmpty { print(floor.markdown(results: results)) }
progress("memory: shape (A), \(MemoryReport.rowCount.formatted) rows")
let memory = MemoryReport.measure()
print(memory.markdown)
print(Targets(results: results, memory: memory, floor: floor).markdown)
progress("documents: snapshot + save")
print(DocumentsReport.markdown(await DocumentSaveBenchmarks.run(saves: options.quick ? 5 : 50)))

/// Builds `workload` in `mode`, times it, and releases its host before the next one.
@MainActor
func measure(_ workload: Workload, _ mode: Mode, samples: Int) -> Measurement {
  let run = workload.make(mode)
  return Measurement.take(run, samples: samples)
}

func progress(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
