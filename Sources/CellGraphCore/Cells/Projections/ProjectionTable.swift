/// The projections of one state box's value that bodies read through element and key-path
/// bindings, by path: the box checks them after every change of its value, and each invalidates
/// only its own readers, and only if its part of the value changed (see `ProjectionSource`).
///
/// The table does not own its projections: the nodes that read them do (through their
/// dependencies), and a projection leaves the table when the last of them stops reading it. So a
/// change of the box costs one comparison per projection some view reads now — for
/// `ForEach($items)`, one per row — and no body for a row whose element did not change.
@MainActor
final class ProjectionTable {
  /// A projection, not retained (see the type's note), and the part of the root it depends on.
  private struct Entry {
    unowned(unsafe) let source: AnyProjectionSource
    let scope: Scope

    @MainActor
    init(source: AnyProjectionSource) {
      self.source = source
      switch source.steps.first {
      case .element(let index, _)?:
        scope = (index.base as? Int).map(Scope.element) ?? .anything
      case .identities?: scope = .identities
      default: scope = .anything
      }
    }
  }

  /// What a projection's value is a function of, for skipping it after a write.
  private enum Scope {
    /// The element at this index of the root collection (and what lies inside it).
    case element(Int)
    /// The root collection's count and ids.
    case identities
    /// Anything else in the root's value.
    case anything
  }

  /// Every projection, by path.
  private var entries: [[ProjectionStep]: Entry] = [:]
  /// The same projections by scope, so that a write that changed a few elements finds their
  /// projections without visiting the others: those of each element, by index, and the rest
  /// (`identities` and `anything`), by object. Kept in step with `entries` by `add` and `forget`.
  private var entriesByElement: [Int: [Entry]] = [:]
  private var otherEntries: [ObjectIdentifier: Entry] = [:]
  /// For a root that is the collection of a `ForEach($items)`: which elements a write changed.
  private var elementChanges: ElementChangeFinder?

  /// How many projections are being read, for tests.
  package var count: Int { entries.count }

  /// Reads `location`'s value for the body being evaluated, recording the projection at its path
  /// as the dependency instead of the whole state box. `nil` when the location has no projection
  /// path or its path reaches no value now (an element that moved or is gone): the caller reads
  /// the slow way, which depends on the whole value and reports a stale binding.
  ///
  /// Nothing finer is recorded when the reader already depends on the whole box or on a shorter
  /// projection of the same path in this evaluation (a `ForEach` reading its rows' elements after
  /// the collection): that dependency already covers this one.
  static func trackedRead<Location: BindingLocation>(of location: Location) -> Location.Value? {
    guard let path = location.projectionPath(), !path.steps.isEmpty else { return nil }
    let root = path.root
    guard let value = location.peek() else { return nil }
    if root.lastReadEpoch == Tracking.epoch { return value }
    let table = root.projectionTable
    if table.coversPrefix(of: path.steps) { return value }
    guard let source = table.source(at: path.steps, for: location, value: value) else {
      return nil
    }
    source.recordRead()
    return value
  }

  /// Records, for the `ForEach` being evaluated, a dependency on the count and ids of the
  /// collection at `location` (compared by `sameStructure`) rather than on all of it. Returns
  /// whether the dependency is covered — recorded here, or already by a read of the whole
  /// collection — so the caller may read the collection quietly; `false` when the location has
  /// no projection path (the caller reads, and depends on, the whole collection).
  ///
  /// When `location` is the root itself, `changes` (made only then, and once per root) lets a
  /// write compare only the projections of the elements it changed.
  static func trackedStructureRead<Location: BindingLocation>(
    of location: Location, sameStructure: ValueComparator,
    changes: @autoclosure () -> ElementChangeFinder? = nil
  ) -> Bool {
    guard Tracking.current != nil else { return true }
    guard let path = location.projectionPath(), let value = location.peek() else { return false }
    let root = path.root
    let steps = path.steps + [.identities]
    if path.steps.isEmpty, root.projectionTable.elementChanges == nil {
      root.projectionTable.elementChanges = changes()
    }
    if root.lastReadEpoch == Tracking.epoch { return true }
    let table = root.projectionTable
    if table.coversPrefix(of: steps) { return true }
    guard
      let source = table.source(
        at: steps, for: location, value: value, comparator: sameStructure)
    else { return false }
    source.recordRead()
    return true
  }

