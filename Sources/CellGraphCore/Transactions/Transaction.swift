/// The context of one update: the animation its changes carry, and values the code that caused
/// it passed down to the views it updates.
///
/// Every write happens inside the current transaction: the one `withTransaction(_:_:)` or
/// `withAnimation(_:_:)` set up, or none. Writes made in different transactions are applied as
/// separate updates, in order; the bodies that run in an update see its transaction, as do the
/// closures of `.transaction { }` modifiers above them. Records tell which evaluations were
/// animated (``BodyEvaluation/animation``).
///
/// ```swift
/// var transaction = Transaction(animation: .easeIn(duration: 1))
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { isExpanded = true }
/// ```
public struct Transaction {
  /// The animation the changes of this update carry, or `nil` for an unanimated update.
  public var animation: Animation? {
    didSet { setsAnimation = true }
  }
  /// Whether `animation` was set, even to `nil`: SwiftUI's transaction then holds an animation
  /// entry, and is not the empty transaction plain writes are made in (see `mayConcatenate`).
  private var setsAnimation = false

  /// Whether `.animation(_:value:)` modifiers leave the transaction's animation as it is, rather
  /// than setting their own (SwiftUI's meaning: it keeps implicit animations out).
  public var disablesAnimations = false

  /// Whether the update is one of a continuous series (a drag), which views may update more
  /// cheaply. CellGraph carries it to `.transaction { }` closures and does nothing else with it.
  public var isContinuous = false

  /// Custom values, by the `TransactionKey` type.
  private var values: [ObjectIdentifier: Any] = [:]

  /// The completions registered with `addAnimationCompletion(criteria:_:)`, shared by the copies
  /// of this transaction so that they run once.
  var completions: AnimationCompletions?

  /// A transaction with no animation.
  public init() {}

  /// A transaction whose changes carry `animation`.
  ///
  /// ```swift
  /// withTransaction(Transaction(animation: .linear)) { offset += 10 }
  /// ```
  public init(animation: Animation?) {
    self.animation = animation
    setsAnimation = true
  }

  /// Whether a write made in `other` may join a pending update made in this transaction,
  /// instead of starting an update of its own.
  ///
  /// SwiftUI's rule (`Transaction.mayConcatenate(with:)`, which `GraphHost.asyncTransaction`
  /// asks of the last pending update): both transactions are empty, or their entries compare
  /// equal. Custom values cannot be compared here (they are `Any`), so a transaction carrying
  /// one never joins another; completions are compared by identity (each block's are its own).
  static func mayConcatenate(_ first: Transaction?, _ second: Transaction?) -> Bool {
    (first ?? Transaction()).mayConcatenate(with: second ?? Transaction())
  }

  package func mayConcatenate(with other: Transaction) -> Bool {
    animation == other.animation && setsAnimation == other.setsAnimation
      && disablesAnimations == other.disablesAnimations && isContinuous == other.isContinuous
      && values.isEmpty && other.values.isEmpty && completions === other.completions
  }

  /// A custom value carried by the transaction, or the key's default.
  ///
  /// ```swift
  /// struct Source: TransactionKey { static let defaultValue = "user" }
  /// var transaction = Transaction()
  /// transaction[Source.self] = "sync"
  /// ```
  public subscript<Key: TransactionKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Adds a completion that runs once, when the animations this transaction starts are complete
  /// on the host's virtual clock; immediately after the `withTransaction` body if it starts none
  /// (no animation, or no write that updates a view).
  ///
  /// ```swift
  /// var transaction = Transaction(animation: .default)
  /// transaction.addAnimationCompletion { finished = true }
  /// withTransaction(transaction) { isOpen = true }
  /// ```
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping @MainActor () -> Void
  ) {
    if completions == nil { completions = AnimationCompletions() }
    completions?.add(completion)
  }
}

/// A key for a custom value a `Transaction` carries.
///
/// ```swift
/// struct Source: TransactionKey { static let defaultValue = "user" }
/// ```
public protocol TransactionKey {
  /// The type of the value.
  associatedtype Value
  /// The value a transaction carries when none was set.
  static var defaultValue: Value { get }
}

/// When an animation counts as finished, for its completion callbacks.
///
/// On the virtual clock both criteria mean the same moment: an animation has no long tail, it
/// ends when its ``Animation/duration`` has passed.
///
/// ```swift
/// withAnimation(.bouncy, completionCriteria: .removed) { offset = 0 } completion: { done = true }
/// ```
public struct AnimationCompletionCriteria: Sendable, Hashable {
  private let name: String
  /// The animation has logically completed (its duration has passed).
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// The animation is finished and removed (the same moment here).
  public static let removed = AnimationCompletionCriteria(name: "removed")
}
