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
    /// A stored value did not decode as the type of the key read; the default was returned.
    case storageTypeMismatch
    /// A value could not be encoded for a store; the write was ignored.
    case storageEncodingFailed
    /// One key of one store was used with two different value types.
    case duplicateStorageKey
    /// A store's file was not valid; it was moved aside and what could be read was kept.
    case storeFileCorrupt
    /// A store's file could not be read; the store did not write over it.
    case storeReadFailed
    /// A store could not write its file; the values are kept in memory and written later.
    case storeWriteFailed
    /// An ``ObservableObject`` announced a change while a body was running.
    case publishedDuringUpdate
    /// A view needs an object from the environment (``EnvironmentObjectCell``, or
    /// ``EnvironmentCell`` keyed by an `@Observable` type) that no ancestor provides.
    case missingEnvironmentObject
    /// A `frame` was given contradictory sizes (negative, or a minimum above its maximum); the
    /// view was laid out without the frame.
    case invalidFrame
    /// A `ProgressView` was given a value outside `0...total`; the bar shows the value clamped.
    case progressValueOutOfRange
    /// `\.dismiss` was called in a view that is not presented; nothing was dismissed.
    case dismissUnavailable
    /// A host's viewport was set to less than one line or column; one was used.
    case invalidViewport
    /// A lazy grid was given no `GridItem`; it laid its cells out in one column (or row).
    case emptyGridItems
    /// A `FocusStateCell` was given a value that no `.focused(_:equals:)` field in the tree is
    /// bound to; focus was cleared.
    case unboundFocusValue
    /// A picker's selection equals none of its options' tags; it shows nothing chosen.
    case invalidSelection
    /// A stepper's, slider's or date picker's value is outside its range; it is shown as is.
    case valueOutOfRange
    /// An ``UndoStack`` was used in a way Foundation's `UndoManager` rejects (an unbalanced
    /// grouping, `undo()` inside an open group); the call was ignored or repaired as described.
    case undoMisuse
    /// A `ReferenceFileDocument` announced a change during an event that registered no undo: the
    /// document was not marked edited, so the change will not be saved.
    case documentChangedWithoutUndo
    /// A document opened from a read-only file was edited: the edits cannot be saved over it.
    case documentReadOnly
    /// A document could not be autosaved; its edits are kept in memory and saving is retried.
    case documentSaveFailed
    /// A view asked to present (a sheet, an alert, …) while another presentation of the same
    /// presenter was up; it was not presented and waits for the other to be dismissed.
    case presentationConflict
    /// An `onPreferenceChange` action kept changing the value it reacts to: after two runs in one
    /// update the runtime stopped calling it ("Bound preference … tried to update multiple times
    /// per frame.").
    case preferenceCycle
    /// `ViewHost.advance(by:)` was given a negative duration: the virtual clock cannot go back,
    /// and was left as it was.
    case negativeClockAdvance
    /// A navigation link or path value has no matching `navigationDestination` in its stack;
    /// nothing was pushed (a path value shows an empty screen).
    case navigationDestinationMissing
    /// A `NavigationLink` was tapped outside any `NavigationStack`; nothing happened.
    case navigationLinkOutsideStack
    /// A link's value does not have the element type of its stack's typed path; nothing was
    /// pushed.
    case navigationPathTypeMismatch
    /// Going back (a back interaction, `dismiss()`) was asked of a stack at its root; nothing
    /// changed.
    case navigationBackAtRoot
    /// A restored `NavigationPath` names a type this process cannot find or decode; the element
    /// is kept as stored and shows an empty screen.
    case navigationPathUnresolvedType
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

  package static func append(_ diagnostic: Diagnostic) {
    if !entries.contains(diagnostic) { entries.append(diagnostic) }
  }
}
