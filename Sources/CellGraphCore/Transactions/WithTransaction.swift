/// Runs `body` in `transaction`: the writes it makes are applied as their own update, apart from
/// the writes before and after it, and the bodies that update re-runs see `transaction`.
///
/// Matches SwiftUI, which queues writes made in different transactions as separate updates and
/// runs them one after another (OpenSwiftUI's `GraphHost.asyncTransaction`). Completions added to
/// the transaction run when its animations end on the host's virtual clock, or right after
/// `body` when it starts none.
///
/// ```swift
/// var transaction = Transaction(animation: .easeOut(duration: 0.2))
/// withTransaction(transaction) { isExpanded.toggle() }
/// ```
///
/// - Parameters:
///   - transaction: The transaction the writes of `body` happen in.
///   - body: The code that makes the writes.
/// - Returns: What `body` returns.
@MainActor
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  let saved = TransactionContext.enter(transaction)
  defer {
    TransactionContext.leave(restoring: saved)
    if let completions = transaction.completions {
      let startsAnimations = transaction.animation != nil
      for completion in completions.endBody(startsAnimations: startsAnimations) { completion() }
    }
  }
  return try body()
}

/// Runs `body` in a transaction that is the current one with `keyPath` set to `value`.
///
/// ```swift
/// withTransaction(\.disablesAnimations, true) { offset = 0 }
/// ```
@MainActor
public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = TransactionContext.current ?? Transaction()
  transaction.completions = nil
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

/// Runs `body` in a transaction that carries `animation`: the writes it makes are one update,
/// separate from the writes before and after it, and every body that update re-runs is animated.
///
/// ```swift
/// Button("Expand") {
///   withAnimation(.easeInOut(duration: 1)) { isExpanded = true }
/// }
/// ```
///
/// - Parameters:
///   - animation: The animation; `nil` makes an unanimated update of its own.
///   - body: The code that makes the writes.
/// - Returns: What `body` returns.
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(animatedTransaction(animation), body)
}

/// Runs `body` in a transaction that carries `animation`, and `completion` when the animation
/// ends on the host's virtual clock (`ViewHost.advance(by:)`).
///
/// The completion runs exactly once: after the animation's duration, or right after `body` when
/// the animation is `nil` or no write in `body` updates a view, as SwiftUI documents.
///
/// ```swift
/// withAnimation(.linear(duration: 1)) { progress = 1 } completion: { isDone = true }
/// host.advance(by: .seconds(1))   // isDone == true
/// ```
///
/// - Parameters:
///   - animation: The animation; `nil` for none.
///   - completionCriteria: When the animation counts as complete (the same moment here).
///   - body: The code that makes the writes.
///   - completion: Runs once when the animation is complete.
/// - Returns: What `body` returns.
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
  var transaction = animatedTransaction(animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}

/// The current transaction (or a new one) with `animation`, without the current one's
/// completions: those belong to the enclosing block.
@MainActor
private func animatedTransaction(_ animation: Animation?) -> Transaction {
  var transaction = TransactionContext.current ?? Transaction()
  transaction.completions = nil
  transaction.animation = animation
  return transaction
}
