import Foundation

/// Runs a program to its end with `posix_spawn`, standard input read from a file and standard
/// output written to one, and returns its exit status and output.
///
/// Not `Process`: a test's thread blocks signals, and a child spawned from it inherits that mask
/// — a tmux server that cannot see SIGCHLD or SIGTERM never reaps its panes and never quits.
/// The child here gets an empty mask and default handlers, and no descriptor of this process
/// beyond the three it is given (a pipe another test is writing would never reach its end).
enum Spawn {
  static func run(
    _ path: String, _ arguments: [String], input: String = "",
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> (status: Int32, output: String) {
    let directory = FileManager.default.temporaryDirectory
    let inputPath = directory.appendingPathComponent("cellgraph-live-\(UUID().uuidString).in").path
    let outputPath = directory.appendingPathComponent("cellgraph-live-\(UUID().uuidString).out")
      .path
    try input.write(toFile: inputPath, atomically: true, encoding: .utf8)
    defer {
      try? FileManager.default.removeItem(atPath: inputPath)
      try? FileManager.default.removeItem(atPath: outputPath)
    }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    for descriptor in openDescriptors() where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }

    var pid: pid_t = 0
    let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
    var exitStatus: Int32 = 0
    while waitpid(pid, &exitStatus, 0) < 0, errno == EINTR {}
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    return ((exitStatus >> 8) & 0xFF, output)
  }

  /// The descriptors open in this process now (`posix_spawn_file_actions_addclosefrom_np` is
  /// not visible to Swift); closing one that another thread closed since is not an error.
  private static func openDescriptors() -> [Int32] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return names.compactMap { Int32($0) }
  }
}
