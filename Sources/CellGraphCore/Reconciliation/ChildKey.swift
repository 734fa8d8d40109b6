/// A child's identity relative to its parent: the structural part of a view's identity.
///
/// Two views in consecutive evaluations are "the same view" (and share state) when their parents
/// are the same node and their keys are equal. The full identity of a node is the chain of keys
/// from the root.
@usableFromInline
package enum ChildKey: Hashable {
  /// The single child of a view that has one (a body, a modifier's content, a stack's content).
  case content
  /// The `n`th element of a `TupleView` (a result builder block).
  case position(Int)
  /// The branch taken by an `if`/`else` or `switch`: `true` for the first branch.
  case branch(Bool)
  /// An element of `ForEach`, by its id.
  ///
  /// The cases holding an `AnyHashable` are `indirect` (boxed on the heap): an `AnyHashable`
  /// payload would make every key a value of unknown size, copied and compared through value
  /// witnesses, and keys are copied and compared for every row of every `ForEach` update. Boxed,
  /// a key is a few words that copy with at most one retain; `Int` and `String` ids, the common
  /// ones, need no box at all.
  indirect case element(AnyHashable)
  /// An element of `ForEach` whose id is an `Int` (no `AnyHashable` box: see `forElement(_:)`).
  case integerElement(Int)
  /// An element of `ForEach` whose id is a `String`.
  case stringElement(String)
  /// A repeated `ForEach` id: the `occurrence`th element (counting from 2) with id `id`.
  indirect case duplicate(AnyHashable, occurrence: Int)
  /// The value given to `.id(_:)`.
  indirect case explicit(AnyHashable)
  /// The dynamic type wrapped by an `AnyView`.
  case type(ObjectIdentifier)

  /// The key of the `ForEach` element with id `id`.
  ///
  /// `Int` and `String` ids, the most common, are stored as they are: making an `AnyHashable`
  /// checks at run time whether the type has a custom hashable representation, a conformance
  /// lookup that costs more than creating the row's node. `@inlinable`: `ForEach($items)` makes its
  /// rows' keys in code inlined into the module that writes it, where `ID` is known.
  @inlinable
  package static func forElement<ID: Hashable>(_ id: ID) -> ChildKey {
    if ID.self == Int.self { return .integerElement(unsafeBitCast(id, to: Int.self)) }
    if ID.self == String.self { return .stringElement(unsafeBitCast(id, to: String.self)) }
    return .element(AnyHashable(id))
  }

  /// `==`, with the common comparisons written out: two `Int` element ids (a `ForEach` row),
  /// two positions (a block's child) and two `.content` keys. The derived `==` first copies both
  /// keys out of line to switch over the pair; these are asked once per child per update.
  @inline(__always)
  func isSameKey(as other: ChildKey) -> Bool {
    switch (self, other) {
    case (.integerElement(let id), .integerElement(let otherID)): id == otherID
    case (.position(let index), .position(let otherIndex)): index == otherIndex
    case (.content, .content): true
    default: self == other
    }
  }

  /// The id of a `ForEach` element's key, boxed; `nil` for other keys.
  package var elementID: AnyHashable? {
    switch self {
    case .element(let id): id
    case .integerElement(let id): AnyHashable(id)
    case .stringElement(let id): AnyHashable(id)
    case .duplicate(let id, _): id
    case .content, .position, .branch, .explicit, .type: nil
    }
  }

  /// The key as it appears in an identity path.
  var pathComponent: String? {
    switch self {
    case .content, .position, .type: nil
    case .branch(let first): first ? "if" : "else"
    case .element(let id): "[id: \(id.base)]"
    case .integerElement(let id): "[id: \(id)]"
    case .stringElement(let id): "[id: \(id)]"
    case .duplicate(let id, let occurrence): "[id: \(id.base) #\(occurrence)]"
    case .explicit(let id): "[.id(\(id.base))]"
    }
  }
}
