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
  /// What kind of misuse was detected: `updateLoop`, `duplicateID`, `presentationConflict`, …
  ///
  /// Open for extension: each kind is declared beside the feature that reports it, as a static
  /// constant (`extension Diagnostic.Kind { public static let undoMisuse = Self("undoMisuse") }`),
  /// so a new feature adds its kinds without editing a central list. A `switch` over kinds matches
  /// them as values and ends with a `default:`.
  ///
  /// ```swift
  /// switch diagnostic.kind {
  /// case .updateLoop: print("never settled")
  /// default: print(diagnostic.message)
  /// }
  /// ```
  public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The kind's name, as descriptions show it: `[updateLoop] …`.
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The kind named `name`.
    public init(_ name: String) {
      self.init(rawValue: name)
    }

    public var description: String { rawValue }
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

/// The kinds of misuse the engine itself detects. Each feature declares its own kinds beside the
/// code that reports them.
extension Diagnostic.Kind {
  /// State was written while a body (or another view update) was running.
  public static let stateWrittenDuringUpdate = Self("stateWrittenDuringUpdate")
  /// Passes kept invalidating views and the runtime stopped updating.
  public static let updateLoop = Self("updateLoop")
  /// A `StateCell` was used outside a view installed in a host.
  public static let uninstalledState = Self("uninstalledState")
  /// An `EnvironmentCell` was read outside a view installed in a host.
  public static let uninstalledEnvironment = Self("uninstalledEnvironment")
  /// `ForEach` data contained the same id more than once.
  public static let duplicateID = Self("duplicateID")
  /// `ForEach` over a range whose count changed.
  public static let rangeCountChanged = Self("rangeCountChanged")
  /// A binding to a collection element whose element no longer exists.
  public static let staleBinding = Self("staleBinding")
  /// A `DynamicField` the runtime cannot install (in a class, or behind `weak`/`unowned`).
  public static let unreachableField = Self("unreachableField")
  /// `ViewHost.setRoot(_:)` was given a view of a different type than the root.
  public static let rootTypeMismatch = Self("rootTypeMismatch")
  /// An ``ObservableObject`` announced a change while a body was running.
  public static let publishedDuringUpdate = Self("publishedDuringUpdate")
  /// A view needs an object from the environment (``EnvironmentObjectCell``, or
  /// ``EnvironmentCell`` keyed by an `@Observable` type) that no ancestor provides.
  public static let missingEnvironmentObject = Self("missingEnvironmentObject")
  /// A host's viewport was set to less than one line or column; one was used.
  public static let invalidViewport = Self("invalidViewport")
  /// An `onPreferenceChange` action kept changing the value it reacts to: after two runs in one
  /// update the runtime stopped calling it ("Bound preference … tried to update multiple times
  /// per frame.").
  public static let preferenceCycle = Self("preferenceCycle")
  /// `ViewHost.advance(by:)` was given a negative duration: the virtual clock cannot go back,
  /// and was left as it was.
  public static let negativeClockAdvance = Self("negativeClockAdvance")
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

  package static func append(_ diagnostic: Diagnostic) {
    if !entries.contains(diagnostic) { entries.append(diagnostic) }
  }
}
