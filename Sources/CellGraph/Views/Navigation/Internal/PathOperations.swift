import CellGraphCore

/// What a stack does with its path binding, for one `Data` type: read the values, append one,
/// remove some. Made once per type in the stack's initializer (where `Data`'s conformances are
/// known) and shared, so two stack values with the same binding compare equal: a closure stored
/// in the view would make every stack value a different input.
@MainActor
final class PathOperations {
  /// The values of a path, bottom first.
  let values: (Any) -> [NavigationPathElement]
  /// The path with `value` appended, or `nil` when the path cannot hold a value of its type.
  let appending: (Any, AnyHashable) -> Any?
  /// The path with its last `k` values removed.
  let removingLast: (Any, Int) -> Any
  /// The type of the values the path holds, for diagnostics.
  let elementTypeName: String

  private init(
    values: @escaping (Any) -> [NavigationPathElement],
    appending: @escaping (Any, AnyHashable) -> Any?,
    removingLast: @escaping (Any, Int) -> Any, elementTypeName: String
  ) {
    self.values = values
    self.appending = appending
    self.removingLast = removingLast
    self.elementTypeName = elementTypeName
  }

  private static var cache: [ObjectIdentifier: PathOperations] = [:]

  /// The operations of a typed path, such as `[Recipe]`.
  static func collection<C>(_: C.Type) -> PathOperations
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Hashable {
    if let cached = cache[ObjectIdentifier(C.self)] { return cached }
    let made = PathOperations(
      values: { path in (path as? C).map { $0.map { NavigationPathElement($0) } } ?? [] },
      appending: { path, value in
        guard var path = path as? C, let element = value.base as? C.Element else { return nil }
        path.append(element)
        return path
      },
      removingLast: { path, k in
        guard var path = path as? C else { return path }
        path.removeLast(min(max(k, 0), path.count))
        return path
      },
      elementTypeName: "\(C.Element.self)")
    cache[ObjectIdentifier(C.self)] = made
    return made
  }

  /// The operations of a `NavigationPath`.
  static let navigationPath = PathOperations(
    values: { path in (path as? NavigationPath)?.elements ?? [] },
    appending: { path, value in
      guard var path = path as? NavigationPath else { return nil }
      path.elements.append(NavigationPathElement(anyValue: value))
      return path
    },
    removingLast: { path, k in
      guard var path = path as? NavigationPath else { return path }
      path.removeLast(k)
      return path
    },
    elementTypeName: "NavigationPath")
}

extension NavigationPathElement {
  /// The element for a value pushed by a link: codable when the value's type is `Codable`, as if
  /// it had been appended with `NavigationPath.append(_:)` by its static type.
  init(anyValue value: AnyHashable) {
    if let codable = value.base as? any Codable & Hashable {
      self = Self.codableElement(codable)
    } else {
      self.init(value)
    }
  }

  private static func codableElement<V: Codable & Hashable>(_ value: V) -> NavigationPathElement {
    NavigationPathElement(codable: value)
  }
}
