import CellGraphCore
import Synchronization

/// A namespace of identifiers for `matchedGeometryEffect(id:in:properties:anchor:isSource:)`:
/// the counterpart of SwiftUI's `@Namespace`.
///
/// Each view identity gets its own namespace, kept for as long as the view's state is: the same
/// `Namespace.ID` on every update, a new one for a new identity.
///
/// ```swift
/// struct Board: View {
///   @Namespace private var cards
///   var body: some View {
///     Text("Ace").matchedGeometryEffect(id: "ace", in: cards)
///   }
/// }
/// ```
@propertyWrapper
public struct Namespace: DynamicField {
  /// The identifier of one namespace.
  public struct ID: Hashable, Sendable, CustomStringConvertible {
    fileprivate let value: Int

    /// `Namespace.ID(3)`.
    public var description: String { "Namespace.ID(\(value))" }
  }

  /// Hands out namespace identifiers, each once per process.
  private static let counter = Mutex(0)

  /// The view's namespace, made with its state.
  @StateCell private var id: ID

  /// A new namespace for the view that declares it.
  public init() {
    let value = Namespace.counter.withLock { count in
      count += 1
      return count
    }
    _id = StateCell(wrappedValue: ID(value: value))
  }

  /// The namespace's identifier.
  public var wrappedValue: ID { id }
}
