import CellGraphCore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removing the temporary files of writers that died between creating a temporary and renaming
/// it over the file (`SIGKILL`, a power cut before the rename).
///
/// The scan runs under the store's lock, taken only if free (a writer at work postpones it), and
/// a temporary `.<file>.tmp-<pid>-<n>` is stale only when both hold:
/// - process `<pid>` does not exist (or is a zombie): its writer can never rename it; and
/// - nobody holds the `flock` its writer takes right after creating it (a writer whose process
///   id means something else here, in another PID namespace sharing the directory, still holds
///   it while writing).
///
/// A live writer's temporary is therefore never removed. A dead writer's temporary whose process
/// id has since been reused by a live process stays until that process ends.
extension FileStoreDisk {
  /// Removes the stale temporaries of the file and returns their names. Called under the store's
  /// lock, so that no writer following the protocol is between creating and renaming one; the
  /// checks below keep any other writer's safe too (a directory removed and created again gives
  /// two lock files for a moment).
  @discardableResult
  func removeStaleTemporaries() -> [String] {
    var removed: [String] = []
    for (directory, name, pid) in temporaries() where pid != getpid() && !Self.isAlive(pid) {
      if Self.removeIfUnlocked("\(directory)/\(name)") { removed.append(name) }
    }
    return removed.sorted()
  }

  /// The temporaries of the file now: their directory, name and writer's process id.
  func temporaries() -> [(directory: String, name: String, pid: pid_t)] {
    guard let target = try? resolvedPath() else { return [] }
    let directory = (target as NSString).deletingLastPathComponent
    let prefix = ".\((target as NSString).lastPathComponent).tmp-"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return []
    }
    return names.compactMap { name in
      guard name.hasPrefix(prefix) else { return nil }
      let parts = name.dropFirst(prefix.count).split(separator: "-")
      guard parts.count == 2, let pid = pid_t(parts[0]), Int(parts[1]) != nil else { return nil }
      return (directory, name, pid)
    }
  }

  /// Removes the file at `path` if no one holds a `flock` on it, checking under the lock that the
  /// name still names the file that was locked.
  private static func removeIfUnlocked(_ path: String) -> Bool {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return false }  // its writer is writing
    var opened = stat()
    var named = stat()
    guard fstat(fd, &opened) == 0, lstat(path, &named) == 0, opened.st_ino == named.st_ino,
      opened.st_dev == named.st_dev
    else { return false }
    return unlink(path) == 0
  }

  /// Whether process `pid` exists and has not ended (a zombie has ended: it only waits to be
  /// reaped).
  static func isAlive(_ pid: pid_t) -> Bool {
    guard kill(pid, 0) == 0 || errno == EPERM else { return false }
    #if os(Linux)
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let state = stat.split(separator: ")").last?.split(separator: " ").first
      else { return true }
      return state != "Z"
    #else
      return true
    #endif
  }
}
