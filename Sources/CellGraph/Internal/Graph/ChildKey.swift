/// A child's identity relative to its parent: the structural part of a view's identity.
///
/// Two views in consecutive evaluations are "the same view" (and share state) when their parents
/// are the same node and their keys are equal. The full identity of a node is the chain of keys
/// from the root.
enum ChildKey: Hashable {
  /// The single child of a view that has one (a body, a modifier's content, a stack's content).
  case content
  /// The `n`th element of a `TupleView` (a result builder block).
  case position(Int)
  /// The branch taken by an `if`/`else` or `switch`: `true` for the first branch.
  case branch(Bool)
  /// An element of `ForEach`, by its id.
  case element(AnyHashable)
  /// A repeated `ForEach` id: the `occurrence`th element (counting from 2) with id `id`.
  case duplicate(AnyHashable, occurrence: Int)
  /// The value given to `.id(_:)`.
  case explicit(AnyHashable)
  /// The dynamic type wrapped by an `AnyView`.
  case type(ObjectIdentifier)

  /// The key as it appears in an identity path.
  var pathComponent: String? {
    switch self {
    case .content, .position, .type: nil
    case .branch(let first): first ? "if" : "else"
    case .element(let id): "[id: \(id.base)]"
    case .duplicate(let id, let occurrence): "[id: \(id.base) #\(occurrence)]"
    case .explicit(let id): "[.id(\(id.base))]"
    }
  }
}
