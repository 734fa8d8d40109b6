/// Produces one view per element of a collection, each identified by the element's id.
///
/// The id is the row's identity: a row keeps its state while its id stays in the data, moves with
/// its element, gets fresh state when its id first appears, and is removed (state released,
/// `onDisappear` run) when its id leaves.
///
/// ```swift
/// ForEach(todos) { todo in TodoRow(todo: todo) }                  // Identifiable elements
/// ForEach(names, id: \.self) { name in Text(name) }               // an id key path
/// ForEach(0..<3) { index in Text("Row \(index)") }                 // a constant range
/// ForEach($todos) { $todo in Toggle(todo.title, isOn: $todo.done) } // element bindings
/// ```
///
/// Misuse is reported, never fatal:
/// - **Duplicate ids**: the first element with an id owns that identity (and its state); each later
///   duplicate is still shown, as its own identity (`id #2`, `id #3`, …), and a `duplicateID`
///   diagnostic names the id. (SwiftUI shares one row between duplicates.)
/// - **A range whose count changes** (`ForEach(0..<n)` with a changing `n`): a `rangeCountChanged`
///   diagnostic is reported and rows are identified by offset, so the new count is shown.
///   (SwiftUI keeps showing the initial count.) Use `ForEach(_:id:content:)` for changing data.
public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The collection of elements.
  public var data: Data
  /// Makes a row's view from its element.
  public var content: (Data.Element) -> Content
  package let identify: (Data.Element) -> ID
  /// Where the id is stored in an element, when it is a stored property (`\.id`): read there
  /// directly from the array's storage, without copying the element.
  let idOffset: Int?
  /// Whether rows are identified by offset in a range meant to be constant (`ForEach(0..<n)`),
  /// so a change of its count is reported.
  let isConstantRange: Bool
  /// Given the data, the function that makes the element at an index (element bindings that
  /// follow their element by id): called once per update, and what it returns once per row.
  package let elementMaker: ((Data) -> (Data.Index) -> Data.Element)?
  /// `content` for the element at an address, writing the row's view to memory: made where the
  /// `ForEach` is written, so it is specialized for the element and view types (see `RowMaker`).
  let makeRow: RowMaker?
  /// For binding data (`ForEach($items)`): its rows and their keys, made in code specialized for
  /// its types (see `ForEach+BindingRowMaker.swift`). A `var` with a default so that only the
  /// binding initializer names it.
  var bindingRows: BindingRowMaker? = nil
  /// For binding data: records this node's dependency on the collection's structure (its count
  /// and ids) and returns `true`, or returns `false` when the binding has no projection path
  /// (then the data is read, and depended on, whole). See `ForEach+Bindings.swift`.
  let recordsStructure: ((Data) -> Bool)?

  /// Rows for `data`, identified by the element property at `id`.
  @inlinable
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, id: id, content: content, makeRow: RowMaker(content))
  }

  @usableFromInline
  init(
    _ data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content,
    makeRow: RowMaker
  ) {
    self.data = data
    self.content = content
    self.identify = Self.reader(for: id)
    self.idOffset = MemoryLayout<Data.Element>.offset(of: id)
    self.isConstantRange = false
    self.elementMaker = nil
    self.makeRow = makeRow
    self.recordsStructure = nil
  }

  /// Reads ids through `keyPath` as cheaply as the key path allows: `\.self` is the element itself,
  /// a stored property is read at its offset, anything else goes through the key path (which the
  /// runtime interprets on every call).
  private static func reader(
    for keyPath: KeyPath<Data.Element, ID>
  ) -> (Data.Element) -> ID {
    if Data.Element.self == ID.self && keyPath == \Data.Element.self as AnyKeyPath {
      return { unsafeBitCast($0, to: ID.self) }
    }
    if let offset = MemoryLayout<Data.Element>.offset(of: keyPath) {
      return { element in
        withUnsafeBytes(of: element) { $0.load(fromByteOffset: offset, as: ID.self) }
      }
    }
    return { $0[keyPath: keyPath] }
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Rows for `Identifiable` data, identified by each element's `id`.
  ///
  /// Disfavored: a binding to a collection of `Identifiable` elements is itself a collection of
  /// `Identifiable` bindings (`BindingCell+Identifiable`), so `ForEach($items) { $item in … }`
  /// matches this initializer as well as the one for a binding, and Swift prefers this one (its
  /// only generic parameters are the type's). The binding's initializer gives each row a binding
  /// that tracks its own element (`ForEach+Bindings`); with this one every row would re-run when
  /// any element changed.
  @_disfavoredOverload
  @inlinable
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(identifiable: data, content: content, makeRow: RowMaker(content))
  }

  @usableFromInline
  init(
    identifiable data: Data, content: @escaping (Data.Element) -> Content, makeRow: RowMaker
  ) {
    self.data = data
    self.content = content
    self.identify = { $0.id }
    self.idOffset = nil
    self.isConstantRange = false
    self.elementMaker = nil
    self.makeRow = makeRow
    self.recordsStructure = nil
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Rows for a constant range, identified by offset.
  ///
  /// Use this only when the range never changes; for changing data, use `ForEach(_:id:content:)`.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.identify = { $0 }
    self.idOffset = nil
    self.isConstantRange = true
    self.elementMaker = nil
    self.makeRow = nil
    self.recordsStructure = nil
  }
}

