// A second process for the persistence tests: it writes to a FileStore the way another instance
// of an app would.
//
//   cellgraph-store-helper set <file> <key> <json>         one write, then exit
//   cellgraph-store-helper fill <file> <prefix> <count>    <count> writes of <prefix>0, <prefix>1, …
//   cellgraph-store-helper loop <file> <key>               writes 0, 1, 2, … until killed (or
//                                                          its parent exits); prints "ready"
//                                                          after the first write
//   cellgraph-store-helper big <file> <key> <bytes>        writes a string of about <bytes>
//                                                          bytes, a new one each time, until
//                                                          killed or orphaned (a long write, so
//                                                          a test can stop or kill it mid-write)
import CellGraph
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("cellgraph-store-helper: \(message)\n".utf8))
  exit(2)
}

guard arguments.count >= 3 else { fail("usage: set|fill|loop|big <file> …") }
let store = FileStore(url: URL(fileURLWithPath: arguments[1]))

switch arguments[0] {
case "set" where arguments.count == 4:
  store.setData(Data(arguments[3].utf8), forKey: arguments[2])
case "fill" where arguments.count == 4:
  guard let count = Int(arguments[3]) else { fail("not a count: \(arguments[3])") }
  for index in 0..<count {
    try store.set(index, forKey: "\(arguments[2])\(index)")
  }
case "loop" where arguments.count == 3:
  // The test that started the loop kills it when done. Should the test process die first (a
  // crash, a run interrupted), the loop would write on forever, taking a CPU from whatever runs
  // next; an orphan is adopted by another process, so a changed parent ends it.
  let parent = getppid()
  var value = 0
  while getppid() == parent {
    try store.set(value, forKey: arguments[2])
    if value == 0 {
      FileHandle.standardOutput.write(Data("ready\n".utf8))
    }
    value += 1
  }
case "big" where arguments.count == 4:
  guard let size = Int(arguments[3]) else { fail("not a size: \(arguments[3])") }
  let parent = getppid()
  let filler = String(repeating: "x", count: size)
  var round = 0
  while getppid() == parent {
    try store.set("\(round) \(filler)", forKey: arguments[2])
    // A write that failed (its temporary removed under it, say) ends the loop with a status.
    if !store.diagnostics.isEmpty { fail("\(store.diagnostics)") }
    round += 1
  }
default:
  fail("unknown command: \(arguments.joined(separator: " "))")
}
if !store.diagnostics.isEmpty { fail("\(store.diagnostics)") }
