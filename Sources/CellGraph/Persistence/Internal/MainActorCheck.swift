import Dispatch
import Foundation

/// Whether the caller runs on the main actor, for code that is not isolated but wants to act at
/// once when it happens to be called from main-actor code (a store's change post).
///
/// The main actor's jobs run on the main dispatch queue. Usually the main thread drains it, but
/// not always: under `swift test` on Linux another thread drains the main queue while the main
/// thread waits. So the check is "inside a block of the main queue" (a queue-specific value set on
/// the main queue, visible only to code the queue runs) or "on the main thread" (top-level code of
/// a program, which is main-actor code that no queue block wraps).
enum MainActorCheck {
  /// A token set once on the main queue; only blocks the main queue runs can read it back.
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isOnMainActor: Bool {
    DispatchQueue.getSpecific(key: key) == true || Thread.isMainThread
  }
}
