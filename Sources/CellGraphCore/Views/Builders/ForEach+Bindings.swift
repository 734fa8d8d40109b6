@MainActor extension ForEach {
  /// Rows for a binding to a collection of `Identifiable` elements; each row gets a binding to its
  /// element, which follows the element by id if it moves.
  ///
  /// The view that builds the `ForEach` reads the collection, as SwiftUI's does (its
  /// `ForEach(_:content:)` for a binding reads the collection's indices and ids when it is
  /// created): a change of any element re-runs that view, which owns the collection. Each row
  /// depends on its own element (see "Bindings into part of a value" in Docs/Architecture.md), and
  /// its binding compares equal to the one it had, so the rows whose element did not change are
  /// skipped: one element changed re-runs the owner and that element's row. The `ForEach` itself
  /// also depends on the collection's *structure* (its count and its ids, in order), for a
  /// `ForEach` built where nothing reads (a host's root).
  @inlinable
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: BindingCell<C>,
    @ViewBuilder content: @escaping (BindingCell<C.Element>) -> Content
  ) where Data == BindingCell<C>, C.Element: Identifiable, ID == C.Element.ID {
    self.init(binding: data, content: content, rows: BindingRowMaker(content))
  }

  @usableFromInline
  init<C: MutableCollection & RandomAccessCollection>(
    binding data: BindingCell<C>, content: @escaping (BindingCell<C.Element>) -> Content,
    rows: BindingRowMaker
  ) where Data == BindingCell<C>, C.Element: Identifiable, ID == C.Element.ID {
    _ = data.wrappedValue
    self.data = data
    self.content = content
    // The general way, for the rows `rows` cannot make (see `BindingRowMaker`) and for lazy
    // stacks. Read quietly: this node depends on the ids already (through the structure, or the
    // whole collection), so recording each element's projection as well would only add an edge
    // per row. Looked up once per `ForEach` value: naming the generic class in the closure would
    // look its metadata up once per row.
    let locationType = ElementLocation<C>.self
    self.identify = { row in
      // The location made the row's binding from the element there now: its id is that one.
      let location = row.location
      if type(of: location) == locationType,
        let element = unsafeDowncast(location, to: locationType).lastSeenElement
      {
        return element.id
      }
      return (location.peek() ?? row.wrappedValue).id
    }
    self.idOffset = nil
    self.isConstantRange = false
    self.elementMaker = { data in data.identifiedElements() }
    self.makeRow = nil
    self.bindingRows = rows
    self.recordsStructure = { data in
      ProjectionTable.trackedStructureRead(
        of: data.location, sameStructure: ValueComparator.sameIdentities(of: C.self),
        changes: ElementChangeFinder.make(for: C.self))
    }
  }

  /// Runs `body` with no reader: the structural reads of binding data, whose dependency
  /// `recordsStructure` recorded instead.
  static func readQuietly<Result>(_ body: () -> Result) -> Result {
    let scope = Tracking.suspend()
    defer { Tracking.resume(scope) }
    return body()
  }
}

extension ValueComparator {
  /// Compares two collections of `Identifiable` elements by their indices and their ids, in
  /// order: what a `ForEach` over a binding makes its rows (and their bindings) from (see
  /// `ForEach.recordsStructure`).
  nonisolated static func sameIdentities<C: Collection>(of type: C.Type) -> ValueComparator
  where C.Element: Identifiable {
    ValueComparator { lhs, rhs in
      let left = lhs.assumingMemoryBound(to: C.self).pointee
      let right = rhs.assumingMemoryBound(to: C.self).pointee
      return left.startIndex == right.startIndex && left.count == right.count
        && left.elementsEqual(right) { $0.id == $1.id }
    }
  }
}
