/// A report of misuse that the runtime survived: what happened and what it did instead.
///
/// SwiftUI logs these situations as runtime warnings; CellGraph records them on the host, where a
/// test can assert on them, and never crashes.
///
/// ```swift
/// let host = ViewHost(ContentView())
/// try host.tap("Increment")
/// host.flush()
/// #expect(host.diagnostics.isEmpty, "\(host.diagnostics.map(\.message))")
/// ```
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What kind of misuse was detected.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// State was written while a body (or another view update) was running.
    case stateWrittenDuringUpdate
    /// Passes kept invalidating views and the runtime stopped updating.
    case updateLoop
    /// A `StateCell` was used outside a view installed in a host.
    case uninstalledState
    /// An `EnvironmentCell` was read outside a view installed in a host.
    case uninstalledEnvironment
    /// `ForEach` data contained the same id more than once.
    case duplicateID
    /// `ForEach` over a range whose count changed.
    case rangeCountChanged
    /// A binding to a collection element whose element no longer exists.
    case staleBinding
    /// A `DynamicField` the runtime cannot install (in a class, or behind `weak`/`unowned`).
    case unreachableField
    /// `ViewHost.setRoot(_:)` was given a view of a different type than the root.
    case rootTypeMismatch
    /// An ``ObservableObject`` announced a change while a body was running.
    case publishedDuringUpdate
    /// A view needs an object from the environment (``EnvironmentObjectCell``, or
    /// ``EnvironmentCell`` keyed by an `@Observable` type) that no ancestor provides.
    case missingEnvironmentObject
  }

  /// What kind of misuse was detected.
  public let kind: Kind
  /// What happened and what the runtime did instead.
  public let message: String
  /// The identity path of the view involved, when there is one.
  public let path: String?

  public init(kind: Kind, message: String, path: String? = nil) {
    self.kind = kind
    self.message = message
    self.path = path
  }

  public var description: String { "[\(kind.rawValue)] \(message)" }
}

/// Diagnostics raised where no host was active (a state cell used in a view that was never put in a
/// host), kept for the process.
@MainActor
public enum UnhostedDiagnostics {
  private static var entries: [Diagnostic] = []

  /// The diagnostics raised outside any host, oldest first.
  public static var all: [Diagnostic] { entries }

  /// Forgets the diagnostics recorded so far.
  public static func removeAll() { entries.removeAll() }

  static func append(_ diagnostic: Diagnostic) {
    if !entries.contains(diagnostic) { entries.append(diagnostic) }
  }
}
