import CellGraphCore

/// A lazy stack's content as a list of rows that can be made one at a time.
///
/// An eager stack reconciles its content as a tree: a `ForEach` node makes every row. A lazy
/// stack must make only the rows it shows, so it looks through its content instead: a block's
/// elements, in order, and each `ForEach`'s elements, each a row of its own, made only when asked
/// for. Any other view is one row (a conditional, a section, a custom view).
///
///     LazyVStack { Header(); ForEach(items) { Row($0) } }
///       rows:   [0] Header   [id: a] Row   [id: b] Row   … made up to the last row in view
@MainActor
struct LazySegment {
  /// How many rows the segment has.
  let count: Int
  /// Whether the rows are `ForEach` elements, keyed by their ids (otherwise one row by position).
  let isElements: Bool
  /// Makes row `index`: its key (an element's id), and the view to hand the reconciler. The view
  /// is made here, inside the caller's Observation scope; the row is reconciled later, outside it.
  let make: (_ index: Int) -> LazyRow
}

/// One row made by a `LazySegment`, not reconciled yet.
@MainActor
struct LazyRow {
  var key: ChildKey
  /// Hands the row's view to a reconciler under the key given.
  let reconcile: (inout ChildReconciler, ChildKey) -> Void
}

/// A view whose content a lazy stack looks through (a block, a `ForEach`).
@MainActor
protocol LazyRowSource {
  /// The segments of rows the view stands for; `position` is its place in an enclosing block.
  func lazySegments(position: Int?) -> [LazySegment]
}

/// The segments of `view`: its rows if it is a block or a `ForEach`, otherwise one row keyed by
/// `position` in the enclosing block (`.content` if none).
@MainActor
func lazySegments<V: View>(of view: V, position: Int?) -> [LazySegment] {
  if let source = view as? any LazyRowSource { return source.lazySegments(position: position) }
  let key: ChildKey = position.map { .position($0) } ?? .content
  return [
    LazySegment(
      count: 1, isElements: false,
      make: { _ in LazyRow(key: key, reconcile: { $0.update(view, key: $1) }) })
  ]
}

@MainActor extension TupleView: LazyRowSource {
  func lazySegments(position _: Int?) -> [LazySegment] {
    var segments: [LazySegment] = []
    var position = 0
    for element in repeat each value {
      segments.append(contentsOf: CellGraph.lazySegments(of: element, position: position))
      position += 1
    }
    return segments
  }
}

@MainActor extension ForEach: LazyRowSource {
  func lazySegments(position _: Int?) -> [LazySegment] {
    let data = self.data
    let content = self.content
    let identify = self.identify
    let start = data.startIndex
    // For element bindings: the function that makes an element, set up once per update (as
    // `ForEach` does for its rows), when the first row is made: only the rows on screen are.
    let makeElement = self.elementMaker.map { maker in LazyOnce { maker(data) } }
    return [
      LazySegment(
        count: data.count, isElements: true,
        make: { offset in
          let index = data.index(start, offsetBy: offset)
          let element = makeElement?.value(index) ?? data[index]
          let row = content(element)
          return LazyRow(
            key: .forElement(identify(element)), reconcile: { $0.update(row, key: $1) })
        })
    ]
  }
}

/// The key of a `ForEach` element of a lazy stack whose content has several `ForEach`s, whose ids
/// may coincide: the element's key with the place of its `ForEach` among the stack's segments.
struct SegmentedRowID: Hashable, CustomStringConvertible {
  let segment: Int
  let key: ChildKey

  var description: String {
    let id = key.elementID.map { "\($0.base)" } ?? "\(key)"
    return "\(id) in ForEach \(segment + 1)"
  }
}
