/// The element locations a `ForEach($items)` node handed its rows in its last update, by offset,
/// so that a row whose element kept its index and id is handed the very same location again.
///
/// A location is "the element at this index while it has this id": a new location for the same
/// index, id and base would be the same location (`isSameLocation(as:)` compares exactly those).
/// Handed the same object, the row's new binding compares as the same input by identity
/// (`BindingCell.makeInputComparator`), and the row is skipped unless its element changed (which
/// its own projection reports).
///
/// Held strongly, by the `ForEach`'s node (`ForEachMemory`): a weak reference would give every
/// location a side table, which sends each retain and release of it down the runtime's slow path,
/// and a row's binding is retained and released several times per update. No cycle: nothing a
/// location reaches owns the `ForEach`'s node (the state box's readers are edges, which the graph
/// removes with the node). Lazy stacks, which make rows one at a time, intern in the state box's
/// projection table instead (see `ElementLocation+Interning.swift`).
///
/// Invariants, checked by `collection(of:)` once per update:
/// - every location in `locations` is an `ElementLocation<C>` over the collection of one state box
///   (`root`), whose value type `C` is the `ForEach`'s collection type (the downcast in
///   `location(at:position:element:base:identify:)` relies on it); a binding to another box
///   empties the store first, and a binding whose rows cannot be kept empties it too;
/// - the locations keep their box alive, so while there are any, `root` cannot name a box that
///   was freed and another allocated at its address (with none, a wrong `root` keeps nothing).
@MainActor
@usableFromInline
final class BindingRowLocations {
  /// The state box whose collection the locations are elements of.
  private var root: ObjectIdentifier?
  /// The last update's locations, by offset; the current update's as far as it has come.
  /// `@exclusivity(unchecked)`: read and written once per row; main-actor only, and no access is
  /// held across a call (see the note on `Node`).
  @exclusivity(unchecked) @usableFromInline var locations: ContiguousArray<AnyObject> = []

  package init() {}

  /// The collection `data` binds, when this store can hand out its rows' locations: `data` is a
  /// binding to a state box's value itself, indexed by `Int`; `nil` otherwise. Empties the store
  /// when the box is not the one of the last update, or there is none.
  ///
  /// Reads the collection quietly: the caller depends on its structure already.
  @usableFromInline
  func collection<C: MutableCollection>(of data: BindingCell<C>) -> C? {
    guard C.Index.self == Int.self, let box = data.location as? StateBox<C> else {
      root = nil
      locations.removeAll()
      return nil
    }
    if root != ObjectIdentifier(box) {
      root = ObjectIdentifier(box)
      locations.removeAll()
    }
    return box.value
  }

  /// Forgets the locations past the first `count`: rows that left.
  func keepFirst(_ count: Int) {
    if locations.count > count { locations.removeLast(locations.count - count) }
  }

  /// The location for the row at `offset`, whose element is `element` at `position` of the
  /// collection at `base`: the one handed to that row last time if it is still the element at
  /// `position` with the same id, otherwise a new one, kept in its place. Rows are asked for in
  /// order, from offset 0.
  ///
  /// `@inlinable`: called once per row in code specialized for the element type, where comparing
  /// ids is a few instructions; a new location (a new or moved row) is made by the general
  /// initializer.
  @inlinable
  func location<C: MutableCollection>(
    at offset: Int, position: C.Index, element: C.Element, base: any BindingLocation<C>,
    identify: @escaping (C.Element) -> AnyHashable
  ) -> ElementLocation<C> where C.Element: Identifiable {
    if offset < locations.count {
      let previous = unsafeDowncast(locations[offset], to: ElementLocation<C>.self)
      if previous.index == position, let seen = previous.lastSeen, seen.id == element.id {
        return previous
      }
      let made = ElementLocation(base: base, index: position, element: element, identify: identify)
      locations[offset] = made
      return made
    }
    let made = ElementLocation(base: base, index: position, element: element, identify: identify)
    locations.append(made)
    return made
  }
}
