import CellGraph

/// One entry in the exact list of bodies a test expects to run: a view type or an identity path,
/// and how many times.
///
/// A list of expectations is compared with the recorded body evaluations as a whole: each
/// expectation must match exactly `times` evaluations, and every evaluation must match at least
/// one expectation. Expectations may overlap: `.view(NoteRow.self, times: 2)` with
/// `.path("NotesView/VStack/ForEach[id: Milk]/NoteRow")` means two rows ran, and one of them was
/// Milk's.
///
/// ```swift
/// try host.expectBodies(
///   .view(NotesView.self), .view(NoteRow.self), .path("NotesView/VStack/Editor")
/// ) {
///   try host.tap("Save")
/// }
/// ```
public struct BodyExpectation: Sendable, Hashable, CustomStringConvertible {
  enum Matcher: Sendable, Hashable {
    case viewType(ObjectIdentifier, name: String)
    case path(String)
  }

  let matcher: Matcher
  /// How many evaluations the expectation must match, exactly; 0 means the view must not run.
  ///
  /// ```swift
  /// #expect(BodyExpectation.view(NoteRow.self, times: 2).times == 2)
  /// ```
  public let times: Int

  /// The body of any view of type `type` ran `times` times in all (every identity counts).
  ///
  /// The type is matched exactly (two private types with one name are different types); a
  /// custom `ViewModifier` matches its `body(content:)` evaluations.
  ///
  /// ```swift
  /// host.expectLastUpdate(ran: .view(NoteRow.self, times: 2))
  /// ```
  public static func view<V>(_ type: V.Type, times: Int = 1) -> BodyExpectation {
    BodyExpectation(
      matcher: .viewType(ObjectIdentifier(type), name: String(describing: type)), times: times)
  }

  /// The body of the view at identity path `path` ran `times` times.
  ///
  /// The path is compared whole, as records print it (`BodyEvaluation.path`):
  /// `NotesView/VStack/ForEach[id: 42]/NoteRow`. Siblings of one block that would read the same
  /// are numbered (`VStack/Button#1`, `VStack/Button#2`), so a path names one view.
  ///
  /// ```swift
  /// host.expectLastUpdate(ran: .path("NotesView/VStack/Editor"))
  /// ```
  public static func path(_ path: String, times: Int = 1) -> BodyExpectation {
    BodyExpectation(matcher: .path(path), times: times)
  }

  /// Whether `evaluation` is one this expectation counts.
  func matches(_ evaluation: BodyEvaluation) -> Bool {
    switch matcher {
    case .viewType(let id, let name):
      evaluation.viewTypeID.map { $0 == id } ?? (evaluation.viewType == name)
    case .path(let path): evaluation.path == path
    }
  }

  /// Whether a view that was skipped (its inputs were equal) is one this expectation names.
  func matches(_ skipped: SkippedView) -> Bool {
    switch matcher {
    case .viewType(let id, let name):
      skipped.viewTypeID.map { $0 == id } ?? (skipped.viewType == name)
    case .path(let path): skipped.path == path
    }
  }

  /// The expectation as failure messages show it, close to how it is written.
  ///
  /// ```swift
  /// print(BodyExpectation.view(NoteRow.self, times: 2))      // .view(NoteRow, times: 2)
  /// print(BodyExpectation.path("NotesView/VStack/Editor"))  // .path("NotesView/VStack/Editor")
  /// ```
  public var description: String {
    let subject =
      switch matcher {
      case .viewType(_, let name): ".view(\(name)"
      case .path(let path): ".path(\"\(path)\""
      }
    return times == 1 ? subject + ")" : subject + ", times: \(times))"
  }
}
