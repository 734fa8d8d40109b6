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

  /// The collection's count, read once (the default would step through the indices, reading the
  /// whole collection at each step).
  ///
  /// ```swift
  /// Text("\($items.count) items")   // reads items, like items.count
  /// ```
  public var count: Int { wrappedValue.count }

  /// The distance between two indices, measured by the collection (one read of it).
  public func distance(from start: Index, to end: Index) -> Int {
    wrappedValue.distance(from: start, to: end)
  }

  /// The index `distance` positions from `index`, computed by the collection (one read of it).
  public func index(_ index: Index, offsetBy distance: Int) -> Index {
    wrappedValue.index(index, offsetBy: distance)
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
  /// again while the element there keeps its id (see `ElementLocation+Interning.swift`).
  ///
  /// Only for a binding to a state box's value itself, indexed by `Int`; other bindings make a
  /// new location each time. (Lazy stacks make their rows one by one here; an eager `ForEach`
  /// makes them with `ForEach.BindingRowMaker`, which keeps its rows' locations itself.)
  func identifiedElements() -> (Index) -> BindingCell<Value.Element> {
    let identify: (Value.Element) -> AnyHashable = { AnyHashable($0.id) }
    guard let (collection, table) = internedRowSource() else {
      return { [self] in element(at: $0, identifiedBy: identify) }
    }
    let base = location
    return { position in
      guard position >= collection.startIndex, position < collection.endIndex else {
        return BindingCell<Value.Element>(
          location: ElementLocation(base: base, index: position, identify: identify))
      }
      return BindingCell<Value.Element>(
        location: ElementLocation.interned(
          at: position, slot: unsafeBitCast(position, to: Int.self), element: collection[position],
          in: table, base: base, identify: identify))
    }
  }
}

extension BindingCell where Value: MutableCollection {
  /// The collection and the projection table its element locations are interned in, when this
  /// binding's locations can be interned: it is a binding to a state box's value itself, and the
  /// collection is indexed by `Int` (see `ElementLocation+Interning.swift`). `nil` otherwise.
  ///
  /// Reads the collection quietly: the caller depends on its structure already.
  func internedRowSource() -> (collection: Value, table: ProjectionTable)? {
    guard Index.self == Int.self, let root = location as? StateBox<Value> else { return nil }
    return (root.value, root.projectionTable)
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
