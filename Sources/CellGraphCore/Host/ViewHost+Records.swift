/// Invalidation records: which bodies ran, in which pass, and why.
extension ViewHost {
  /// Whether the host records what each pass does (``updateRecords``). Off by default: describing
  /// values and building identity paths costs time on every write and evaluation.
  ///
  /// Switch it on at creation (`ViewHost(root, recordingEvaluations: true)`) to record the first
  /// render too.
  public var isRecordingEvaluations: Bool {
    get { graph.recorder?.keepsRecords == true }
    set {
      guard newValue != isRecordingEvaluations else { return }
      if newValue {
        if let recorder = graph.recorder {
          // The recorder a `_printChanges()` call or a trace started: keep its pending causes.
          recorder.keepsRecords = true
        } else {
          graph.recorder = EvaluationRecorder()
        }
      } else if graph.bodyChanges.isGatheringCauses || graph.tracer != nil {
        // `_printChanges()` and a trace (see `ViewHost+Tracing.swift`) still need the recorder.
        graph.recorder?.reset()
        graph.recorder?.keepsRecords = false
      } else {
        graph.recorder = nil
      }
      applyChangeLog()
    }
  }

  /// The record of every pass since recording was switched on or since the last
  /// `resetEvaluations()`, oldest first.
  ///
  /// ```swift
  /// host.resetEvaluations()
  /// try host.tap("Increment")
  /// host.flush()
  /// print(host.updateRecords)
  /// // pass 2 (tap "Increment")
  /// //   Counter: Counter.count changed (0 → 1)
  /// ```
  ///
  /// When there is nothing to list, printing the records says why: recording is off (with how to
  /// switch it on), writes are waiting for a flush, or no pass ran since the last reset.
  public var updateRecords: UpdateRecords {
    UpdateRecords(
      graph.recorder?.records ?? [], isRecording: isRecordingEvaluations,
      hasPendingUpdates: hasPendingUpdates)
  }

  /// The identity paths of the bodies that ran, in order, across ``updateRecords``.
  ///
  /// ```swift
  /// host.isRecordingEvaluations = true
  /// try host.tap("Press the button")
  /// host.flush()
  /// print(host.evaluatedBodies)   // ["DemoScreen/VStack/ComputerView"]
  /// ```
  public var evaluatedBodies: [String] {
    updateRecords.flatMap { $0.evaluations.map(\.path) }
  }

  /// Prints one line per body evaluation, like SwiftUI's `_printChanges()`: `Row: _isOn
  /// changed.`, `Row: @self changed.` (an input from the parent), `Text: @self changed.`
  /// (first appearance of a view with no dynamic field), `Row: @self, @identity, _isOn
  /// changed.` (first appearance), `Badge: _theme changed.` (an environment value); the same lines
  /// as `_printChanges()` called inside the body.
  ///
  /// Turns recording on. Call it again to change the filter or the output.
  ///
  /// ```swift
  /// host.printChanges()                          // every view type
  /// host.printChanges(of: [Row.self])            // only rows
  /// host.printChanges(to: { lines.append($0) })  // somewhere else than standard output
  /// ```
  ///
  /// - Parameters:
  ///   - types: The view (or modifier) types to print; empty means all.
  ///   - output: Where each line goes; standard output by default.
  public func printChanges(
    of types: [Any.Type] = [], to output: @escaping @MainActor (String) -> Void = { print($0) }
  ) {
    changeLog = ChangeLog(types: Set(types.map(ObjectIdentifier.init)), output: output)
    isRecordingEvaluations = true
    applyChangeLog()
  }

  /// Stops printing changes (recording stays as it is).
  public func stopPrintingChanges() {
    changeLog = nil
    applyChangeLog()
  }

  private func applyChangeLog() {
    guard let recorder = graph.recorder else { return }
    guard let changeLog else {
      recorder.onEvaluation = nil
      return
    }
    recorder.onEvaluation = { evaluation, typeID in
      if changeLog.types.isEmpty || changeLog.types.contains(typeID) {
        changeLog.output(evaluation.changeLine)
      }
    }
  }
}

/// Where a host prints its change lines, and for which view types.
struct ChangeLog {
  let types: Set<ObjectIdentifier>
  let output: @MainActor (String) -> Void
}

/// What bodies report with `_printChanges()` and `_logChanges()`.
extension ViewHost {
  /// Where `_printChanges()` lines go; standard output when nil.
  ///
  /// ```swift
  /// var lines: [String] = []
  /// host.printChangesOutput = { lines.append($0) }
  /// ```
  public var printChangesOutput: (@MainActor (String) -> Void)? {
    get { graph.bodyChanges.printer }
    set { graph.bodyChanges.printer = newValue }
  }

  /// The lines `_logChanges()` logged in this host's bodies, oldest first: SwiftUI logs them to
  /// the "Changed Body Properties" category.
  ///
  /// ```swift
  /// #expect(host.loggedChanges.map(\.message) == ["Title: @self changed."])
  /// ```
  public var loggedChanges: [LoggedChange] { graph.bodyChanges.logged }

  /// Forgets the lines logged so far.
  ///
  /// ```swift
  /// host.clearLoggedChanges()
  /// ```
  public func clearLoggedChanges() {
    graph.bodyChanges.logged.removeAll()
  }
}