  /// Called by the root after its value changed from the value at `old` to the value at `new`:
  /// every projection whose part may have changed compares it.
  ///
  /// With an `ElementChangeFinder` that can answer, that is the projections of the elements
  /// whose bytes changed, the ids' projection if one of those elements' ids changed, and any
  /// other projection; a projection of an unchanged element would compare equal (its last value
  /// is equal to the old element, whose bytes the new one has), so it is skipped. Otherwise every
  /// projection compares.
  func rootDidChange(old: UnsafeRawPointer, new: UnsafeRawPointer) {
    guard !entries.isEmpty else { return }
    // Retained for the loop: invalidating a reader never releases a projection today, but an
    // unretained reference must not depend on that.
    var stale: [AnyProjectionSource] = []
    if let finder = elementChanges, let changed = finder.changedIndices(old, new) {
      let idsChanged = !changed.isEmpty && !finder.sameIDs(old, new, changed)
      for index in changed {
        for entry in entriesByElement[index] ?? [] { stale.append(entry.source) }
      }
      for entry in otherEntries.values {
        if case .identities = entry.scope, !idsChanged { continue }
        stale.append(entry.source)
      }
    } else {
      stale = entries.values.map(\.source)
    }
    for source in stale { source.refresh() }
  }

  /// `rootDidChange(old:new:)` for values at hand (copies: the box's own storage must stay free
  /// to read while the projections compare).
  func rootDidChange<Value>(from old: Value, to new: Value) {
    guard !entries.isEmpty else { return }
    withUnsafePointer(to: old) { old in
      withUnsafePointer(to: new) { new in rootDidChange(old: old, new: new) }
    }
  }

  /// A location held weakly: the rows' bindings own their locations, and a location owns the box
  /// (its base), which owns this table, so a strong reference here would keep the box alive.
  private struct InternedElement {
    weak var location: AnyObject?
  }

  /// The element locations handed to the rows of a lazy stack's `ForEach($items)`, by index (see
  /// `BindingCell.identifiedElements()`), while a row holds them. (An eager `ForEach` keeps its
  /// rows' locations itself: `BindingRowLocations`.) `@exclusivity(unchecked)`: read
  /// once per row; main-actor only, and no access is held across a call (see the note on `Node`).
  @exclusivity(unchecked) private var internedElements: ContiguousArray<InternedElement> = []

  /// The element location interned at `index`, if a row still holds it.
  func internedElement(at index: Int) -> AnyObject? {
    index >= 0 && index < internedElements.count ? internedElements[index].location : nil
  }

  /// Interns `location` at `index` (a non-negative index: others are not interned).
  func intern(_ location: AnyObject, at index: Int) {
    guard index >= 0 else { return }
    if index >= internedElements.count {
      internedElements.append(
        contentsOf: repeatElement(
          InternedElement(location: nil), count: index + 1 - internedElements.count))
    }
    internedElements[index].location = location
  }

  /// Removes a projection that no node reads any more.
  func forget(_ source: AnyProjectionSource) {
    guard let entry = entries[source.steps], entry.source === source else { return }
    entries[source.steps] = nil
    switch entry.scope {
    case .element(let index):
      entriesByElement[index]?.removeAll { $0.source === source }
      if entriesByElement[index]?.isEmpty == true { entriesByElement[index] = nil }
    case .identities, .anything:
      otherEntries[ObjectIdentifier(source)] = nil
    }
  }

  /// Adds a new projection, by path and by scope.
  private func add(_ source: AnyProjectionSource) {
    let entry = Entry(source: source)
    entries[source.steps] = entry
    switch entry.scope {
    case .element(let index): entriesByElement[index, default: []].append(entry)
    case .identities, .anything: otherEntries[ObjectIdentifier(source)] = entry
    }
  }

  /// The projection at `steps`, created for `location` (whose value is `value`) if there is none.
  /// `nil` only if a projection with that path has another value type, which equal paths from one
  /// root cannot have; then the caller reads the slow way.
  private func source<Location: BindingLocation>(
    at steps: [ProjectionStep], for location: Location, value: Location.Value,
    comparator: ValueComparator? = nil
  ) -> ProjectionSource<Location.Value>? {
    if let entry = entries[steps] { return entry.source as? ProjectionSource<Location.Value> }
    let created = ProjectionSource(
      table: self, steps: steps, location: location, value: value, comparator: comparator)
    add(created)
    return created
  }

  /// Whether the current reader read a projection at a proper prefix of `steps` in this
  /// evaluation.
  private func coversPrefix(of steps: [ProjectionStep]) -> Bool {
    guard steps.count > 1 else { return false }
    for length in 1..<steps.count {
      if let entry = entries[Array(steps[..<length])],
        entry.source.lastReadEpoch == Tracking.epoch
      {
        return true
      }
    }
    return false
  }
}
