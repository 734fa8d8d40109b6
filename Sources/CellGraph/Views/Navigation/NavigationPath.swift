import CellGraphCore

/// A type-erased list of the values pushed on a `NavigationStack`, as SwiftUI's `NavigationPath`.
///
/// Values of any `Hashable` type can be appended; those appended as `Codable` values make the
/// whole path `codable`, so it can be saved (in a `StorageCell`, a file) and restored with
/// `init(_:)` after a relaunch.
///
/// ```swift
/// @StateCell var path = NavigationPath()
///
/// NavigationStack(path: $path) {
///   RecipeList()
///     .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
/// }
///
/// path.append(Recipe.pasta)       // pushes the recipe's detail
/// path.removeLast()               // back to the list
/// ```
public struct NavigationPath: Equatable {
  /// The values, bottom of the stack first.
  var elements: [NavigationPathElement]

  /// An empty path: the stack shows its root.
  ///
  /// ```swift
  /// var path = NavigationPath()
  /// ```
  public init() {
    elements = []
  }

  /// A path holding `elements`, bottom first.
  ///
  /// ```swift
  /// let path = NavigationPath([Screen.settings, Screen.about])
  /// ```
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { NavigationPathElement($0) }
  }

  /// A path holding `elements`, bottom first; it is `codable`.
  ///
  /// ```swift
  /// let path = NavigationPath([1, 2, 3])
  /// ```
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
    self.elements = elements.map { NavigationPathElement(codable: $0) }
  }

  /// How many values the path holds: how many screens are pushed over the root.
  ///
  /// ```swift
  /// Text("\(path.count) deep")
  /// ```
  public var count: Int { elements.count }

  /// Whether the path is empty: the stack shows its root.
  ///
  /// ```swift
  /// if !path.isEmpty { Button("Home") { path = NavigationPath() } }
  /// ```
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`. A path with a value appended this way is not `codable`.
  ///
  /// ```swift
  /// path.append(Selection(row: 3))
  /// ```
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(NavigationPathElement(value))
  }

  /// Pushes `value`, which the path can encode in its `codable` representation.
  ///
  /// ```swift
  /// path.append(Recipe.pasta)
  /// ```
  public mutating func append<V: Hashable & Codable>(_ value: V) {
    elements.append(NavigationPathElement(codable: value))
  }

  /// Pops `k` values (one by default). Asking for more values than the path holds empties it;
  /// SwiftUI stops the process there, CellGraph keeps going (see Limitations.md).
  ///
  /// ```swift
  /// path.removeLast(path.count)   // back to the root
  /// ```
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(min(max(k, 0), elements.count))
  }

  public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
    lhs.elements.map(\.value) == rhs.elements.map(\.value)
  }
}

/// One value of a `NavigationPath`, with what it takes to encode it when it was appended as a
/// `Codable` value.
struct NavigationPathElement {
  let value: AnyHashable
  /// The element as the codable representation stores it; `nil` when it cannot be encoded (a
  /// value appended as merely `Hashable`, or one whose encoding failed).
  let encoded: () -> NavigationPath.CodableRepresentation.Element?

  init<V: Hashable>(_ value: V) {
    self.value = AnyHashable(value)
    self.encoded = { nil }
  }

  init<V: Hashable & Codable>(codable value: V) {
    self.value = AnyHashable(value)
    self.encoded = { NavigationPath.CodableRepresentation.Element(encoding: value) }
  }

  /// A stored element whose type this process cannot find: kept as it was stored, so saving the
  /// path again loses nothing.
  init(unresolved element: NavigationPath.CodableRepresentation.Element) {
    self.value = AnyHashable(UnresolvedPathElement(stored: element))
    self.encoded = { element }
  }
}

/// The value standing in a path for a stored element whose type could not be resolved.
struct UnresolvedPathElement: Hashable, CustomStringConvertible {
  let stored: NavigationPath.CodableRepresentation.Element

  var description: String { "unresolved \(stored.typeName)" }
}
