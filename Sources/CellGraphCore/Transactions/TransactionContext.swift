/// The transaction writes happen in right now, and the *segment* they belong to.
///
/// A segment is a stretch of writes made in one transaction: `withTransaction` starts a new one
/// when it begins and another when it ends, so the writes before, inside and after a
/// `withAnimation` block are three segments even when the transactions are equal. A graph keeps
/// the writes of one segment in one update (see `Graph+Transactions.swift`).
///
/// During a pass, the graph sets the context to its update's: the bodies see that transaction,
/// and writes made by the pass (an environment value flowing down) join the same update.
/// `.transaction { }` and `.animation(_:value:)` change `current` (not the segment) for the
/// subtree they evaluate.
///
/// The static stored properties are `@exclusivity(unchecked)`: `Node.run` reads `isAnimating` on
/// every evaluation, where a checked access costs more than the read. They are main-actor
/// isolated, and every access is a plain read or assignment that calls nothing while it lasts, so
/// two accesses can never overlap (the argument `Node` makes for its hot properties).
@MainActor
package enum TransactionContext {
  /// The transaction of the code running now; `nil` outside any.
  @exclusivity(unchecked) package private(set) static var current: Transaction?
  /// Whether `current` carries an animation: read on every evaluation while transitions may be
  /// in play, so kept as a flag.
  @exclusivity(unchecked) private(set) static var isAnimating = false
  /// The segment of the code running now.
  @exclusivity(unchecked) private(set) static var segment: UInt64 = 0
  @exclusivity(unchecked) private static var lastSegment: UInt64 = 0

  /// How many segments were made so far, by any block or update: while it has not changed since
  /// a state cell's last write, no update can have started since, and the cell's next write
  /// belongs to the same update (the test `StateBox.write` makes before anything else).
  static var segmentsMade: UInt64 { lastSegment }

  /// A segment number no write was made in yet.
  static func newSegment() -> UInt64 {
    lastSegment &+= 1
    return lastSegment
  }

  /// What `enter`/`set` replaced, to put back.
  struct Saved {
    fileprivate let transaction: Transaction?
    fileprivate let segment: UInt64
  }

  /// Makes `transaction` current in a new segment (the start of a `withTransaction` body).
  static func enter(_ transaction: Transaction) -> Saved {
    let saved = Saved(transaction: current, segment: segment)
    segment = newSegment()
    setCurrent(transaction)
    return saved
  }

  /// Ends a `withTransaction` body: the previous transaction again, in a new segment, so that the
  /// writes after the body are not merged with those before it.
  static func leave(restoring saved: Saved) {
    setCurrent(saved.transaction)
    segment = newSegment()
  }

  /// Sets the transaction and segment of an update's pass.
  static func set(_ transaction: Transaction?, segment: UInt64) -> Saved {
    let saved = Saved(transaction: current, segment: self.segment)
    self.segment = segment
    setCurrent(transaction)
    return saved
  }

  /// Puts back what `set` replaced.
  static func restore(_ saved: Saved) {
    segment = saved.segment
    setCurrent(saved.transaction)
  }

  /// Runs `body` with `transaction` current, in the same segment (a subtree's own transaction).
  package static func withCurrent<Result>(_ transaction: Transaction?, _ body: () -> Result)
    -> Result
  {
    let previous = current
    setCurrent(transaction)
    defer { setCurrent(previous) }
    return body()
  }

  private static func setCurrent(_ transaction: Transaction?) {
    current = transaction
    isAnimating = transaction?.animation != nil
  }
}
