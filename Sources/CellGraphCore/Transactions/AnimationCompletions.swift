/// The completion callbacks of one transaction, run exactly once.
///
/// A transaction's completions wait for every graph that started an animation with it: each one
/// claims them when the transaction's first write reaches it, and releases them when its
/// animation ends on its clock. When the `withTransaction` body ends with no claim, or with no
/// animation to wait for, they run at once.
///
///     withAnimation { a = 1 } completion: { … }
///       write ─▶ graph claims (1) ─▶ body ends ─▶ clock passes the duration ─▶ release (0) ─▶ run
///
/// Not isolated: a `Transaction` (which holds it) is a plain value, made and used wherever its
/// code runs; the callbacks themselves run on the main actor.
final class AnimationCompletions {
  private var callbacks: [@MainActor () -> Void] = []
  private var claims = 0
  private var bodyEnded = false
  private var hasRun = false

  func add(_ callback: @escaping @MainActor () -> Void) {
    callbacks.append(callback)
  }

  /// A graph will release the completions when its animation ends.
  func claim() {
    claims += 1
  }

  /// The `withTransaction` body ended. Returns the callbacks to run now: all of them when nothing
  /// will release them (no claim, or no animation started).
  func endBody(startsAnimations: Bool) -> [@MainActor () -> Void] {
    bodyEnded = true
    return startsAnimations && claims > 0 ? [] : take()
  }

  /// A graph's animation ended. Returns the callbacks to run when it was the last claim.
  func release() -> [@MainActor () -> Void] {
    claims -= 1
    return claims <= 0 && bodyEnded ? take() : []
  }

  private func take() -> [@MainActor () -> Void] {
    guard !hasRun else { return [] }
    hasRun = true
    defer { callbacks.removeAll() }
    return callbacks
  }
}
