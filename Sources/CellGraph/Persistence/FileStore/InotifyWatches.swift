import CellGraphCore

#if os(Linux)
  import Foundation
  import Glibc

  /// The inotify side of `FileStoreWatcher`: which directories are watched, and which events
  /// mean the store's file may have changed.
  ///
  /// The directory is watched, not the file: an atomic writer replaces the file by renaming a new
  /// one over it (`IN_MOVED_TO`), which a watch on the old file's inode would never see. Events
  /// for other names (the lock, temporary files) are ignored; the events of one `read` are
  /// coalesced into one call.
  ///
  /// A watch dies with its directory. So the plan is made of paths, not inodes: for each watched
  /// file (the store's path, and a link's current target) the deepest *existing* directory on the
  /// way to it is watched, with the one name under it that matters:
  ///
  ///     /home/ada/.config/notes/settings.json   notes exists     → watch notes/, name settings.json
  ///     notes removed (rm -rf, a cleanup job)    .config exists   → watch .config/, name notes
  ///     notes created again                      event for notes  → watch notes/ again, re-read
  ///
  /// Any event for a planned name, a watched directory deleted or moved (`IN_DELETE_SELF`,
  /// `IN_MOVE_SELF`, `IN_IGNORED`) or a lost event (`IN_Q_OVERFLOW`) re-makes the plan; a plan that
  /// changed is followed by a re-read, since the file may have changed while it was not watched.
  struct InotifyWatches: Sendable {
    private let fd: Int32
    private let disk: FileStoreDisk

    private struct Watch: Equatable {
      var directory: String
      var name: [UInt8]
      var descriptor: Int32 = -1
    }

    private static let mask = UInt32(
      IN_MOVED_TO | IN_CLOSE_WRITE | IN_DELETE | IN_MOVED_FROM | IN_CREATE | IN_DELETE_SELF
        | IN_MOVE_SELF)

    /// Creates the inotify descriptor, or returns `nil` when the system has none to give.
    init?(disk: FileStoreDisk) {
      let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard fd >= 0 else { return nil }
      self.fd = fd
      self.disk = disk
    }

    /// Watches until a byte arrives on `wakeFD`, then closes the inotify descriptor.
    func run(wakeFD: Int32, onChange: @Sendable () -> Void) {
      defer { close(fd) }
      var watches: [Watch] = []
      replan(&watches, force: true)
      onChange()
      var descriptors = [
        pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0),
      ]
      var buffer = [UInt8](repeating: 0, count: 16 * 1024)
      while true {
        let ready = poll(&descriptors, 2, -1)
        if ready < 0 {
          if errno == EINTR { continue }
          return
        }
        if descriptors[1].revents != 0 { return }
        var fileChanged = false
        var structureChanged = false
        while true {
          let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
          if count <= 0 { break }
          Self.forEachEvent(in: buffer[0..<count]) { descriptor, mask, name in
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
              structureChanged = true
              return
            }
            guard watches.contains(where: { $0.descriptor == descriptor }) else { return }
            if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0 {
              structureChanged = true
            } else if watches.contains(where: { $0.descriptor == descriptor && $0.name == name }) {
              // The file itself, a link to it retargeted, or a directory on the way created.
              fileChanged = true
            }
          }
        }
        let replanned = replan(&watches, force: structureChanged)
        if fileChanged || replanned { onChange() }
      }
    }

    /// Re-makes the plan; when it differs from `watches` (or `force`), replaces every watch.
    /// Returns whether the watches were replaced.
    ///
    /// After replacing the watches it plans again, and repeats (a few times at most) until the
    /// plan made *after* the watches exist is the one they follow. A directory created or removed
    /// between the look and the watch sent its event before anything watched for it:
    ///
    ///     look: config/ missing ─ mkdir config/ (IN_CREATE, unwatched) ─ watch the parent
    ///     plan again: config/ exists ─▶ watch config/ (the caller then re-reads the file)
    ///
    /// A watch that failed (its directory removed in between) is planned again the same way.
    @discardableResult
    private func replan(_ watches: inout [Watch], force: Bool) -> Bool {
      var replaced = false
      for attempt in 0..<8 {
        var planned: [Watch] = []
        for path in disk.watchedPaths() {
          let watch = Self.deepestExistingDirectory(toward: path)
          if !planned.contains(watch) { planned.append(watch) }
        }
        let current = watches.map { Watch(directory: $0.directory, name: $0.name) }
        guard
          (force && attempt == 0) || planned != current
            || watches.contains(where: { $0.descriptor < 0 })
        else { return replaced }
        for watch in watches where watch.descriptor >= 0 { inotify_rm_watch(fd, watch.descriptor) }
        for index in planned.indices {
          planned[index].descriptor = inotify_add_watch(fd, planned[index].directory, Self.mask)
        }
        watches = planned
        replaced = true
      }
      return replaced
    }

    /// The deepest existing directory on the way to `path`, with the name under it that leads on.
    private static func deepestExistingDirectory(toward path: String) -> Watch {
      var directory = (path as NSString).deletingLastPathComponent
      var name = (path as NSString).lastPathComponent
      while !isDirectory(directory), directory != "/", !directory.isEmpty {
        name = (directory as NSString).lastPathComponent
        directory = (directory as NSString).deletingLastPathComponent
      }
      return Watch(directory: directory.isEmpty ? "/" : directory, name: Array(name.utf8))
    }

    private static func isDirectory(_ path: String) -> Bool {
      var info = stat()
      return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Calls `body` with each event in `bytes` (`struct inotify_event` records: wd, mask, cookie,
    /// len, then `len` bytes of NUL-padded name).
    private static func forEachEvent(
      in bytes: ArraySlice<UInt8>, _ body: (Int32, UInt32, [UInt8]) -> Void
    ) {
      let header = MemoryLayout<inotify_event>.size
      var offset = bytes.startIndex
      while offset + header <= bytes.endIndex {
        let (descriptor, mask, length) = bytes.withUnsafeBytes { raw in
          let base = offset - bytes.startIndex
          return (
            raw.loadUnaligned(fromByteOffset: base, as: Int32.self),
            raw.loadUnaligned(fromByteOffset: base + 4, as: UInt32.self),
            Int(raw.loadUnaligned(fromByteOffset: base + 12, as: UInt32.self))
          )
        }
        let nameStart = offset + header
        let nameEnd = min(nameStart + length, bytes.endIndex)
        body(descriptor, mask, Array(bytes[nameStart..<nameEnd].prefix { $0 != 0 }))
        offset = nameEnd
      }
    }
  }
#endif
