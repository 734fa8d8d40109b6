/// A feature's watch over the code the host runs for the user outside bodies: an interaction
/// (`ViewHost.tap(_:)` and the other drivers, the first render, a clock advance) and the commit
/// phase's effects (`onAppear`, `onDisappear`, `onChange` actions).
///
/// The calls nest (an interaction flushes, and the flush runs effects): every `userCodeWillRun()`
/// is followed by one `userCodeDidRun(_:)`, and an observer that compares a reading taken before
/// with one taken after (`FoundationTimerWatch` reads the main run loop's next timer) takes them
/// at the outermost pair. The code between a pair is synchronous on the main actor, so nothing
/// another host does can happen inside it.
@MainActor
package protocol UserCodeObserver: AnyObject {
  /// The host is about to run user code.
  func userCodeWillRun()
  /// The host ran the user code announced by the last unmatched `userCodeWillRun()`;
  /// `activity` describes it (`tap "Start"`), when there is a name for it.
  func userCodeDidRun(_ activity: () -> String?)
}
