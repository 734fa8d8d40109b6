/// Where a binding reads inside a state box's value: the box, and the key paths and element
/// subscripts that lead from its value to the binding's (`$model.address.street`,
/// `$items[3]`, a `ForEach($items)` row's `$item.title`).
///
/// Two bindings with equal paths read the same part of the same value in the same way, so they
/// can share one `ProjectionSource`. That holds because every step is a pure function of the value
/// before it: a key path, or "the element at this index" — for an element identified by id, "the
/// element at this index if it still has this id", never a search (a search could find a
/// different duplicate for two bindings whose indices differ, see `ElementLocation.peek()`).
///
/// `@usableFromInline` (the type only): `BindingLocation` is, and returns one.
@usableFromInline
package struct ProjectionPath {
  /// The state box the path starts from.
  let root: any ProjectionRoot
  /// The steps from the box's value, outermost first.
  private(set) var steps: [ProjectionStep] = []

  init(root: any ProjectionRoot) {
    self.root = root
  }

  /// The path one step further.
  func appending(_ step: ProjectionStep) -> ProjectionPath {
    var longer = self
    longer.steps.append(step)
    return longer
  }
}

/// One step of a `ProjectionPath`.
enum ProjectionStep: Hashable {
  /// A property, by key path: `$model.name`.
  case keyPath(AnyKeyPath)
  /// The element at `index`; when the element is identified (a `ForEach($items)` row), only while
  /// the element there has the id `id`.
  case element(index: AnyHashable, id: AnyHashable?)
  /// The collection itself, compared only by its count and its elements' ids: what a
  /// `ForEach($items)` makes its rows from.
  case identities
}

/// A source whose value bindings can project: a state box. It keeps the table of the projections
/// read so far, and tells it after every change of its value
/// (`ProjectionTable.rootDidChange(old:new:)`).
@MainActor
protocol ProjectionRoot: Source {
  /// The projections read so far, created on first use.
  var projectionTable: ProjectionTable { get }
}

extension BindingLocation {
  /// No quiet read: only state boxes and the key paths and elements over them have one.
  package func peek() -> Value? { nil }
  /// No projection path: readers depend on whatever `get()` reads.
  package func projectionPath() -> ProjectionPath? { nil }
}
