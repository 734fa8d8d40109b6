import CHeapStats
import Foundation

/// The process's heap in use and resident memory at one moment.
///
/// `heap` is glibc's `mallinfo2()` (through the `CHeapStats` shim; Glibc's module lacks it): bytes in allocated chunks (`uordblks`, all arenas) plus bytes
/// in chunks served by `mmap` (`hblkhd`, large arrays). It counts what the program asked for,
/// rounded up to malloc's chunk sizes, with each chunk's header: what a row really costs in heap.
/// `resident` is the resident set from `/proc/self/statm`, which also sees page-level effects
/// (freed memory malloc keeps, page rounding) and is noisier.
struct HeapUsage {
  let heap: Int
  let resident: Int

  static func now() -> HeapUsage {
    cheapstats_trim()
    return HeapUsage(heap: cheapstats_heap_in_use(), resident: residentBytes())
  }

  /// Resident pages times the page size: the second field of `/proc/self/statm` (0 elsewhere).
  private static func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
