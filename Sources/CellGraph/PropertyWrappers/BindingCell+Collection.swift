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

extension BindingCell: @MainActor BidirectionalCollection
where Value: BidirectionalCollection & MutableCollection {
  public func index(before index: Index) -> Index {
    wrappedValue.index(before: index)
  }
}

extension BindingCell: @MainActor RandomAccessCollection
where Value: RandomAccessCollection & MutableCollection {}
