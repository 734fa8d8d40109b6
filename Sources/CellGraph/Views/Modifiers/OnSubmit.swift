import CellGraphCore

/// The kinds of field a `.onSubmit(of:_:)` action answers: text fields, search fields, or both.
///
/// ```swift
/// List { … }
///   .searchable(text: $query)
///   .onSubmit(of: .search) { runSearch() }
/// ```
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The return key in a text field (`TextField`, and any other text-input control).
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  /// The return key in the search field of a `.searchable` view.
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// One `.onSubmit` action or `.submitScope()` barrier, as the environment carries them.
enum SubmitEntry {
  case action(SubmitTriggers, () -> Void)
  /// Stops the submission here: actions above it are not run.
  case scope
}

/// The key of the submit actions in effect, innermost first.
struct SubmitActionsKey: EnvironmentKey {
  static var defaultValue: [SubmitEntry] { [] }
}

extension EnvironmentValues {
  /// The `.onSubmit` actions and `.submitScope()` barriers above a view, innermost first.
  var submitActions: [SubmitEntry] {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Adds an action to run when the user submits a field in this view (the return key): a text
  /// field for `.text`, the search field of a `.searchable` view for `.search`.
  ///
  /// The action applies to every field below the modifier. When a field is submitted, the actions
  /// of all the `.onSubmit` modifiers above it whose triggers match run, innermost first, up to
  /// the first `.submitScope()`. The common pattern moves focus on:
  ///
  /// ```swift
  /// VStack {
  ///   TextField("Email", text: $email).focused($focus, equals: .email)
  ///   TextField("Password", text: $password).focused($focus, equals: .password)
  /// }
  /// .onSubmit {
  ///   if focus == .email { focus = .password } else { signUp() }
  /// }
  ///
  /// try host.submit("Email")     // focus == .password
  /// ```
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  ) -> some View {
    transformEnvironment(\.submitActions) { $0.insert(.action(triggers, action), at: 0) }
  }

  /// Keeps the fields in this view from running the `.onSubmit` actions above it (while
  /// `isBlocking`); actions between the field and this modifier still run.
  ///
  /// ```swift
  /// TextField("Tags", text: $tags).submitScope()
  /// ```
  public func submitScope(_ isBlocking: Bool = true) -> some View {
    transformEnvironment(\.submitActions) { if isBlocking { $0.insert(.scope, at: 0) } }
  }
}

extension Node {
  /// Runs the submit actions a field here answers to for `trigger`: every matching `.onSubmit`
  /// action above it, innermost first, up to the first `.submitScope()`.
  ///
  /// The actions are read without a reader (submitting makes nothing depend on them) and run in
  /// the interaction that submitted; their writes are pending until the next pass.
  func runSubmitActions(_ trigger: SubmitTriggers) {
    let entries = Tracking.untracked { environment.submitActions }
    for entry in entries {
      switch entry {
      case .scope: return
      case .action(let triggers, let action):
        if triggers.contains(trigger) { action() }
      }
    }
  }

  /// The `.submitLabel(_:)` in effect here, read as a dependency of the evaluation in progress.
  var trackedSubmitLabel: SubmitLabel { environment.submitLabel }
}