@MainActor extension ForEach: PrimitiveView {
  package typealias NodeState = ForEachMemory<Data>

  /// Reconciles one child per element.
  ///
  /// The node remembers the ids of its children, in order, as keys (`ForEachMemory`). Unchanged
  /// ids hand each row to the child at its position; distinct ids that changed are matched by a
  /// `RowMatchPlan` (common prefix and suffix in place, only the rest by key); when an id
  /// repeats, an `ElementKeyMatcher` matches row by row, by position until the first difference
  /// and by key from there on.
  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    // The content closure and the data (a binding, for instance) may read state: this node is
    // their reader, so a change re-runs the rows' construction here, not the enclosing body.
    node.tracking {
      let readsQuietly = recordsStructure?(data) ?? false
      let count = readsQuietly ? Self.readQuietly { data.count } : data.count
      let memory: ForEachMemory<Data>
      if let existing = node.state {
        memory = existing
      } else {
        memory = ForEachMemory(rangeCount: count)
        node.state = memory
      }
      if isConstantRange { checkConstantCount(memory, node) }
      if let bindingRows,
        let made = produceBindingRows(
          bindingRows, node: node, memory: memory, readsQuietly: readsQuietly)
      {
        return reconcile(made.rows, keys: made.keys, node: node, memory: memory)
      }
      // The same ids in the same order as last time, so every row is matched by position, with
      // no keys made and no matcher. Either the data is the same (one comparison, O(1) for a range
      // or a shared array buffer; only for `Equatable` data, whose `==` compares contents: data
      // that compares by identity, a class-backed collection or a binding, may have changed
      // behind an equal value), or the ids read from the array's storage are the previous keys
      // (the rows' contents changed, the list did not: "update every 10th row").
      if elementMaker == nil, !memory.hasDuplicates, count == memory.keys.count,
        isSameData(as: memory) || Self.idsAreUnchanged(data, memory.keys, idOffset: idOffset)
      {
        if memory.dataIsEquatable { memory.data = data }
        node.updateMatchedChildren(
          with: produceRows(
            node, count: count, readsQuietly: false, makesInPlace: true, { _, _ in }))
        return
      }
      if memory.dataIsEquatable { memory.data = data }
      // Hoisted: in code not specialized for this ForEach, each access to a stored property looks
      // up the type's metadata.
      let identify = self.identify
      let idOffset = self.idOffset
      // With the id at an offset in an array, the keys are read from its storage in one loop
      // before the rows are made; otherwise each element's key is read as its row is made (at
      // its address when the id has an offset).
      if elementMaker == nil, let keys = Self.elementKeys(data, idOffset: idOffset) {
        let rows = produceRows(
          node, count: count, readsQuietly: readsQuietly, makesInPlace: true, { _, _ in })
        return reconcile(rows, keys: keys, node: node, memory: memory)
      }
      var keys = ContiguousArray<ChildKey>()
      keys.reserveCapacity(count)
      let rows = produceRows(
        node, count: count, readsQuietly: readsQuietly, makesInPlace: false,
        { element, address in
          if let idOffset, let address {
            keys.append(.forElement(address.load(fromByteOffset: idOffset, as: ID.self)))
          } else {
            keys.append(.forElement(identify(element)))
          }
        })
      reconcile(rows, keys: keys, node: node, memory: memory)
    }
  }

  /// Hands `rows`, whose ids are `keys`, to the node's children: where a `RowMatchPlan` says
  /// when the ids are distinct, last time and this time (hashing only the ids that moved);
  /// otherwise row by row with an `ElementKeyMatcher`, where the first occurrence of an id keeps
  /// its identity and the repeats are reported.
  private func reconcile(
    _ rows: ProducedRows<Content>, keys: ContiguousArray<ChildKey>, node: PrimitiveNode<Self>,
    memory: ForEachMemory<Data>
  ) {
    if !memory.hasDuplicates, let plan = RowMatchPlan(previous: memory.keys, keys: keys) {
      node.updateChildren(with: rows, keys: keys, plan: plan, moves: &memory.blockMoves)
      memory.keys = keys
      return
    }
    var matcher = ElementKeyMatcher(
      previous: memory.keys, positional: !memory.hasDuplicates, count: keys.count)
    node.updateChildren { reconciler in
      for index in 0..<rows.count {
        switch matcher.match(keys[index]) {
        case .position(let position):
          reconciler.update(
            valueAt: rows.address(index), of: Content.self, matchingChildAt: position)
        case .key(let key):
          reconciler.update(valueAt: rows.address(index), of: Content.self, key: key)
        }
      }
    }
    memory.keys = matcher.keys
    memory.hasDuplicates = !matcher.duplicates.isEmpty
    for (key, count) in matcher.duplicates {
      reportDuplicate(key.elementID?.base ?? key, count: count, node: node)
    }
  }

  /// Whether `data` is the data of the last update, for `Equatable` data.
  private func isSameData(as memory: ForEachMemory<Data>) -> Bool {
    guard memory.dataIsEquatable, let previousData = memory.data else { return false }
    return ValueComparator.forType(Data.self)(previousData, data)
  }

  package static var rendersOverPreviousText: Bool { true }

  /// The rows' text, patched in place: usually few rows change at a time.
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let memory = node.state
    let moves = memory?.blockMoves
    memory?.blockMoves = nil
    return node.patchedChildrenText(movedFrom: moves)
  }

  /// Makes every row's view, in order, showing each element to a visitor just before its row is
  /// made.
  ///
  /// All rows are made before any is evaluated, inside one Observation scope: the `@Observable`
  /// properties the content closure reads become dependencies of this node, and nothing the rows'
  /// own bodies read does (a scope records everything read until it closes, including the reads
  /// of nested scopes). One scope per update instead of one per row: an empty scope costs more
  /// than matching and comparing a row.
  ///
  /// When the caller needs nothing of the elements (`makesInPlace`: it has the keys already),
  /// the data's elements are in contiguous storage and the `ForEach` has a `makeRow`, the rows
  /// are made straight into the rows' storage by the `RowMaker`, in code specialized for the
  /// element and row types: this generic code never copies an element. Otherwise `visit` sees
  /// each element, and its address in the data's storage if it has one, just before its row is
  /// made. (A flag, not an optional closure: an optional closure escapes, which would move the
  /// caller's captured variables to the heap.)
  private func produceRows(
    _ node: PrimitiveNode<Self>, count: Int, readsQuietly: Bool, makesInPlace: Bool,
    _ visit: (Data.Element, UnsafeRawPointer?) -> Void
  ) -> ProducedRows<Content> {
    let rows = ProducedRows<Content>(capacity: count)
    let content = self.content
    ObservationScope.track(node) {
      // (Only the initializers for element data make a `RowMaker`; ranges and bindings have none.)
      if makesInPlace, let makeRow {
        let madeAll: Void? = data.withContiguousStorageIfAvailable { buffer in
          guard let base = buffer.baseAddress else { return }
          rows.append(count: buffer.count) { first in
            makeRow.make(UnsafeRawPointer(base), buffer.count, first)
          }
        }
        if madeAll != nil { return }
      }
      forEachElement(readsQuietly: readsQuietly) { element, address in
        visit(element, address)
        rows.append(content(element))
      }
    }
    return rows
  }

  /// Calls `body` with each element in order (element bindings for binding data), and the
  /// element's address when the data is an array (`nil` otherwise).
  ///
  /// In code not specialized for `Data`, iterating a collection goes through its index and
  /// subscript witnesses, and a subscript's read accessor allocates its frame on the heap: one
  /// allocation per element. So a range of integers is iterated directly, and contiguous storage
  /// (an array) through a buffer pointer.
  private func forEachElement(
    readsQuietly: Bool, _ body: (Data.Element, UnsafeRawPointer?) -> Void
  ) {
    if let elementMaker {
      let indices = readsQuietly ? Self.readQuietly { data.indices } : data.indices
      // Made once per update: what every element shares (the collection, the root's table) is
      // looked up once, not once per row.
      let element = elementMaker(data)
      for index in indices { body(element(index), nil) }
    } else if Data.self == Range<Int>.self {
      for offset in unsafeBitCast(data, to: Range<Int>.self) {
        body(unsafeBitCast(offset, to: Data.Element.self), nil)
      }
    } else {
      let iterated: Void? = data.withContiguousStorageIfAvailable { buffer in
        guard let base = buffer.baseAddress else { return }
        let stride = MemoryLayout<Data.Element>.stride
        for index in 0..<buffer.count {
          body(buffer[index], UnsafeRawPointer(base) + index * stride)
        }
      }
      if iterated == nil {
        for element in data { body(element, nil) }
      }
    }
  }

  private func checkConstantCount(_ memory: ForEachMemory<Data>, _ node: PrimitiveNode<Self>) {
    guard memory.rangeCount != data.count else { return }
    node.graph.report(
      Diagnostic(
        kind: .rangeCountChanged,
        message: """
          \(node.identityPath): ForEach over a range changed its count from \(memory.rangeCount) to \
          \(data.count). ForEach(_:content:) over a range is for constant data; rows are now \
          identified by offset. Use ForEach(_:id:content:) with stable ids instead.
          """,
        path: node.identityPath))
    memory.rangeCount = data.count
  }

  private func reportDuplicate(_ id: Any, count: Int, node: PrimitiveNode<Self>) {
    node.graph.report(
      Diagnostic(
        kind: .duplicateID,
        message: """
          \(node.identityPath): the id \(id) occurs \(count) times in the data. The first \
          element keeps the identity (and its state); the others are shown as separate rows \
          (id #2, #3, …) whose state resets if they move. Give each element a unique id.
          """,
        path: node.identityPath))
  }
}

/// What a `ForEach` node remembers between updates: its children's ids in order, whether any was
/// a duplicate (then positional matching is off), the data (when `Equatable`, to recognize an
/// update with the same data), and the count of a constant range.
@MainActor
package final class ForEachMemory<Data> {
  /// The children's keys, in order (their ids as `ChildKey`s).
  var keys: ContiguousArray<ChildKey> = []
  /// The data of the last update, to recognize an update with the same data.
  var data: Data?
  /// Whether `Data` is `Equatable`, so that equal data means equal contents.
  let dataIsEquatable = Data.self is any Equatable.Type
  var hasDuplicates = false
  /// How the children moved since the text was last assembled, when only their order and set
  /// changed (see `BlockMoves`); taken by `render`.
  var blockMoves: BlockMoves?
  /// For a constant range: the count of the last update, to report a change.
  var rangeCount: Int
  /// For binding data: the locations handed to the rows (see `BindingRowLocations`).
  var bindingRowLocations: BindingRowLocations?

  init(rangeCount: Int) {
    self.rangeCount = rangeCount
  }
}
