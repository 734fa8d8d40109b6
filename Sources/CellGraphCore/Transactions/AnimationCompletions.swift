/// The completion callbacks of one transaction, each run exactly once, when its criteria is met.
///
/// A transaction's completions wait for every graph that started an animation with it: each one
/// claims them when the transaction's first write reaches it, and releases each criteria when it
/// is met on its clock: `.logicallyComplete` at the animation's logical end
/// (`Animation.logicalDuration`), `.removed` at its end or, later, when the last view it removed
/// with a transition is gone. When the `withTransaction` body ends with no claim, or with no
/// animation to wait for, they all run at once.
///
///     withAnimation { a = 1 } completion: { … }
///       write ─▶ graph claims (1) ─▶ body ends ─▶ clock passes the end ─▶ release (1 of 1) ─▶ run
///
/// Not isolated: a `Transaction` (which holds it) is a plain value, made and used wherever its
/// code runs; the callbacks themselves run on the main actor.
final class AnimationCompletions {
  private var callbacks: [(criteria: AnimationCompletionCriteria, run: @MainActor () -> Void)] =
    []
  private var claims = 0
  private var releases: [AnimationCompletionCriteria: Int] = [:]
  private var bodyEnded = false
  private var ran: Set<AnimationCompletionCriteria> = []

  func add(_ callback: @escaping @MainActor () -> Void, criteria: AnimationCompletionCriteria) {
    callbacks.append((criteria, callback))
  }

  /// A graph will release the completions when its animation ends.
  func claim() {
    claims += 1
  }

  /// The `withTransaction` body ended. Returns the callbacks to run now: all of them when nothing
  /// will release them (no claim, or no animation started).
  func endBody(startsAnimations: Bool) -> [@MainActor () -> Void] {
    bodyEnded = true
    guard !(startsAnimations && claims > 0) else { return [] }
    return take(.logicallyComplete) + take(.removed)
  }

  /// A graph's animation met `criteria`. Returns the callbacks to run when every claiming graph
  /// has.
  func release(_ criteria: AnimationCompletionCriteria) -> [@MainActor () -> Void] {
    releases[criteria, default: 0] += 1
    return releases[criteria, default: 0] >= claims && bodyEnded ? take(criteria) : []
  }

  private func take(_ criteria: AnimationCompletionCriteria) -> [@MainActor () -> Void] {
    guard !ran.contains(criteria) else { return [] }
    ran.insert(criteria)
    return callbacks.filter { $0.criteria == criteria }.map(\.run)
  }
}
