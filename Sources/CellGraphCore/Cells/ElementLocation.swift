/// A location for one element of a collection behind another location: `$items[2]`, or the row
/// bindings of `ForEach($items)`.
///
/// SwiftUI's element bindings read `items[index]` and trap with "Index out of range" when a row
/// still holds the binding of an element that was removed. Here an element binding remembers the
/// last value it saw and, when its element was created from `Identifiable` data, the element's id:
/// - if the element moved, it follows it by id;
/// - if the element is gone, reads return the last value seen, writes are ignored, and a
///   `staleBinding` diagnostic is reported. No other element is ever overwritten.
///
/// A binding created for an index that never held an element has no value to fall back on:
/// reading it stops the program with a message, exactly like subscripting the collection would.
///
/// `@usableFromInline`, with `lastSeen` and the designated initializer: `ForEach($items)` makes and
/// reuses its rows' locations in code inlined into the module that writes it (see
/// `ElementLocation+Interning.swift`).
@MainActor
@usableFromInline
final class ElementLocation<Base: MutableCollection>: BindingLocation {
  @usableFromInline package typealias Value = Base.Element

  let base: any BindingLocation<Base>
  @usableFromInline let index: Base.Index
  private let elementID: AnyHashable?
  private let identify: ((Base.Element) -> AnyHashable)?
  /// The element this location last read: at its creation, or by the last `get()` or `peek()`;
  /// `nil` only for an index that never held an element. `@exclusivity(unchecked)`: read once per
  /// row by `ForEach($items)`; main-actor only, and every access is a whole load or store, never
  /// held across a call (see the note on `Node`).
  @exclusivity(unchecked) @usableFromInline var lastSeen: Base.Element?

  /// A location for the element at `index`, which is `element` now (`nil`: the index holds no
  /// element). Its id, if `identify` is given, is the one the location follows.
  @usableFromInline
  init(
    base: any BindingLocation<Base>, index: Base.Index, element: Base.Element?,
    identify: ((Base.Element) -> AnyHashable)?
  ) {
    self.base = base
    self.index = index
    self.identify = identify
    lastSeen = element
    elementID = element.flatMap { identify?($0) }
  }

  /// Creating the location reads the element once, untracked: the id to follow and the value to
  /// fall back on. The creator does not come to depend on the collection.
  convenience init(
    base: any BindingLocation<Base>, index: Base.Index,
    identify: ((Base.Element) -> AnyHashable)?
  ) {
    // Quietly where the base can (`peek()`): `untracked` begins a new tracking epoch, after which
    // the reader making rows (a `ForEach`) would record its next read of the collection again.
    let collection = base.peek() ?? Tracking.untracked { base.get() }
    let inRange = index >= collection.startIndex && index < collection.endIndex
    self.init(
      base: base, index: index, element: inRange ? collection[index] : nil, identify: identify)
  }

  /// The element this location last read: at its creation, or by the last `get()` or `peek()`.
  @inlinable var lastSeenElement: Base.Element? { lastSeen }

  /// Where the element is now in `collection`, or `nil` if it is gone.
  private func currentIndex(in collection: Base) -> Base.Index? {
    let inRange = index >= collection.startIndex && index < collection.endIndex
    guard let identify, let elementID else { return inRange ? index : nil }
    if inRange && identify(collection[index]) == elementID { return index }
    return collection.indices.first { identify(collection[$0]) == elementID }
  }

  /// In a body, a read of an element of a state box's collection records the element's projection
  /// (`ProjectionSource`), not the box: the row re-runs when its element changes, not when another
  /// does. When the element is not at the binding's index any more (it moved, or is gone), the read
  /// takes the slow path below and depends on the whole collection.
  @usableFromInline package func get() -> Base.Element {
    if Tracking.current != nil, let element = ProjectionTable.trackedRead(of: self) {
      return element
    }
    let collection = base.get()
    guard let position = currentIndex(in: collection) else {
      guard let lastSeen else {
        preconditionFailure(
          "The binding \(locationName) was read, but its index never held an element.")
      }
      reportStale("read; it returned the last value it saw")
      return lastSeen
    }
    let element = collection[position]
    lastSeen = element
    return element
  }

  @usableFromInline package func set(_ newValue: Base.Element) {
    var collection = Tracking.untracked { base.get() }
    guard let position = currentIndex(in: collection) else {
      reportStale("written; the write was ignored")
      return
    }
    collection[position] = newValue
    lastSeen = newValue
    base.set(collection)
  }

  /// The element at the binding's own index, if it is still there (for an element identified by
  /// id: if the element there still has the id). No search: a projection is a function of the
  /// collection and the index, so equal projections always agree (see `ProjectionStep`).
  @usableFromInline func peek() -> Base.Element? {
    guard let collection = base.peek(),
      index >= collection.startIndex && index < collection.endIndex
    else { return nil }
    let element = collection[index]
    if let identify, let elementID, identify(element) != elementID { return nil }
    lastSeen = element
    return element
  }

  @usableFromInline func projectionPath() -> ProjectionPath? {
    guard let path = base.projectionPath(), let position = index as? AnyHashable else {
      return nil
    }
    return path.appending(.element(index: position, id: elementID))
  }

  @usableFromInline package func isSameLocation(as other: any BindingLocation<Base.Element>) -> Bool
  {
    guard let other = other as? ElementLocation<Base> else { return false }
    return other.index == index && other.elementID == elementID
      && other.base.isSameLocation(as: base)
  }

  @usableFromInline package var locationName: String {
    if let elementID { return "\(base.locationName)[id: \(elementID.base)]" }
    return "\(base.locationName)[\(index)]"
  }

  private func reportStale(_ what: String) {
    Graph.reportUnattributed(
      Diagnostic(
        kind: .staleBinding,
        message: """
          The binding \(locationName) was \(what): its element is no longer in the collection.
          """))
  }
}
