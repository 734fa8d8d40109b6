/// The passes a host recorded, oldest first, and — when there are none — why.
///
/// A collection of ``UpdateRecord``s, read from ``ViewHost/updateRecords``. Printed, it lists
/// every pass; printed empty, it says why it is empty instead of printing `[]`: recording is off
/// (and how to switch it on), writes are waiting for a `flush()`, or nothing ran since recording
/// began or since the last `resetEvaluations()`.
///
/// ```swift
/// let host = ViewHost(Counter())                 // not recording
/// try host.tap("Increment")
/// host.flush()
/// print(host.updateRecords)
/// // No passes were recorded: this host does not record them. Create it with
/// // ViewHost(_:recordingEvaluations: true) (or ViewHost.testing(_:) from CellGraphTesting), or
/// // set isRecordingEvaluations = true before the update to explain.
/// ```
///
/// Records compare by their passes alone: `host.updateRecords == []` holds whenever nothing was
/// recorded, whatever the reason.
public struct UpdateRecords: RandomAccessCollection, Sendable, Hashable, CustomStringConvertible,
  ExpressibleByArrayLiteral
{
  /// The recorded passes, oldest first.
  public let records: [UpdateRecord]
  /// Whether the host was recording when these records were read.
  public let isRecording: Bool
  /// Whether writes were waiting for a flush when these records were read.
  public let hasPendingUpdates: Bool

  /// Records read from a host.
  ///
  /// - Parameters:
  ///   - records: The recorded passes, oldest first.
  ///   - isRecording: Whether the host records passes.
  ///   - hasPendingUpdates: Whether writes were waiting for a flush.
  public init(_ records: [UpdateRecord], isRecording: Bool, hasPendingUpdates: Bool = false) {
    self.records = records
    self.isRecording = isRecording
    self.hasPendingUpdates = hasPendingUpdates
  }

  /// Records written out, as recorded by a host that records.
  public init(arrayLiteral records: UpdateRecord...) {
    self.init(records, isRecording: true)
  }

  public var startIndex: Int { records.startIndex }
  public var endIndex: Int { records.endIndex }
  public subscript(position: Int) -> UpdateRecord { records[position] }

  public static func == (lhs: UpdateRecords, rhs: UpdateRecords) -> Bool {
    lhs.records == rhs.records
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(records)
  }

  /// Every pass, one block each; or, when there is none, why.
  public var description: String {
    records.isEmpty ? emptyExplanation : records.map(\.description).joined(separator: "\n")
  }

  /// Why no pass is listed, and what to do about it.
  public var emptyExplanation: String {
    if !isRecording {
      return """
        No passes were recorded: this host does not record them. Create it with \
        ViewHost(_:recordingEvaluations: true) (or ViewHost.testing(_:) from CellGraphTesting), \
        or set isRecordingEvaluations = true before the update to explain.
        """
    }
    if hasPendingUpdates {
      return """
        No passes were recorded yet: writes are waiting for an update pass. Call flush() (or \
        read text) to run it.
        """
    }
    return """
      No passes were recorded: recording is on, but no update pass ran since recording began or \
      since the last resetEvaluations(). No body was invalidated: the writes, if any, stored \
      equal values or went to sources no body read.
      """
  }
}
