/// Why a view, a piece of state or a control could not be found: nothing matched, several did,
/// or the view left the tree.
///
/// The message lists what does exist — the lines on screen, the views of a type, the test ids,
/// the state names, the controls inside a view — so a failing test shows what to write instead.
///
/// ```swift
/// do {
///   try host.find(text: "Sav").tap()
/// } catch {
///   print(error)
///   // No view shows the text "Sav" on a line of its own. The text is:
///   //   Notes: 0
///   //   [Save]
/// }
/// ```
public struct FindError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  ///
  /// ```swift
  /// let error = #expect(throws: FindError.self) { try host.find(NoteRow.self) }
  /// #expect(error?.reason == .ambiguous)
  /// ```
  public enum Reason: Sendable, Equatable {
    /// Nothing matched.
    case notFound
    /// Several views (or controls) matched where one was needed.
    case ambiguous
    /// The view a proxy stands for has left the tree.
    case notInTree
    /// The state exists but holds a value of another type.
    case wrongType
  }

  /// What went wrong.
  ///
  /// ```swift
  /// #expect(error.reason == .notFound)
  /// ```
  public let reason: Reason
  /// What exists that could have matched: lines, paths, test ids, state names or controls.
  ///
  /// ```swift
  /// #expect(error.candidates == ["isDone = false"])  // from row.state("done")
  /// ```
  public let candidates: [String]
  /// The whole message: what was looked for, what went wrong, and the candidates.
  ///
  /// ```swift
  /// print(error)  // NotesView/VStack/ForEach[id: Milk]/NoteRow has no state named "done". …
  /// ```
  public let description: String

  init(_ reason: Reason, _ message: String, candidates: [String] = [], listing: String? = nil) {
    self.reason = reason
    self.candidates = candidates
    let heading = listing.map { " \($0)" } ?? ""
    let shown = candidates.prefix(40).map { "\n  \($0)" }.joined()
    let more = candidates.count > 40 ? "\n  … (\(candidates.count - 40) more)" : ""
    self.description = message + (candidates.isEmpty ? "" : heading + shown + more)
  }
}
