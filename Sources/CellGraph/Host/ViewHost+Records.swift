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
      // A tracing host keeps its recorder, which feeds the trace (see `ViewHost+Tracing.swift`).
      if let recorder = graph.recorder, newValue || graph.tracer != nil {
        recorder.keepsRecords = newValue
      } else {
        graph.recorder = newValue ? EvaluationRecorder() : nil
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
  /// changed.`, `Row: @self changed.` (an input from the parent), `Row: @self, @identity
  /// changed.` (first appearance), `Badge: @environment(ThemeKey) changed.`
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
