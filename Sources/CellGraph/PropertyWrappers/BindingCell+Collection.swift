/// A binding to a mutable collection is a collection of bindings to its elements, as in SwiftUI:
/// `$items[2]`, `for $item in $items`, `ForEach($items) { $item in … }`.
///
/// Reading the indices reads the whole collection (a dependency on the owner); each element
/// binding reads and writes its own element. See `ElementLocation` for what happens when an
/// element binding outlives its element.
extension BindingCell: @MainActor Sequence where Value: MutableCollection {
  public typealias Element = BindingCell<Value.Element>
  public typealias Iterator = IndexingIterator<BindingCell<Value>>
}

extension BindingCell: @MainActor Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public typealias SubSequence = Slice<BindingCell<Value>>

  public var startIndex: Index { wrappedValue.startIndex }
  public var endIndex: Index { wrappedValue.endIndex }
  public var indices: Indices { wrappedValue.indices }

  public func index(after index: Index) -> Index {
    wrappedValue.index(after: index)
  }

  /// A binding to the element at `position`.
  ///
  /// Creating it reads nothing (a body that only passes `$items[2]` down does not depend on
  /// `items`); reading or writing it reads the element.
  public subscript(position: Index) -> BindingCell<Value.Element> {
    BindingCell<Value.Element>(
      location: ElementLocation(base: location, index: position, identify: nil))
  }

  /// A binding to the element at `position` that follows the element by its id if it moves.
  func element(at position: Index, identifiedBy identify: @escaping (Value.Element) -> AnyHashable)
    -> BindingCell<Value.Element>
  {
    BindingCell<Value.Element>(
      location: ElementLocation(base: location, index: position, identify: identify))
  }
}

extension BindingCell where Value: MutableCollection, Value.Element: Identifiable {
  /// `element(at:identifiedBy:)` by the element's id, for many positions of the collection as it
  /// is now: what they share (the collection, the table, the location type's metadata) is looked
  /// up once. The location of the last binding made for an index of this state box is handed out
  /// again while the element there keeps its id: a `ForEach($items)` row then receives the very
  /// location it had, which compares as the same input at once (`BindingCell.isSameInput`), and no
  /// location is made for it.
  ///
  /// Only for a binding to a state box's value itself, indexed by `Int`; other bindings make a
  /// new location each time.
  func identifiedElements() -> (Index) -> BindingCell<Value.Element> {
    let identify: (Value.Element) -> AnyHashable = { AnyHashable($0.id) }
    guard Index.self == Int.self, let root = location as? StateBox<Value>,
      let collection = location.peek()
    else { return { [self] in element(at: $0, identifiedBy: identify) } }
    let base = location
    let table = root.projectionTable
    // Only this method interns, and only for its root box, whose value type is `Value`: every
    // location interned in this table is an `ElementLocation<Value>`.
    let locationType = ElementLocation<Value>.self
    return { position in
      guard position >= collection.startIndex, position < collection.endIndex else {
        return BindingCell<Value.Element>(
          location: ElementLocation(base: base, index: position, identify: identify))
      }
      let slot = unsafeBitCast(position, to: Int.self)
      if let interned = table.internedElement(at: slot) {
        let location = unsafeDowncast(interned, to: locationType)
        if location.lastSeenElement?.id == collection[position].id {
          return BindingCell<Value.Element>(location: location)
        }
      }
      let made = ElementLocation(base: base, index: position, identify: identify)
      table.intern(made, at: slot)
      return BindingCell<Value.Element>(location: made)
    }
  }
}

extension BindingCell: @MainActor BidirectionalCollection
where Value: BidirectionalCollection & MutableCollection {
  public func index(before index: Index) -> Index {
    wrappedValue.index(before: index)
  }
}

extension BindingCell: @MainActor RandomAccessCollection
where Value: RandomAccessCollection & MutableCollection {}
