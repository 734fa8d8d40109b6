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
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The collection of elements.
  public var data: Data
  /// Makes a row's view from its element.
  public var content: (Data.Element) -> Content
  let identify: (Data.Element) -> ID
  let idDescription: IDSource
  /// Makes the element at an index (element bindings that follow their element by id).
  let elementAt: ((Data, Data.Index) -> Data.Element)?

  enum IDSource: Equatable {
    case keyPath(KeyPath<Data.Element, ID>)
    case identifiable
    case offset
  }

  /// Rows for `data`, identified by the element property at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.identify = { $0[keyPath: id] }
    self.idDescription = .keyPath(id)
    self.elementAt = nil
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Rows for `Identifiable` data, identified by each element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.identify = { $0.id }
    self.idDescription = .identifiable
    self.elementAt = nil
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
    self.idDescription = .offset
    self.elementAt = nil
  }
}

extension ForEach {
  /// Rows for a binding to a collection of `Identifiable` elements; each row gets a binding to its
  /// element, which follows the element by id if it moves.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: BindingCell<C>,
    @ViewBuilder content: @escaping (BindingCell<C.Element>) -> Content
  ) where Data == BindingCell<C>, C.Element: Identifiable, ID == C.Element.ID {
    self.data = data
    self.content = content
    self.identify = { $0.wrappedValue.id }
    self.idDescription = .identifiable
    self.elementAt = { data, index in
      data.element(at: index, identifiedBy: { AnyHashable($0.id) })
    }
  }
}

extension ForEach: PrimitiveView {
  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    // The content closure and the data (a binding, for instance) may read state: this node is
    // their reader, so a change re-runs the rows' construction here, not the enclosing body.
    node.tracking {
      if idDescription == .offset { checkConstantCount(node) }
      var seen = Set<ID>(minimumCapacity: data.count)
      var duplicates: [ID: Int] = [:]
      node.updateChildren { reconciler in
        for index in data.indices {
          let element = elementAt?(data, index) ?? data[index]
          let id = identify(element)
          let key: ChildKey
          if seen.insert(id).inserted {
            key = .element(AnyHashable(id))
          } else {
            let occurrence = duplicates[id, default: 1] + 1
            duplicates[id] = occurrence
            key = .duplicate(AnyHashable(id), occurrence: occurrence)
          }
          reconciler.update(content(element), key: key)
        }
      }
      for (id, count) in duplicates { reportDuplicate(id, count: count, node: node) }
    }
  }

  private func checkConstantCount(_ node: PrimitiveNode<Self>) {
    guard let initial = node.state as? ValueBox<Int> else {
      node.state = ValueBox(data.count)
      return
    }
    guard initial.value != data.count else { return }
    node.graph.report(
      Diagnostic(
        kind: .rangeCountChanged,
        message: """
          \(node.identityPath): ForEach over a range changed its count from \(initial.value) to \
          \(data.count). ForEach(_:content:) over a range is for constant data; rows are now \
          identified by offset. Use ForEach(_:id:content:) with stable ids instead.
          """,
        path: node.identityPath))
    initial.value = data.count
  }

  private func reportDuplicate(_ id: ID, count: Int, node: PrimitiveNode<Self>) {
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
