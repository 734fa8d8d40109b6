@MainActor extension ForEach {
  /// A `ForEach($items)`'s rows, made in code specialized for the collection, element and row
  /// types: the `RowMaker` of binding data.
  ///
  /// `ForEach` is generic, and in code not specialized for its types each row would cost
  /// thousands of instructions of metadata lookups: iterating the indices, reading the element,
  /// checking the last location's element, copying the binding and the row. A `BindingRowMaker`
  /// is made by the inlinable initializer, in the module that writes the `ForEach`, where the
  /// types are known: there a row is an element read, an id comparison with the location the row
  /// had (`BindingRowLocations`), the content call and a store into the rows' storage, and its
  /// key is made from the id just read.
  ///
  /// It applies when the store can hand out the rows' locations
  /// (`BindingRowLocations.collection(of:)`: a binding to a state box's value itself, indexed by
  /// `Int`) and the collection's structure is a recorded dependency of the `ForEach` (then
  /// reading the box's value directly records nothing the `ForEach` needs). Otherwise the rows
  /// are made one by one through `elementMaker` and `identify`, the general way.
  ///
  /// `@usableFromInline`: made by the inlined initializer.
  @MainActor
  @usableFromInline
  struct BindingRowMaker {
    /// Given the data and the locations of the last update's rows, the count of the rows and the
    /// function that writes the view of the row at an offset to the memory it is given
    /// (initializing it) and returns the row's key; `nil` when the store cannot hand out the
    /// rows' locations (`BindingRowLocations.collection(of:)`). Rows are made in order.
    @usableFromInline
    package let rows:
      @MainActor (Data, BindingRowLocations) -> (
        count: Int, make: @MainActor (Int, UnsafeMutableRawPointer) -> ChildKey
      )?

    @inlinable
    init<C: MutableCollection & RandomAccessCollection>(
      _ content: @escaping (BindingCell<C.Element>) -> Content
    ) where Data == BindingCell<C>, C.Element: Identifiable {
      rows = { data, store in
        guard let collection = store.collection(of: data) else { return nil }
        let base = data.location
        let start = collection.startIndex
        // Made once per update; called only for the rows that get a new location.
        let identify: (C.Element) -> AnyHashable = { AnyHashable($0.id) }
        return (
          collection.count,
          { offset, row in
            let position = collection.index(start, offsetBy: offset)
            let element = collection[position]
            let location = store.location(
              at: offset, position: position, element: element, base: base, identify: identify)
            row.initializeMemory(
              as: Content.self, to: content(BindingCell<C.Element>(location: location)))
            return ChildKey.forElement(element.id)
          }
        )
      }
    }
  }

  /// The rows of binding data and their keys, made by `bindingRows` inside one Observation scope
  /// (as `produceRows` makes them); `nil` when the specialized path does not apply, checked here
  /// (`readsQuietly`: the structure is a recorded dependency) and by the maker (the store can
  /// hand out the locations).
  func produceBindingRows(
    _ maker: BindingRowMaker, node: PrimitiveNode<Self>, memory: ForEachMemory<Data>,
    readsQuietly: Bool
  ) -> (rows: ProducedRows<Content>, keys: ContiguousArray<ChildKey>)? {
    guard readsQuietly else { return nil }
    let store = memory.bindingRowLocations ?? BindingRowLocations()
    memory.bindingRowLocations = store
    guard let (count, make) = maker.rows(data, store) else { return nil }
    let rows = ProducedRows<Content>(capacity: count)
    var keys = ContiguousArray<ChildKey>()
    keys.reserveCapacity(count)
    ObservationScope.track(node) {
      rows.append(count: count) { offset, row in keys.append(make(offset, row)) }
    }
    store.keepFirst(count)
    return (rows, keys)
  }
}
