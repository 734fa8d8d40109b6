/// Handing a lazy stack's `ForEach($items)` row the element location it had. (An eager `ForEach`
/// keeps its rows' locations itself, by offset, with the same rule: `BindingRowLocations`.)
///
/// A location is "the element at this index while it has this id": once made for an index, a new
/// location for the same index and id would be the same location (`isSameLocation(as:)` compares
/// exactly those and the base). So the state box's projection table keeps, by index, the last
/// location made for a row (weakly: the rows' bindings own their locations), and a row whose
/// element kept its index and id is handed that object again. Its new binding then compares as
/// the same input by identity (`BindingCell.makeInputComparator`), and the row is skipped unless
/// its element changed (which its own projection reports).
///
/// What must hold, checked by the caller (`BindingCell.internedRowSource()`):
/// - `base` is the root state box itself, whose value is the collection (no key path or element
///   between them), so a table belongs to one collection type and every location interned in it
///   is an `ElementLocation<Base>` (the downcast below relies on it);
/// - the index type is `Int`, and the slot is the index.
extension ElementLocation where Base.Element: Identifiable {
  /// The location of `element`, at `position` (whose `Int` value is `slot`) of the collection at
  /// `base`: the one interned at `slot` if it last saw an element with this id, otherwise a new
  /// one, interned in its place.
  static func interned(
    at position: Base.Index, slot: Int, element: Base.Element, in table: ProjectionTable,
    base: any BindingLocation<Base>, identify: @escaping (Base.Element) -> AnyHashable
  ) -> ElementLocation<Base> {
    if let interned = table.internedElement(at: slot) {
      let location = unsafeDowncast(interned, to: ElementLocation<Base>.self)
      if let seen = location.lastSeen, seen.id == element.id { return location }
    }
    let made = ElementLocation(base: base, index: position, element: element, identify: identify)
    table.intern(made, at: slot)
    return made
  }
}
